/** The data types of this module, as the API answers them (lib/api re-exports them). */

export type SessionUser = {
  id: number;
  nickName: string | null;
  userName: string | null;
  mobile: string | null;
  identityStatus: string;
  orgId: number | null;
  role: string;
};

/** What the browser keeps about the logged-in user (spec §3 user info; identityStatus '2' = real-name verified). */
export type UserInfoDto = {
  id: number;
  nickName: string | null;
  userName: string | null;
  /** Masked: 138****8000. */
  mobile: string | null;
  email: string | null;
  avatarUrl: string | null;
  identityStatus: '0' | '1' | '2' | '3';
  orgId: number | null;
  orgName: string | null;
  orgRole: string | null;
  points: number;
  hasPassword: boolean;
};

/** Every login-like answer. expireTime in minutes; isNew when this login created the account. */
export type LoginResult = { token: string; expireTime: number; userInfo: UserInfoDto; isNew?: boolean };

/**
 * wx/{x}/loginReg answer: a LoginResult, or for a mobile with no account yet a token starting with noBind_ (and
 * userInfo null): the page then sends the user to /register?token=… to set a password.
 */
export type WechatLoginResult = Omit<LoginResult, 'userInfo'> & { userInfo: UserInfoDto | null };

export type WechatScanResult = { qrcodeUrl: string; scene_str: string; expireSeconds: number };

/** Poll answer: code 0 waiting, 1/2 scanned but no phone bound, 3 logged in, 4 expired. */
export type WechatPollResult = {
  code: 0 | 1 | 2 | 3 | 4;
  avatar: string | null;
  nickname: string | null;
  /** Bind key for wx/{x}/loginReg (codes 1/2). */
  key: string | null;
  /** Session token (code 3). */
  token: string | null;
  expireTime: number | null;
  userInfo: UserInfoDto | null;
};

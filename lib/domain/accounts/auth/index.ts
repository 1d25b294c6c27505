/**
 * lib/domain/accounts/auth: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { createCaptcha } from './captcha';
export { requestSmsCode, sendSmsCode } from './codes';
export {
  bindEmail,
  bindPhone,
  changePassword,
  forgetPassword,
  logout,
  passwordLogin,
  register,
  sendBindEmailCode,
  smsLogin,
  updateProfile,
} from './login';
export { hashPassword, verifyPassword } from './password';
export { createSession, findSessionUser, hashToken, newToken, requestToken } from './session';
export type {
  LoginResult,
  SessionUser,
  UserInfoDto,
  WechatLoginResult,
  WechatPollResult,
  WechatScanResult,
} from './types';
export { userInfo } from './users';
export {
  claimNoBind,
  devBoundUser,
  devScanBound,
  devScanUnbound,
  handlePushEvent,
  loginReg,
  oauthLogin,
  pollScene,
  startScan,
  startWebAuthorization,
  WEB_AUTH_RETURN_PATH,
} from './wechat';

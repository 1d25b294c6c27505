/**
 * Accounts: verification, uploads and points, rate limits, buyer limits, organisations, the standards ledger.
 * One area of lib/config/constants; index.ts re-exports every area (import from @/lib/config/constants).
 */

/** Account and verification. */
export const CAPTCHA_LENGTH = 4;
export const SMS_COOLDOWN_SECONDS = 60;
export const PHONE_LENGTH = 11;
export const WECHAT_QR_LIFETIME_SECONDS = 60;
export const WECHAT_POLL_INTERVAL_MS = 1000;

/** Feedback uploads. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_DEFAULT_MAX_BYTES = 3 * 1024 * 1024;
/**
 * Largest request body the API reads (bytes): a multipart upload (a few files of at most 3 MB each plus fields) or a
 * JSON/form body. Bigger ones are refused before they are read (lib/api/router.ts).
 */
export const REQUEST_BODY_MAX_BYTES = { multipart: 16 * 1024 * 1024, json: 4 * 1024 * 1024 } as const;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** Points rewarded for an adopted suggestion (a retail gift card). */
export const FEEDBACK_REWARD_POINTS = 100;
/** Points earned on a completed order: floor(amount paid in yuan × this rate), booked once per order (lib/domain/commerce/points/earn.ts). */
export const POINTS_PER_YUAN = 1;

/**
 * Rate limits shared by every instance (lib/platform/security/rate-limit.ts, stored in the rate_limiter table).
 * points per durationSec; blockSec: once over the limit, the key stays refused this long.
 */
export const RATE_LIMITS = {
  /** Image captchas generated per client IP. */
  captchaPerIp: { points: 30, durationSec: 60, blockSec: 300 },
  /** One SMS per phone per cooldown (spec §9: 60 s). */
  smsPerPhone: { points: 1, durationSec: SMS_COOLDOWN_SECONDS },
  /** SMS per phone per day. */
  smsPerPhoneDaily: { points: 10, durationSec: 86_400 },
  /** SMS per client IP per day. */
  smsPerIpDaily: { points: 50, durationSec: 86_400 },
  /** Login attempts (any method) per client IP. */
  loginPerIp: { points: 60, durationSec: 600, blockSec: 600 },
  /** Failed password logins per account (existing or not); over the limit the account is locked for blockSec. */
  loginFailPerAccount: { points: 10, durationSec: 3600, blockSec: 900 },
  /** Verification e-mails per address. */
  emailPerAddress: { points: 1, durationSec: 60 },
  /** Anonymous writes and costly reads (issue 11, lib/api/limits.ts): per client IP and per signed-in account. */
  accessLogPerIp: { points: 120, durationSec: 60 },
  accessLogPerAccount: { points: 120, durationSec: 60 },
  searchPerIp: { points: 300, durationSec: 60 },
  searchPerAccount: { points: 300, durationSec: 60 },
  structureSearchPerIp: { points: 60, durationSec: 60 },
  structureSearchPerAccount: { points: 60, durationSec: 60 },
  /** Server-side drawing of a posted structure (CPU-bound: a large safe molecule takes seconds to draw). */
  depictPerIp: { points: 120, durationSec: 60 },
  depictPerAccount: { points: 120, durationSec: 60 },
  feedbackPerIp: { points: 10, durationSec: 3600 },
  feedbackPerAccount: { points: 10, durationSec: 86_400 },
  /** Operations console: login attempts per IP, failed passwords and wrong TOTP codes per staff account. */
  consoleLoginPerIp: { points: 30, durationSec: 600, blockSec: 600 },
  consoleLoginFailPerAccount: { points: 5, durationSec: 900, blockSec: 900 },
  consoleTotpFailPerAccount: { points: 5, durationSec: 900, blockSec: 900 },
  /** TOTP attempts per IP (each one is audited, so their number is bounded as logins are). */
  consoleTotpPerIp: { points: 30, durationSec: 600, blockSec: 600 },
} as const;

/** Accounts (lib/domain/accounts/auth). */
export const ACCOUNT = {
  /** Image captcha lifetime. */
  captchaTtlSec: 300,
  /** SMS and e-mail code length and lifetime. */
  smsCodeLength: 6,
  smsCodeTtlSec: 300,
  emailCodeTtlSec: 900,
  /** Wrong guesses allowed on one SMS / e-mail code before it is void. */
  codeMaxAttempts: 5,
  /** Failed password logins after which the login asks for the image captcha. */
  captchaAfterFailures: 3,
  /** Expiry of a WeChat bind key (scanned, phone not bound yet). */
  wechatBindTtlSec: 600,
  /** Longest nickname (profile update). */
  nickNameMaxChars: 30,
} as const;

/** Buyer data limits (lib/domain/commerce/cart, lib/domain/accounts/profile). Not spec constants: sanity caps against abuse and typos. */
export const BUYER_LIMITS = {
  /** Largest quantity of one cart/basket/demand line (the client store uses the same cap). */
  cartMaxNum: 99_999,
  /** Most lines in one cart, basket or demand list (= the cart list's page size, so one page shows them all). */
  maxLines: 100,
  /** Most guest items in one synchronize call. */
  syncMaxItems: 500,
  /** Browsing history keeps this many products per user (oldest dropped). */
  historyMax: 100,
  addressMax: 20,
  invoiceTitleMax: 20,
  favoriteMax: 500,
  /** Largest identity/licence file (png, jpeg or pdf). */
  documentMaxBytes: 3 * 1024 * 1024,
} as const;

/** Enterprise types offered by userInfo/getCorpType (value stored in organizations.corp_type). */
export const CORP_TYPES = [
  { value: 'pharma', label: '制药企业' },
  { value: 'cro', label: 'CRO/CDMO' },
  { value: 'testing', label: '检测机构' },
  { value: 'research', label: '科研院所/高校' },
  { value: 'hospital', label: '医疗机构' },
  { value: 'government', label: '政府/监管机构' },
  { value: 'trading', label: '贸易公司' },
  { value: 'other', label: '其他' },
] as const;

/** Departments offered by code/user/dept/select (a buyer's department within the organisation). */
export const DEPARTMENTS = ['研发部', '质量部', '质检中心', '采购部', '生产部', '注册部', '实验室', '其他'] as const;

/** The standards ledger (标准品台账, lib/domain/accounts/ledger). */
export const LEDGER = {
  /** Days before the due date at which the two expiry reminders go out (in this order: the sooner one wins). */
  expiryReminderDays: [30, 7] as const,
  /** Without a threshold set on the entry, a remaining amount at or below this share of the initial one is low. */
  lowShareDefault: 0.2,
  /** The ledger page's list: default and largest page. */
  pageSize: 20,
  pageSizeMax: 100,
  /** The printable page and the .xlsx export: at most this many entries (a filter narrows a larger ledger). */
  printMax: 2000,
  exportMax: 10_000,
  /** An import file: size and rows. */
  importMaxBytes: 2 * 1024 * 1024,
  importMaxRows: 2000,
  /** Usage records and history shown on one entry. */
  detailRowsMax: 500,
  /** Largest amount of one entry in its unit × 1000 (1,000 kg in µg). */
  amountMax: 1_000_000_000_000,
  /** The daily reminder scan (Asia/Shanghai). */
  reminderCron: '0 8 * * *',
  /** A sender holds a claimed reminder this long; a crashed sender's reminder is sent by the next scan after it. */
  reminderLeaseMinutes: 10,
  /** A reminder whose sending failed this many times is given up (kept with its error). */
  reminderMaxAttempts: 3,
  /** Reminders and messages sent in one scan (the rest wait for the next). */
  reminderBatch: 500,
} as const;

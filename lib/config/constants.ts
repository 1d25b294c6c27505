/**
 * Every business constant and limit of spec §9, in one place.
 * Import from here; never repeat one of these numbers elsewhere.
 */

/**
 * Request timeouts (spec §9: "16 s in one reading, 10000 ms in another; overall guard 20 s"; §8: "no answer in 20 s → 系统繁忙",
 * "timeout at 10000 ms → not toasted"). Reconciled reading (lib/api/client.ts): the silent 10000 ms timeout applies to
 * background calls only (`silent`: prefetch, tracking, live prices, polling); a call the buyer started waits for the 20 s guard,
 * which toasts 系统繁忙，请稍后再试. Otherwise the silent timeout would always fire first and 系统繁忙 could never show.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The other reading of the request timeout: an endpoint's silent timeout for slow background calls (uploads, exports). */
export const REQUEST_TIMEOUT_LONG_MS = 16_000;
/** Overall guard for a call the buyer started: no answer in this time toasts and rejects 系统繁忙，请稍后再试. */
export const REQUEST_GUARD_MS = 20_000;
/** Minimum fetch delay (avoids flashing loaders). */
export const MIN_FETCH_DELAY_MS = 200;

/** Login expiry sent to the server, in minutes. */
export const LOGIN_EXPIRE_MINUTES = 1440;
export const LOGIN_EXPIRE_MINUTES_REMEMBER = 43_200;
/** Client session (login cookies) lifetime, in days. */
export const SESSION_DAYS = 1;
export const SESSION_DAYS_REMEMBER = 30;
/** The other reading: cookie max age for short-lived helper cookies, in seconds. */
export const COOKIE_MAX_AGE_SECONDS = 7200;

/** Account and verification. */
export const CAPTCHA_LENGTH = 4;
export const SMS_COOLDOWN_SECONDS = 60;
export const PHONE_LENGTH = 11;
export const WECHAT_QR_LIFETIME_SECONDS = 60;
export const WECHAT_POLL_INTERVAL_MS = 1000;

/** Largest page number any list accepts (header pageNo or ?pageNo=): past it the SQL offset is meaningless. */
export const PAGE_NO_MAX = 100_000;

/** Page sizes. */
export const PAGE_SIZE = {
  cartList: 100,
  categories: 999,
  brands: 99_999,
  helpTree: 100,
  helpTreeChildren: 999,
  compareList: 100,
  pagerDefault: 10,
  /**
   * Product lists (category lists, product search): 20, not the pager's default 10 — a deliberate departure from §9,
   * recorded in docs/decisions/search.md ("Page size of product lists").
   */
  productList: 20,
  homeSearch: 4,
  newsSearch: 12,
} as const;

/** Search history cookie. */
/** Longest search keyword: the search boxes' maxlength, the search API's bound and the search pages' query reading. */
export const SEARCH_KEYWORD_MAX_LENGTH = 200;
export const SEARCH_HISTORY_COOKIE = 'HISTORY_SEARCH';
export const SEARCH_HISTORY_MAX = 5;
export const SEARCH_HISTORY_DAYS = 7;

/** First-visit guide cookie lifetime, in hours. */
export const GUIDE_COOKIE = 'GUIDE_FINISHED';
export const GUIDE_COOKIE_HOURS = 30_000;

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

/** UI timings and sizes. */
export const HOVER_CLOSE_DELAY_MS = 200;
export const FILTER_ROW_COLLAPSE_PX = 850;
export const CHOSEN_LABEL_MAX_CHARS = 20;
export const MOBILE_MAX_WIDTH_PX = 1024;
export const PAGE_WIDTH_PX = 1200;

/** Customer service hours. */
export const SERVICE_HOURS = '工作日 9:00-18:00';

/** Tracking (access/log/record) runs only in the production setting. */
export const TRACKING_ENABLED = process.env.NEXT_PUBLIC_TRACKING === '1' || process.env.NODE_ENV === 'production';

/** Envelope codes (spec §7). */
export const CODE_SUCCESS = 1;
export const CODE_FAILURE = 0;
export const CODE_SESSION_INVALID = -1;
/** messageCode that also logs the user out (spec §8). */
export const MESSAGE_CODE_RELOGIN = 'PARAM_CODE_1000006';

/** Cookie names used by the client. */
export const TOKEN_COOKIE = 'token';
export const VIEW_MODE_COOKIE = 'PRODUCT_VIEW_MODE';
export const DESKTOP_OVERRIDE_COOKIE = 'FORCE_DESKTOP';

/** Paths the login guard protects (spec §4: protected pages). */
export const PROTECTED_PATH_PREFIXES = [
  '/personalCenter',
  '/orderCenter',
  '/settlementCenter',
  '/inquiryCenter',
  '/quickOrder',
  '/customizedServices',
  '/customizedSettlement',
  '/afterSalesCenter',
  '/settlementPage',
] as const;

/** After popup login, return only to one of these (spec §4). */
export const POPUP_RETURN_PATHS = [
  '/quickOrder',
  '/customizedServices',
  '/settlementCenter',
  '/inquiryCenter',
  '/orderCenter',
] as const;

/** External language sites: the only source of these URLs (footer language switch, help-centre links in the seed). */
export const LANGUAGE_SITES = {
  en: 'https://en.example-refstd.com',
  de: 'https://de.example-refstd.com',
} as const;

/** Company facts shown in the footer and side bar (demo values). */
export const COMPANY = {
  name: '标准物质商城（演示）',
  icp: '京ICP备00000000号-1',
  licenceUrl: '/enterpriseIntroduction?type=2',
  supportPhone: '400-000-0000',
  email: 'service@example-refstd.com',
} as const;

/** Free-text price values that mean "no price" (spec §5). */
export const NO_PRICE_VALUES = ['', '0', '?', '？', '0.0', '0.00'] as const;

/** Sitemap files hold at most this many URLs. */
export const SITEMAP_MAX_URLS = 50_000;

/** Browser client: toasts disappear after this many ms; a chunk-load failure reloads at most once per this many ms. */
export const TOAST_DURATION_MS = 3000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Search: result counts stop at this many (shown as "10000+"); broad queries never count a whole catalogue. */
export const SEARCH_COUNT_CAP = 10_000;
/** Capped list counts are kept per condition this long (a total may lag an edit by this much; rows never do). */
export const SEARCH_COUNT_CACHE = { ttlMs: 30_000, maxEntries: 2000 } as const;
/**
 * Time budget of the typo-tolerant (pg_trgm word similarity) fallback of a keyword search, which only runs when the
 * exact reading found nothing. Its trigram candidates grow with the catalogue (5.3 s p95 at 1M products:
 * docs/decisions/0014-keyword-search-10m.md); past the budget the search answers "nothing found" instead of waiting.
 * Enforced by PostgreSQL's statement_timeout (PGlite runs a statement to its end).
 */
export const SEARCH_FUZZY_BUDGET_MS = 300;

/** Structure search (lib/domain/catalog/structure, docs/decisions/0002-structure-search.md). */
export const STRUCTURE = {
  /** Accuracy (%) when none is given; 100 % means the exact lookup. */
  accuracyDefault: 100,
  /** Accuracy preset when the buyer switches to similarity search. */
  similarityDefault: 80,
  /** Result page size on /searchStructureFormula. */
  pageSize: 20,
  /** Largest page the API serves. */
  maxPageSize: 100,
  /** Substructure totals are counted up to this many hits ("200+")… */
  countCap: 200,
  /** …while counting beyond the requested page takes at most this long (ms). */
  countBudgetMs: 25,
  /** A substructure search stops after this long (ms) and shows what it found. */
  substructureTimeLimitMs: 3000,
  /** Deepest result position served (substructure and similarity). */
  maxDepth: 5000,
  /** Input limits. */
  smilesMaxChars: 2000,
  molfileMaxBytes: 100 * 1024,
  /** Largest substructure query (heavy atoms). */
  queryMaxAtoms: 120,
  /** How often an instance reads the shared index version (ms). */
  versionCheckMs: 5000,
  /** How often an instance re-counts indexed structures in the DB to catch writers that did not bump the version (ms). */
  driftCheckMs: 60_000,
  /** settings.key of the shared index version. */
  versionKey: 'structure_index_version',
  /**
   * Chemistry input guard (lib/platform/chem/guard.ts), checked before RDKit sees the text. RDKit's WASM stack (64 KiB)
   * overflows at a 579-atom path (canonical SMILES; 859 in the parser itself) and at a 260-atom fused ring system
   * (InChI); the catalogue's largest molecules: 343 atoms, a 150-atom longest path, an 85-atom ring system, 13 rings.
   * See docs/decisions/0003-chemistry-engine-guard.md.
   */
  guard: {
    /** SMILES/SMARTS bytes (molfiles: molfileMaxBytes). */
    maxBytes: 2000,
    /** Atoms (a molfile's explicit hydrogens included). */
    maxAtoms: 1000,
    maxBonds: 1100,
    /** Independent rings (ring closures). */
    maxRings: 80,
    /** Atoms of the largest fused ring system. */
    maxRingSystemAtoms: 120,
    /** Upper bound of atoms on any simple path (bounds RDKit's recursion depth). */
    maxPathAtoms: 300,
    /** Nested SMILES branches. */
    maxBranchDepth: 100,
    /** Nested recursive SMARTS $(…). */
    maxRecursionDepth: 3,
    /** Bracket-atom isotope (RDKit keeps 16 bits), charge (8 bits) and H count. */
    maxIsotope: 400,
    maxAbsCharge: 8,
    maxHCount: 8,
    /** Molecular formulas: count of one element, and of all atoms. */
    formulaMaxCount: 5000,
    formulaMaxTotal: 10_000,
  },
} as const;

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
  /** Nitrosamine screens: one point per single screen or per batch chunk (NITROSAMINE_BATCH.chunkMax rows). */
  nitrosaminePerIp: { points: 120, durationSec: 60 },
  nitrosaminePerAccount: { points: 120, durationSec: 60 },
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

/* ── Buying (issue 12). Each block has one owner; add values inside your own block only. ── */

/** Orders and settlement (owner: lib/domain/commerce/orders). */
export const ORDER_RULES = {
  /** Unpaid orders are cancelled this many minutes after placement (env ORDER_PAY_TIMEOUT_MINUTES overrides). */
  payTimeoutMinutes: 24 * 60,
  /** Flat freight (fen) below the free-freight threshold: ¥20. */
  freightFen: 2000,
  /** Goods amount (fen) from which freight is free: ¥500. */
  freeFreightFromFen: 50_000,
  /** Delivery class of stock-kept packages: these reserve stock at placement; other classes are made to order. */
  stockKeptDelivery: '现货',
  /** Longest 送货备注 and 采购单号. */
  remarkMax: 200,
  poNumberMax: 60,
  /** Lines one order may hold. */
  maxLines: 100,
} as const;

/** After-sales: a claim is possible until this many days after delivery (completion, else shipping); up to 3 files. */
export const AFTER_SALE_RULES = {
  windowDays: 30,
  maxFiles: 3,
  reasonMax: 200,
  descriptionMax: 1000,
} as const;

/** Account period (账期) applications: quota bounds (yuan) and the periods offered (days). */
export const CREDIT_RULES = {
  minQuota: 1_000,
  maxQuota: 5_000_000,
  periods: [15, 30, 45, 60, 90] as readonly number[],
  reasonMax: 500,
  /** A bill due within this many days is shown as 即将到期. */
  dueSoonDays: 7,
} as const;

/** Customised services: the analyses a buyer can ask for, the earliest delivery date, how long a quote stays valid. */
export const CUSTOM_RULES = {
  analyses: ['HPLC', '1H-NMR', '13C-NMR', 'MS', 'IR', '元素分析', '水分(KF)', '残留溶剂', 'COA'] as readonly string[],
  minLeadDays: 7,
  quoteValidDays: 30,
  notesMax: 1000,
  smilesMax: 2000,
} as const;

/** Payment channels (owner: lib/domain/commerce/payments). */
export const PAY_RULES = {
  /** The company account buyers transfer to (对公转账; demo values). The order number is the transfer reference. */
  bank: {
    accountName: '标准物质商城（演示）有限公司',
    bankName: '中国工商银行北京海淀支行（演示）',
    accountNo: '0200 0000 0000 0000 000',
    note: '转账时请在附言/用途中填写订单号',
  },
  /** Staff confirm a transfer within this many working days. */
  transferConfirmDays: 1,
  /** The success page polls the payment status this often and this many times while the notification is in flight. */
  statusPollMs: 1500,
  statusPollTimes: 20,
  /** Subject shown on the Alipay cashier. */
  subjectPrefix: '标准物质商城订单',
} as const;

/** Quick order (owner: lib/domain/commerce/quick-order). */
/** Batch nitrosamine screens (issue 35): rows per screen, rows per request (the page's progress step), file size. */
export const NITROSAMINE_BATCH = {
  maxRows: 2000,
  chunkMax: 50,
  maxFileBytes: 2 * 1024 * 1024,
  /** Longest single row (a name, CAS number or SMILES). */
  maxRowChars: 1000,
  /** Screens listed per page in the personal centre. */
  pageSize: 20,
} as const;

export const QUICK_ORDER_LIMITS = {
  /** Lines one paste or spreadsheet may hold. */
  maxLines: 500,
  /** Largest spreadsheet upload (.xlsx / .csv). */
  maxFileBytes: 2 * 1024 * 1024,
  /** Longest pasted text. */
  maxTextChars: 60_000,
} as const;

/** Inquiries (owner: lib/domain/commerce/inquiries). */
export const INQUIRY_RULES = {
  /** A quote is valid this many days by default (staff stand-in `npm run staff -- quote <no> --days N`). */
  quoteValidDays: 30,
  /** Largest unit price staff may quote, in fen (¥10,000,000). */
  maxPriceFen: 1_000_000_000,
  /** Quote delivery text (inquiry_lines.delivery_text varchar(60)). */
  deliveryTextMax: 60,
  /** Buyer's remark and staff's quote note. */
  noteMax: 500,
  /** Per-line wishes: purity and package (varchar(60)), free note. */
  wishMax: 60,
  lineNoteMax: 200,
  /** Contact name (inquiries.contact_name varchar(60)). */
  contactNameMax: 30,
  /** The wished delivery date may lie at most this many days ahead. */
  wantedByMaxDays: 366,
  /** Idempotency key (inquiries.idempotency_key varchar(64)). */
  idempotencyKeyMax: 64,
  /** Inquiry centre page size (spec §2.4 pager default). */
  pageSize: 10,
  /** Demo price of a 询价 package for the staff stand-in: base fen for 10 mg, scaled by the square root of the size. */
  demoPriceFenPer10mg: 50_000,
  demoPriceFenUnknownSize: 80_000,
} as const;

/** Operations console sessions (issue 14): the cookie, the step between password and TOTP code, the working day. */
export const CONSOLE_SESSION = {
  cookie: 'console_token',
  /** Minutes to enter the TOTP code after the password. */
  mfaMinutes: 5,
  /** Minutes a full console session lasts (one working day). */
  ttlMinutes: 10 * 60,
  /** TOTP parameters (RFC 6238 defaults every authenticator app reads). */
  totpIssuer: '标准物质商城运营后台',
  totpPeriodSec: 30,
  totpDigits: 6,
  /** Codes one step before or after the current one are accepted (clock drift). */
  totpWindow: 1,
} as const;

/** Insights (issue 14): how storefront searches and product events are recorded, and what the console reports. */
export const INSIGHTS = {
  /** Buffered search-log rows and product counters are written this often (ms), never on a buyer's request path. */
  flushMs: 1000,
  /** A buffer holding this many events is written at once. */
  batchMax: 200,
  /** Beyond this many buffered events new ones are dropped (and counted in the log) instead of growing memory. */
  bufferMax: 20_000,
  /** The same search (kind and query) by the same session or IP within this time counts once (page + API, reloads, sort and filter changes). */
  searchDedupeMs: 30_000,
  /** A goods-page view of the same product by the same session or IP within this time counts once (reloads). */
  viewDedupeMs: 30_000,
  /** Keys the de-duplication remembers at most. */
  dedupeMaxKeys: 50_000,
  /** Longest query kept in search_log. */
  queryMax: 200,
  /** Day boundaries of every daily figure. */
  timeZone: 'Asia/Shanghai',
  /** Date range presets of the insights page (days, ending today) and the default; the longest custom range. */
  rangePresets: [7, 30, 90] as readonly number[],
  defaultDays: 30,
  maxDays: 366,
  /**
   * Days search_log rows are kept (longer than the longest insights range, so every range the console offers stays
   * whole); access_log rows (page, IP, user agent: personal data kept only as long as it serves) are kept 180 days.
   * Pruned daily by the job queue (lib/domain/operations/insights/retention.ts), in batches of `pruneBatch` rows.
   */
  searchLogRetentionDays: 400,
  accessLogRetentionDays: 180,
  pruneBatch: 5_000,
  /** Rows of the top-searches and conversion tables; page size of the zero-result report. */
  topSearches: 20,
  conversionRows: 20,
  zeroPageSize: 20,
  /** Order statuses whose amounts are not revenue. */
  nonRevenueStatuses: ['cancelled', 'refunded'] as readonly string[],
} as const;

/** Content checks of every accepted upload (lib/domain/operations/uploads/sanitise.ts). */
export const UPLOAD_CHECKS = {
  /** Images with more pixels than this are refused before they are decoded (about 8,000 × 6,000). */
  imageMaxPixels: 50_000_000,
} as const;

/** Licence documents of restricted chemicals (lib/domain/commerce/licences; the classes and kinds live in its rules.ts). */
export const LICENCE_RULES = {
  /** Pending documents one organisation (or person) may have waiting at once. */
  maxPending: 10,
  /** Documents the 企业资质 page lists (newest first). */
  listMax: 200,
  licenceNoMax: 60,
  authorityMax: 100,
  scopeMax: 200,
  reasonMax: 200,
  /** Rows one ledger export may hold. */
  exportMaxRows: 50_000,
  /** The daily expiry-notice job runs at this hour (Asia/Shanghai). */
  noticeHour: 9,
} as const;

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

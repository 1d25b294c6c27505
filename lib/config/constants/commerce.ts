/**
 * Buying: orders, after-sales, credit, custom synthesis, payment, quick order, inquiries, licences.
 * One area of lib/config/constants; index.ts re-exports every area (import from @/lib/config/constants).
 */

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
/** One nitrosamine screen's keyword (a name, CAS number or 货号): longer than any catalogue name. */
export const NITROSAMINE_INPUT = { keywordMaxChars: 120 } as const;

/** Batch nitrosamine screens (issue 35): rows per screen, rows per request (the page's progress step), file size. */
export const NITROSAMINE_BATCH = {
  maxRows: 2000,
  chunkMax: 50,
  maxFileBytes: 2 * 1024 * 1024,
  /** Longest single row (a name, CAS number or SMILES). */
  maxRowChars: 1000,
  /** Longest title a batch is stored under (nitrosamine_screens.title is varchar(200)). */
  titleMaxChars: 200,
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

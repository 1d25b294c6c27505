/**
 * Every user-facing message of spec §5 (validation) and §8 (errors and successes), in one place.
 * Where the spec gives the Chinese text, it is used word for word.
 */

/** §5 validation messages. */
export const V = {
  // account login
  accountRequired: '请输入手机号/邮箱',
  accountPattern: '请输入正确的手机号码/邮箱',
  passwordRequired: '请输入密码',
  captchaInvalid: '请输入正确验证码',
  // phone login
  mobileRequired: '请输入手机号',
  mobilePattern: '请输入正确的手机号码',
  smsCodeRequired: '请输入验证码',
  // other variant
  mobilePatternShort: '请输入正确手机号',
  smsCodeRequiredAlt: '请输入短信验证码',
  // phone helper messages
  phoneEmpty: '手机号码不能为空',
  phoneLength: '手机号码长度不为11位',
  phoneFormat: '手机号码格式不正确',
  // bind phone
  bindPhoneCodeRequired: '请输入手机验证码',
  // feedback
  feedbackContentRequired: '请填写有效的意见和反馈内容',
  feedbackNameRequired: '请输入您的姓名',
  feedbackPhoneInvalid: '请输入正确的手机号码',
  feedbackCheckRequired: '请检查必填信息',
  imageTypeInvalid: '只能上传 png 或 jpeg 格式的图片',
  imageTooLarge: '图片大小不能超过 2MB',
  uploadTooLarge: '文件大小不能超过 3MB',
  imageTooMany: '最多上传 3 张图片',
  // search and pager
  searchEmpty: '请输入搜索内容',
  pagerJumpInvalid: '请输入有效的页码',
  // authentication
  realNameRequired: '您还未完成实名认证，请完成认证后继续操作',
  loginRequired: '请先登录',
  // register and reset password (client side: the server only sees the md5 hash)
  passwordRule: '密码长度为6-20位，不能包含空格',
  passwordMismatch: '两次输入的密码不一致',
} as const;

/** §8 error catalogue and transport messages. */
export const E = {
  serverException: '服务器异常，请稍后再试',
  networkFault: '网络故障，请稍后再试',
  systemBusy: '系统繁忙，请稍后再试',
  sessionInvalid: '登录已失效，请重新登录',
  notFound: 'This page could not be found',
  notFoundZh: '抱歉，您访问的页面不存在',
  unknownApi: '接口不存在',
  methodNotAllowed: '请求方式不正确',
  invalidParams: '请求参数不正确',
  invalidJson: '请求体不是有效的 JSON',
  bodyTooLarge: '请求内容过大',
  internal: '服务器开小差了，请稍后再试',
  tooManyRequests: '操作过于频繁，请稍后再试',
  recordNotFound: '记录不存在或已删除',
  forbidden: '无权访问该记录',
} as const;

/** §8 success messages. */
export const S = {
  deleted: '删除成功',
  logout: '退出登录成功',
  captchaSent: '验证码发送成功',
  smsSent: '短信验证码发送成功！',
  login: '登录成功！',
  phoneBound: '手机号绑定成功！',
  welcome: (product: string) => `欢迎来到${product}`,
  feedbackThanks: '感谢您的反馈，我们会尽快处理！',
  contactCopied: '联系方式已复制',
  addedToCart: '已加入购物车',
  addedToBasket: '已加入询价篮',
  saved: '保存成功',
} as const;

/** Empty states and shared UI texts (spec §2.4). */
export const UI = {
  emptySearch: '暂无检索数据',
  emptyGoods: '暂无商品数据',
  loading: '加载中',
  noSubCategories: '暂无子分类',
  emptyContent: '暂无内容',
  /** Visually hidden h2 above product cards that follow the page h1 (the cards' titles are h3). */
  productListHeading: '产品列表',
  loginToView: '登录后查看',
  inquiry: '询价',
  defaultNickname: '惊鸿而过',
  maintenanceTitle: '网站进行升级维护',
  maintenanceSubtitle: '可能无法访问敬请谅解！',
  researchOnly: '本网站产品仅供科学研究使用',
  hazardLicence: '危险化学品经营许可证',
  demoContent: '演示内容',
} as const;

export type MessageKey = keyof typeof V | keyof typeof E;

/** Layout and chrome texts (header, mini cart, side bar, footer, error pages). */
export const CHROME = {
  welcome: '您好，欢迎来到标准物质商城！',
  login: '登录',
  register: '免费注册',
  logout: '退出登录',
  logoutConfirm: '确定要退出登录吗？',
  helpCenter: '帮助中心',
  hotline: '客服热线',
  structureSearch: '结构式搜索',
  demandList: '需求清单',
  cart: '购物车',
  basket: '询价篮',
  quickOrder: '快速下单',
  about: '关于我们',
  cartEmpty: '购物车中还没有商品，赶紧选购吧！',
  basketEmpty: '询价篮中还没有商品，快去添加吧！',
  goOrder: '去下单',
  goInquiry: '去询价',
  contactUs: '联系我们',
  backToTop: '返回顶部',
  copyContact: '复制联系方式',
  backHome: '返回首页',
  retry: '重试',
  errorTitle: '页面出错了',
  visitDesktop: '访问电脑版',
  continueToPage: '继续访问',
  jumpCountdown: (s: number) => `${s} 秒后自动跳转`,
  jumpNow: '立即跳转',
} as const;

/** Structure search (/searchStructureFormula, structure/search). */
export const STRUCTURE_MSG = {
  empty: '请先绘制或输入结构式',
  invalid: '结构式无法识别，请检查后重试',
  tooLarge: '结构式过大，请简化后重试',
  tooComplex: '子结构查询过于复杂，请减少原子数后重试',
  accuracyInvalid: '精确度须为 1 到 100 之间的整数',
  modeInvalid: '请选择精确、子结构或相似度搜索',
  tooDeep: '结果过多，请缩小查询范围或查看前面的页',
  formulaInvalid: '分子式无法识别，请检查后重试',
  indexBuilding: '结构索引正在建立，请稍后再试',
} as const;

/** Catalogue pages (goods page buy box, first-visit guide). */
export const CATALOG_MSG = {
  addedToDemand: '已加入需求清单',
  inquiryOnly: '该规格暂无价格，请加入询价篮询价',
  offShelf: '该商品已下架',
  chooseSku: '请选择规格',
  quantityInvalid: '请输入正确的购买数量',
  allInquiry: '本品所有规格均需询价，加入询价篮后客服将尽快报价',
  priceUpdated: '价格和库存已更新',
} as const;

/** Accounts: login, registration, codes, account security (server answers). */
export const ACCOUNT_MSG = {
  loginFailed: '账号或密码错误',
  locked: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
  captchaRequired: '请输入图形验证码',
  captchaWrong: '图形验证码错误或已过期',
  smsCodeWrong: '验证码错误或已过期',
  smsCooldown: (seconds: number) => `验证码已发送，请${seconds}秒后再试`,
  smsDailyCap: '今日验证码发送次数已达上限，请明天再试',
  smsTestUnavailable: '测试短信接口仅在开发环境可用',
  mobileRegistered: '该手机号已注册，请直接登录',
  mobileNotRegistered: '该手机号尚未注册',
  mobileTaken: '该手机号已被其他账号绑定',
  emailInvalid: '请输入正确的邮箱',
  emailTaken: '该邮箱已被其他账号绑定',
  emailCodeRequired: '请输入邮箱验证码',
  emailCodeWrong: '邮箱验证码错误或已过期',
  emailCodeSent: '邮箱验证码已发送',
  emailBound: '邮箱绑定成功！',
  passwordChanged: '密码修改成功，请重新登录',
  passwordReset: '密码重置成功，请登录',
  oldPasswordWrong: '原密码错误',
  oldPasswordRequired: '请输入原密码',
  passwordFormat: '密码格式不正确',
  accountDisabled: '账号已停用，请联系客服',
  registered: '注册成功！',
  profileSaved: '保存成功',
  nickNameTooLong: '昵称不能超过30个字符',
  nickNameRequired: '请输入昵称',
  userNameTooLong: '姓名不能超过30个字符',
  wechatKeyInvalid: '微信授权已过期，请重新扫码',
  wechatSceneInvalid: '二维码已失效，请刷新',
  wechatUnavailable: '微信登录暂不可用',
  wechatMobileTaken: '该手机号已绑定其他微信账号',
  devOnly: '仅开发环境可用',
  smsUnavailable: '短信服务暂不可用，请稍后再试',
  emailUnavailable: '邮件服务暂不可用，请稍后再试',
  recommendMobileInvalid: '推荐人手机号格式不正确',
} as const;

/** Cart, inquiry basket and demand list (lib/domain/cart). */
export const BUYER_MSG = {
  numInvalid: '请输入正确的购买数量',
  numTooLarge: '购买数量超出上限',
  skuNotFound: '商品规格不存在',
  skuMismatch: '商品与规格不匹配',
  offShelf: '该商品已下架',
  cartFull: '购物车已满，请先结算或删除部分商品',
  basketFull: '询价篮已满，请先提交询价或删除部分商品',
  demandFull: '需求清单已满，请先删除部分商品',
  lineNotFound: '该商品不在列表中或已删除',
  syncListInvalid: '同步数据格式不正确',
  syncTooMany: '一次最多同步 500 件商品',
  syncSkipped: (n: number) => `${n} 件商品已下架或不存在，未能同步`,
  noteTooLong: '备注不能超过 200 字',
} as const;

/** Personal centre: addresses, invoice titles, favourites, history, feedback, uploads, verification. */
export const PROFILE_MSG = {
  consigneeRequired: '请输入收货人姓名',
  consigneeTooLong: '收货人姓名不能超过 30 字',
  regionRequired: '请选择省市区',
  regionInvalid: '所选省市区不正确，请重新选择',
  detailRequired: '请输入详细地址',
  detailTooLong: '详细地址不能超过 100 字',
  companyTooLong: '单位名称不能超过 100 字',
  kindInvalid: '地址类型不正确',
  addressLimit: '地址数量已达上限，请删除后再添加',
  addressNotFound: '地址不存在或已删除',
  regionLevelInvalid: '地区级别不正确',
  invoiceTypeInvalid: '请选择发票类型',
  invoiceTitleRequired: '请输入发票抬头',
  invoiceTitleTooLong: '发票抬头不能超过 100 字',
  taxNoRequired: '请输入纳税人识别号',
  taxNoInvalid: '纳税人识别号不正确，请输入 15、18 或 20 位识别号',
  bankNameRequired: '请输入开户银行',
  bankAccountRequired: '请输入银行账号',
  bankAccountInvalid: '银行账号不正确',
  regAddressRequired: '请输入注册地址',
  regPhoneRequired: '请输入注册电话',
  regPhoneInvalid: '注册电话不正确',
  invoiceTitleLimit: '发票抬头数量已达上限，请删除后再添加',
  invoiceTitleNotFound: '发票抬头不存在或已删除',
  productNotFound: '商品不存在或已下架',
  favoriteAdded: '收藏成功',
  favoriteLimit: '收藏数量已达上限，请取消部分收藏后再添加',
  alreadyInOtherOrg: '您已加入企业，请先退出后再认证新企业',
  favoriteRemoved: '已取消收藏',
  historyCleared: '浏览记录已清空',
  fileRequired: '请选择要上传的文件',
  fileTypeInvalid: '只能上传 png、jpeg 或 pdf 格式的文件',
  uploadNotFound: '上传的文件不存在或已失效，请重新上传',
  avatarUpdated: '头像已更新',
  realNameRequired: '请输入真实姓名',
  realNameInvalid: '请输入正确的真实姓名',
  idCardRequired: '请输入身份证号码',
  idCardInvalid: '请输入正确的 18 位身份证号码',
  idCardFrontRequired: '请上传身份证人像面照片',
  idCardBackRequired: '请上传身份证国徽面照片',
  idCardSideInvalid: '请说明上传的是身份证人像面还是国徽面',
  identityPending: '实名认证审核中，请耐心等待',
  identityDone: '您已完成实名认证',
  identitySubmitted: '实名认证已提交，等待审核',
  corpNameRequired: '请输入企业名称',
  corpNameTooLong: '企业名称不能超过 100 字',
  creditCodeRequired: '请输入统一社会信用代码',
  creditCodeInvalid: '统一社会信用代码不正确',
  corpTypeInvalid: '请选择企业类型',
  corpAddressRequired: '请输入企业地址',
  contactNameRequired: '请输入联系人姓名',
  licenseRequired: '请上传营业执照',
  corpPending: '企业认证审核中，请耐心等待',
  corpDone: '企业已完成认证',
  corpSubmitted: '企业认证已提交，等待审核',
  corpExists: '该企业已认证，请通过“加入企业”申请加入',
  orgNotFound: '企业不存在',
  orgJoinPending: '加入企业申请已提交，等待审核',
  alreadyInOrg: '您已属于该企业',
  ownerCannotLeave: '您是企业的创建者，不能退出或更换企业',
  orgLeft: '已退出企业',
  notInOrg: '您还未加入企业',
  deptInvalid: '请选择部门',
  userNameRequired: '请输入姓名',
  kwTooLong: '关键词过长',
  verificationNotFound: '认证申请不存在',
  verificationNotPending: '该申请已审核，不能重复审核',
  rejectReasonRequired: '请填写驳回原因',
} as const;

/** Personal centre UI (the server's own messages are PROFILE_MSG / ACCOUNT_MSG). */
export const CENTER_MSG = {
  regPhoneHint: '请输入正确的注册电话，如 010-12345678',
  contactPhoneInvalid: '请输入正确的联系电话',
  nameTooLong: '姓名不能超过 30 字',
  passwordMismatch: '两次输入的密码不一致',
  feedbackTooLong: '意见和反馈内容不能超过 500 字',
  deleteAddressConfirm: '确定要删除该地址吗？',
  deleteInvoiceTitleConfirm: '确定要删除该发票抬头吗？',
  clearHistoryConfirm: '确定要清空全部浏览足迹吗？',
  removeFavoriteConfirm: '确定要取消收藏该商品吗？',
  defaultSet: '已设为默认',
  passwordSet: '登录密码设置成功',
  passwordUpdated: '登录密码修改成功，其他设备上的登录已退出',
} as const;

/* ── Buying (issue 12). Each block has one owner; add texts inside your own block only. ── */

/** Orders and settlement (lib/domain/orders, /settlementPage, /orderCenter). */
export const ORDER_MSG = {
  noLines: '请先在购物车中勾选要结算的商品',
  offShelf: (names: string[]) => `${names.slice(0, 3).join('、')}${names.length > 3 ? ' 等' : ''} 已下架，请从购物车中删除后再结算`,
  inquiryOnly: (names: string[]) => `${names.slice(0, 3).join('、')}${names.length > 3 ? ' 等' : ''} 暂无报价，请加入询价篮询价`,
  outOfStock: (name: string, pkg: string | null, left: number) => `库存不足：${name}${pkg ? `（${pkg}）` : ''}${left > 0 ? ` 仅剩 ${left} 件` : ' 已售罄'}，请修改数量`,
  licenceRequired: (labels: string[]) => `订单含${labels.join('、')}商品，需所在单位上传购买许可证或备案证明后方可下单`,
  licenceNeedsOrg: (labels: string[]) => `订单含${labels.join('、')}商品，仅限已认证单位采购：请先完成企业认证并上传购买许可证或备案证明`,
  licenceUploaded: '许可证已上传，我们将在发货前审核',
  addressRequired: '请选择收货地址',
  invoiceTitleRequired: '请选择发票抬头',
  vatTitleIncomplete: '增值税专用发票需完整的抬头信息（税号、开户银行、银行账号、注册地址、注册电话）',
  invoiceTypeInvalid: '发票类型不正确',
  remarkTooLong: '送货备注不能超过 200 字',
  poNumberTooLong: '采购单号不能超过 60 个字符',
  tooManyLines: '一个订单最多 100 种商品，请分开下单',
  idempotencyKeyInvalid: '请求标识不正确，请刷新页面后重试',
  busy: '下单人数较多，请稍后再试',
  notFound: '订单不存在',
  cancelled: '订单已取消',
  cancelReasonTooLong: '取消原因不能超过 200 字',
  receiptConfirmed: '已确认收货',
  buyAgainDone: (added: number, skipped: number) => (skipped ? `已加入购物车 ${added} 件，${skipped} 件商品已下架或暂无报价` : `已加入购物车 ${added} 件`),
  buyAgainNothing: '订单中的商品均已下架或暂无报价',
  statusInvalid: '订单状态不正确',
} as const;

/** Payment: bank transfer, credit, Alipay (lib/domain/payments, /settlementPage/payment/paymentBill, /successAliPage). */
export const PAY_MSG = {
  orderNotFound: '订单不存在',
  notPayable: (label: string) => `订单当前状态为「${label}」，无需支付`,
  alreadyPaid: '订单已支付',
  expired: '订单已超过支付时间，已自动取消',
  creditNone: '您所在单位暂未开通账期，请选择其他支付方式',
  creditNotActive: '单位账期未生效或已冻结，请联系客服',
  creditNotEnough: (available: string) => `账期可用额度不足（可用 ${available}），请选择其他支付方式`,
  creditEnough: (available: string) => `账期可用额度 ${available}，可使用账期支付`,
  creditPaid: '账期支付成功',
  voucherUploaded: '转账凭证已上传，我们将在 1 个工作日内确认收款',
  voucherReplaced: '转账凭证已更新',
  voucherNotAllowed: '该订单当前不能上传转账凭证',
  transferConfirmed: '已确认收款',
  transferRejected: '转账凭证未通过，订单回到待付款',
  shipped: '已发货',
  alipayUnavailable: '支付宝支付暂不可用，请选择其他支付方式',
} as const;

/** Cart page, demand list and quick order (/settlementCenter, /demandsList, /quickOrder). */
export const QUICK_MSG = {
  placeholder: '',
} as const;

/** Inquiries (quotation requests) and the inquiry centre. */
export const INQUIRY_MSG = {
  notFound: '询价单不存在',
  notAllowed: '无权执行该操作',
  illegal: (status: string, action: string) => `询价单当前状态为「${status}」，不能${action}`,
  quoteExpired: '报价已过期',
  quoteExpiredCannotAccept: '报价已过期，不能下单，请重新询价',
  quoteStillValid: '报价仍在有效期内，可直接接受报价或关闭询价',
  notQuoted: '该询价单尚未报价或已处理，不能下单',
  noQuotedLines: '该询价单没有可下单的报价商品',
  validUntilInvalid: '报价有效期格式不正确（YYYY-MM-DD）',
  validUntilPast: '报价有效期不能早于今天',
  quoteLineUnknown: '报价商品行不属于该询价单或重复',
  quotePriceInvalid: '报价单价必须是大于 0 的金额',
  quoteDeliveryTooLong: '交货期说明不能超过 60 字',
  quoteNeedsPrice: '请至少为一件商品报价',
  noteTooLong: '备注不能超过 500 字',
  noLinesChosen: '请选择要询价的商品',
  tooManyLines: '一次最多提交 100 件商品询价',
  wantedByInvalid: '期望交货日期格式不正确',
  wantedByPast: '期望交货日期不能早于今天',
  wantedByTooFar: '期望交货日期不能晚于一年后',
  basketLineGone: '所选商品已不在询价篮中，请刷新后重试',
  lineOffShelf: (name: string) => `「${name}」已下架，请从询价篮中删除后再提交`,
  busy: '系统繁忙，请稍后再试',
  wishTooLong: '纯度/包装要求不能超过 60 字',
  lineNoteTooLong: '商品备注不能超过 200 字',
  idempotencyKeyInvalid: '请求编号不正确，请刷新页面后重试',
  contactNameRequired: '请输入联系人',
  contactNameTooLong: '联系人不能超过 30 字',
  statusInvalid: '询价状态不正确',
  submitted: '询价已提交，请等待报价',
  closed: '询价已关闭',
  closeConfirm: '确定要关闭该询价单吗？关闭后不能再接受报价。',
  reinquired: (n: number) => `已将 ${n} 件商品加入询价篮`,
  reinquireSkipped: (n: number) => `${n} 件商品已下架或询价篮已满，未能加入`,
  basketEmpty: '询价篮还是空的，去挑选商品吧',
} as const;

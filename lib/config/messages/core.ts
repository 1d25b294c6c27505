/**
 * Spec §5 validation, §8 errors and successes, shared UI and chrome texts, upload checks.
 * One area of lib/config/messages; index.ts re-exports every area (import from @/lib/config/messages).
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
  /** Goods page and its structured data when every package is 询价. */
  priceOnInquiry: '价格请询价',
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

/** Content checks of uploads (lib/domain/operations/uploads/sanitise.ts). */
export const UPLOAD_MSG = {
  imageUnreadable: '图片已损坏或无法识别，请重新上传',
  imageTooManyPixels: '图片尺寸过大，请缩小后重新上传',
  pdfActiveContent: 'PDF 文件含有脚本、自动操作或嵌入文件，请另存为普通 PDF（如“打印为 PDF”）后重新上传',
  pdfUninspectable: 'PDF 文件已加密或结构无法识别，请另存为未加密的普通 PDF 后重新上传',
} as const;

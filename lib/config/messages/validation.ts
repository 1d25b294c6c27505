/**
 * Spec §5 validation messages.
 * Part of lib/config/messages' core area (core.ts; import from @/lib/config/messages). One object per module: the
 * browser bundles only the objects a page's code reads (issue 34's JS budget).
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

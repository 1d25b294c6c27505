/**
 * Spec §8 success messages.
 * Part of lib/config/messages' core area (core.ts; import from @/lib/config/messages). One object per module: the
 * browser bundles only the objects a page's code reads (issue 34's JS budget).
 */

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

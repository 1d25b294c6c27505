/**
 * Spec §8 error catalogue and transport messages.
 * Part of lib/config/messages' core area (core.ts; import from @/lib/config/messages). One object per module: the
 * browser bundles only the objects a page's code reads (issue 34's JS budget).
 */

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

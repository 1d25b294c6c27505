/**
 * After-sales, invoices and refunds.
 * One area of lib/config/messages; index.ts re-exports every area (import from @/lib/config/messages).
 */

/** After-sales (/afterSalesCenter…) and invoices (/personalCenter/invoice). */
export const AFTER_SALE_MSG = {
  notFound: '售后单不存在',
  orderNotFound: '订单不存在',
  lineNotFound: '请选择要申请售后的商品',
  orderNotEligible: '订单发货后才能申请售后',
  windowClosed: (days: number) => `已超过售后申请期限（收货后 ${days} 天内）`,
  typeRequired: '请选择售后类型',
  reasonRequired: '请填写售后原因',
  reasonTooLong: '售后原因不能超过 200 个字',
  descriptionTooLong: '问题描述不能超过 1000 个字',
  quantityInvalid: '申请数量须为正整数',
  quantityTooMany: (left: number) => (left > 0 ? `该商品最多还可申请 ${left} 件` : '该商品已全部申请售后'),
  tooManyFiles: (n: number) => `最多上传 ${n} 个文件（图片或 PDF）`,
  fileTypeInvalid: '只能上传 png、jpg 图片或 PDF 文件',
  submitted: '售后申请已提交，我们将在 1 个工作日内审核',
  cancelled: '售后申请已撤销',
  returnRequired: '请填写退回快递公司和运单号',
  returned: '已提交退回物流信息',
  rejectReasonRequired: '请填写驳回原因',
  illegal: (status: string, action: string) => `售后单当前状态为「${status}」，不能${action}`,
  notAllowed: '无权执行该操作',
} as const;

export const INVOICE_MSG = {
  notFound: '发票申请不存在',
  ordersRequired: '请选择要开票的订单',
  orderNotInvoiceable: (orderNo: string) => `订单 ${orderNo} 未完成，暂不能开票`,
  orderInvoiced: (orderNo: string) => `订单 ${orderNo} 已申请过发票，不能重复开票`,
  titleRequired: '请选择发票抬头',
  titleNotFound: '发票抬头不存在，请先在发票信息中添加',
  specialNeedsTitle: '增值税专用发票需使用增值税专用发票抬头（含税号、开户行及账号、注册地址及电话）',
  emailInvalid: '请输入正确的邮箱',
  submitted: '发票申请已提交，开票后可在此下载',
  cancelled: '发票申请已撤销',
  numberRequired: '请填写发票号码',
  pdfRequired: '请上传发票 PDF',
  rejectReasonRequired: '请填写驳回原因',
  illegal: (status: string, action: string) => `发票当前状态为「${status}」，不能${action}`,
  zeroAmount: '该发票的订单已全额退款，开票金额为零，请驳回该申请',
  orderFullyRefunded: (orderNo: string) => `订单 ${orderNo} 已全额退款，无可开票金额`,
} as const;

/** Refunds (lib/domain/after-sale/refunds): the buyer's order and after-sales pages, the console's refunds area, `npm run staff`. */
export const REFUND_MSG = {
  notFound: '退款记录不存在',
  illegal: (status: string, action: string) => `退款当前状态为「${status}」，不能${action}`,
  wrongChannel: (channel: string, action: string) => `该退款${channel}，不能${action}`,
  referenceRequired: '请填写转账流水号',
  referenceInvalid: '转账流水号为 1-64 位字母、数字或短横线',
  dateInvalid: '请填写转账日期（YYYY-MM-DD）',
  dateInFuture: '转账日期不能晚于今天',
  dateBeforeRefund: '转账日期不能早于退款申请日期',
  reasonRequired: '请填写失败原因',
  reasonTooLong: '失败原因不能超过 200 字',
  transferRecorded: '已登记退款转账，退款完成',
  retried: '已重新提交退款',
  retrySucceeded: '已重新提交，退款成功',
  retryFailed: '已重新提交，支付宝仍未退款，请查看失败原因',
  markedFailed: '已标记退款失败',
  /** What the buyer reads for a failed refund (the channel's own words stay with staff). */
  buyerFailed: '退款暂未成功，客服正在处理，请耐心等待',
  transferWaiting: '等待财务转账退回',
  alipayNotConfigured: '支付宝未配置，退款暂未提交',
  alipayUnreachable: '暂未收到支付宝的退款结果，将自动重试',
  noteOrderCancel: (orderNo: string) => `订单 ${orderNo} 付款后取消`,
  noteAfterSale: (afterSaleNo: string) => `售后单 ${afterSaleNo} 完成`,
  noteTransfer: (reference: string, date: string) => `转账流水号 ${reference}，转账日期 ${date}`,
  noteAlipaySuccess: (tradeNo: string | null) => `支付宝退款成功${tradeNo ? `（交易号 ${tradeNo}）` : ''}`,
  noteCredit: '已冲减账期账单，额度已恢复',
} as const;

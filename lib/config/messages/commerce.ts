/**
 * Buying: cart, orders, payment, credit, custom synthesis, quick order, inquiries, points, licences.
 * One area of lib/config/messages; index.ts re-exports every area (import from @/lib/config/messages).
 */

/** Cart, inquiry basket and demand list (lib/domain/commerce/cart). */
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

/* ── Buying (issue 12). Each block has one owner; add texts inside your own block only. ── */

/** Orders and settlement (lib/domain/commerce/orders, /settlementPage, /orderCenter). */
export const ORDER_MSG = {
  noLines: '请先在购物车中勾选要结算的商品',
  offShelf: (names: string[]) =>
    `${names.slice(0, 3).join('、')}${names.length > 3 ? ' 等' : ''} 已下架，请从购物车中删除后再结算`,
  inquiryOnly: (names: string[]) =>
    `${names.slice(0, 3).join('、')}${names.length > 3 ? ' 等' : ''} 暂无报价，请加入询价篮询价`,
  outOfStock: (name: string, pkg: string | null, left: number) =>
    `库存不足：${name}${pkg ? `（${pkg}）` : ''}${left > 0 ? ` 仅剩 ${left} 件` : ' 已售罄'}，请修改数量`,
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
  buyAgainDone: (added: number, skipped: number) =>
    skipped ? `已加入购物车 ${added} 件，${skipped} 件商品已下架或暂无报价` : `已加入购物车 ${added} 件`,
  buyAgainNothing: '订单中的商品均已下架或暂无报价',
  statusInvalid: '订单状态不正确',
} as const;

/** Payment: bank transfer, credit, Alipay (lib/domain/commerce/payments, /settlementPage/payment/paymentBill, /successAliPage). */
export const PAY_MSG = {
  orderNotFound: '订单不存在',
  notPayable: (label: string) => `订单当前状态为「${label}」，无需支付`,
  alreadyPaid: '订单已支付',
  expired: '订单已超过支付时间，已自动取消',
  cancelled: '订单已取消，无需支付',
  cancelledByStaff: '订单已由商城取消，无需支付；如有疑问请联系客服',
  cancelledRejected: '订单未通过单位审批，已取消，无需支付',
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

/** Account period (账期) applications and bills (/personalCenter/accountingPeriod). */
export const CREDIT_MSG = {
  needOrg: '请先完成企业认证，账期面向已认证的单位开通',
  ownerOnly: '仅单位管理员可以申请账期',
  pendingExists: '已有一份账期申请在审核中，请耐心等待',
  quotaInvalid: (min: string, max: string) => `申请额度须在 ${min} 至 ${max} 之间`,
  periodInvalid: '请选择账期天数',
  reasonTooLong: '申请说明不能超过 500 个字',
  contactRequired: '请填写联系人和联系电话',
  submitted: '账期申请已提交，我们将在 1–3 个工作日内审核',
  cancelled: '账期申请已撤回',
  notFound: '账期申请不存在',
  rejectReasonRequired: '请填写驳回原因',
  illegal: (status: string, action: string) => `账期申请当前状态为「${status}」，不能${action}`,
  billNotFound: '账单不存在',
  billRepaid: '该账单已还款',
  billRefunded: '该账单已全额退款，无需还款',
} as const;

/** Customised services (定制合成: /customizedServices…, /customizedSettlement). */
export const CUSTOM_MSG = {
  notFound: '定制需求不存在',
  nameRequired: '请填写化合物名称',
  nameTooLong: '化合物名称不能超过 200 个字',
  casInvalid: 'CAS 号格式或校验位不正确',
  structureTooLong: '结构式过长，请上传结构文件',
  quantityRequired: '请填写需求数量，如 100 mg',
  quantityTooLong: '需求数量不能超过 40 个字',
  purityTooLong: '纯度要求不能超过 40 个字',
  analysisInvalid: '请选择有效的检测项目',
  dateInvalid: (days: number) => `期望交期须在 ${days} 天以后`,
  notesTooLong: '补充说明不能超过 1000 个字',
  fileTypeInvalid: '只能上传 png、jpg 图片或 PDF 文件',
  submitted: '定制需求已提交，我们将在 2 个工作日内评估报价',
  cancelled: '定制需求已取消',
  notQuoted: '该定制需求尚未报价',
  quoteExpired: '报价已过期，请联系客服重新报价',
  amountInvalid: '报价金额须大于 0',
  rejectReasonRequired: '请填写无法承接的原因',
  illegal: (status: string, action: string) => `定制需求当前状态为「${status}」，不能${action}`,
} as const;

/** Organisation purchasing (单位采购): members' orders, the approval threshold, approval (/orderCenter/orgOrders). */
export const ORG_BUY_MSG = {
  ownerOnly: '仅单位管理员可以查看和审批单位订单',
  thresholdInvalid: '审批金额须为不小于 0 的数字，留空表示无需审批',
  thresholdSaved: (t: string | null) => (t ? `已设置：成员订单金额超过 ${t} 需经管理员审批` : '已关闭订单审批'),
  approved: '已审批通过，成员可以支付该订单',
  rejected: '已驳回该订单',
  rejectReasonRequired: '请填写驳回原因',
  awaitingApproval: '订单金额超过单位审批额度，需单位管理员审批通过后才能支付',
  noticeApproved: (orderNo: string) => `您的订单 ${orderNo} 已通过单位审批，请尽快完成支付。`,
  noticeRejected: (orderNo: string, reason: string) => `您的订单 ${orderNo} 未通过单位审批：${reason}`,
} as const;

/** Cart page, demand list and quick order (/settlementCenter, /demandsList, /quickOrder). */
export const QUICK_MSG = {
  cartEmpty: '购物车还是空的，去挑选需要的标准品吧',
  nothingChecked: '请勾选要结算的商品',
  movedToBasket: '已移入询价篮',
  movedToCart: (n: number) => `已将 ${n} 件商品加入购物车`,
  movedToBasketN: (n: number) => `已将 ${n} 件商品加入询价篮`,
  inquiryStays: (n: number) => `${n} 件询价商品不能直接购买，已留在需求清单中，可加入询价篮`,
  demandEmpty: '需求清单是空的：在商品页点“加入需求清单”，把要采购的标准品先记下来',
  badQty: '数量须为正整数',
  badCas: 'CAS 号校验位不正确，请核对',
  noProduct: '未找到该货号或 CAS 号的商品',
  noPackage: (have: string[]) => `没有该包装，可选：${have.slice(0, 6).join('、')}`,
  noPackages: '该商品暂无可售包装',
  manyProducts: '该 CAS 号对应多个商品，请选择',
  choosePackage: '请选择包装',
  inquiryLine: '该包装需询价，只能加入询价篮',
  textRequired: '请粘贴货号或 CAS 号，每行一个',
  textTooLong: '内容过长，一次最多 500 行',
  fileRequired: '请选择 .xlsx 或 .csv 文件',
  fileType: '只能上传 .xlsx 或 .csv 文件',
  fileTooLarge: '文件不能超过 2MB',
  fileUnreadable: '无法读取该表格，请确认是 .xlsx 或 .csv 文件',
  noLinesChosen: '没有可加入的商品',
  addedToCart: (n: number) => `已加入购物车 ${n} 件商品`,
  addedToBasket: (n: number) => `已加入询价篮 ${n} 件商品`,
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

/** Points: earning, the points mall (/pointsMallCenter) and redemption (lib/domain/commerce/points). */
export const POINTS_MSG = {
  giftNotFound: '礼品不存在',
  giftInactive: '该礼品已下架',
  giftSoldOut: '礼品已兑完',
  notEnough: (balance: number, cost: number) => `积分不足（当前 ${balance} 积分，兑换需 ${cost} 积分）`,
  addressRequired: '请先在个人中心添加收货地址，礼品将寄送至该地址',
  addressNotFound: '收货地址不存在，请重新选择',
  giftIdInvalid: '请选择要兑换的礼品',
  idempotencyKeyInvalid: '请求编号不正确，请刷新页面后重试',
  redeemed: (name: string, balance: number) => `兑换成功：${name}，剩余 ${balance} 积分`,
  redeemConfirm: (name: string, cost: number) => `确定使用 ${cost} 积分兑换「${name}」吗？兑换后积分不退还。`,
  loginToRedeem: '登录后兑换',
  redeem: '兑换',
  soldOut: '已兑完',
  lacking: '积分不足',
  noGifts: '暂无可兑换的礼品',
  noRedemptions: '暂无兑换记录',
  reasonOrder: '订单完成',
  reasonFeedback: '意见反馈被采纳',
  reasonRedeem: (name: string) => `积分兑换：${name}`,
  reasonRefund: (refundNo: string) => `订单退款扣回积分（${refundNo}）`,
  reasonRefundShort: (refundNo: string, owed: number) =>
    `订单退款扣回积分（${refundNo}，应扣 ${owed}，余额不足按余额扣）`,
  reasonGrant: '客服补发积分',
  reasonWelcome: '新用户礼包',
  feedbackNotFound: '意见反馈不存在',
  userNotFound: '用户不存在',
  grantInvalid: '积分数量须为非零整数',
  redemptionStatus: { placed: '待发放', shipped: '已发放' } as Record<string, string>,
} as const;

/** Licence documents of restricted chemicals (企业资质; lib/domain/commerce/licences) and what they unlock. */
export const LICENCE_MSG = {
  notFound: '资质证件不存在',
  kindRequired: '请选择资质类型',
  licenceNoRequired: '请输入证件编号',
  licenceNoInvalid: '证件编号为 2-60 位字符',
  authorityRequired: '请输入发证机关',
  authorityInvalid: '发证机关不能超过 100 字',
  scopeTooLong: '许可品种及数量不能超过 200 字',
  dateInvalid: '有效期请按 YYYY-MM-DD 填写真实日期',
  validRange: '有效期至不能早于有效期自',
  alreadyExpired: '该证件已过有效期，请上传有效的证件',
  scanRequired: '请上传证件扫描件或照片',
  scanUsed: '该扫描件已用于另一份资质，请重新上传',
  tooManyPending: '待审核的资质已达上限，请等待审核后再提交',
  personalKindOnly: '个人用户仅可提交第三类易制毒化学品购买备案证明；其他资质请先完成企业认证，以单位名义提交',
  withdrawNotAllowed: '只有上传人或单位管理员可以撤回该资质',
  reasonRequired: '请填写原因（买家将看到）',
  reasonTooLong: '原因不能超过 200 字',
  illegal: (status: string, action: string) => `资质当前为“${status}”，不能${action}`,
  submitted: '资质已提交，审核通过后即可购买相应商品',
  withdrawn: '已撤回',
  approved: '已审核通过',
  rejected: '已驳回，买家将看到驳回原因',
  revoked: '已撤销，该资质不再解锁下单',
  filterInvalid: '筛选条件不正确',
  dayInvalid: '日期格式不正确（YYYY-MM-DD）',
  // What stops an order of restricted products, and what the buyer can do about it.
  need: (cls: string, names: string, kind: string) =>
    `${cls}（${names}）须凭${kind}购买：请在“企业资质”上传，审核通过后即可下单`,
  pending: (cls: string, names: string, kind: string) =>
    `${cls}（${names}）所需的${kind}正在审核中，审核通过后即可下单`,
  refused: (cls: string, names: string, kind: string, what: string, reason: string | null) =>
    `${kind}${what}${reason ? `（${reason}）` : ''}，请重新上传后购买${cls}（${names}）`,
  expired: (cls: string, names: string, kind: string, date: string) =>
    `${kind}已于 ${date} 到期，请上传有效证件后购买${cls}（${names}）`,
  notYetValid: (cls: string, names: string, kind: string, date: string) =>
    `${kind}自 ${date} 起生效，生效后方可购买${cls}（${names}）`,
  orgOnly: (cls: string, names: string) => `个人不得购买${cls}（${names}）：请先完成企业认证，由单位上传资质后购买`,
  orgUncertified: (cls: string, names: string) => `所在单位尚未通过企业认证，暂不能购买${cls}（${names}）`,
  expiring: (kind: string, days: number, date: string) =>
    days <= 0
      ? `您的${kind}今天（${date}）到期，请及时上传新证件`
      : `您的${kind}将于 ${days} 天后（${date}）到期，请及时上传新证件`,
  // The 30-day notice (SMS or e-mail).
  noticeText: (kind: string, no: string, date: string) =>
    `您在标准物质商城登记的${kind}（编号 ${no}）将于 ${date} 到期，到期后将无法购买相应商品，请及时在“个人中心-企业资质”上传新证件。`,
  noticeSubject: (kind: string) => `【标准物质商城】${kind}即将到期`,
} as const;

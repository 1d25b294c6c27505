/**
 * Catalogue: structure search, goods pages, back-in-stock notices, the nitrosamine screen.
 * One area of lib/config/messages; index.ts re-exports every area (import from @/lib/config/messages).
 */

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
  /** A SMILES / molfile typed or pasted as a search keyword (issue 16). */
  keywordNone: '没有与该结构完全相同的产品',
  keywordMolfileFlat: 'Molfile 的换行已丢失，无法识别，请到结构式搜索页粘贴',
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

/** Back in stock (到货通知): subscriptions on the goods page, the restock that notifies (lib/domain/catalog/stock-alerts). */
export const STOCK_ALERT_MSG = {
  button: '到货通知',
  subscribedLabel: '已订阅到货通知',
  cancel: '取消',
  hint: '该规格暂时缺货，到货后将通过短信或邮件通知您',
  subscribed: '已订阅到货通知，到货后将通过短信或邮件通知您',
  cancelled: '已取消到货通知',
  inStock: '该规格有货，可直接购买',
  notSubscribed: '您未订阅该规格的到货通知',
  skuInvalid: '请选择要订阅的商品规格',
  skuListInvalid: '规格编号列表无效',
  skuListTooLong: '一次最多查询 100 个规格',
  noContact: '请先绑定手机号或邮箱，以便接收到货通知',
  qtyInvalid: '补货数量须为 1 至 1000000 之间的整数',
  stockOverflow: '补货后库存超出范围',
  skuCodeNotFound: (code: string) => `货号 ${code} 不存在`,
  /** SMS text (development outbox; a real SMS goes through the approved notice template). */
  smsText: (name: string, code: string, pkg: string, url: string) =>
    `【标准物质商城】您订阅的「${name}」（货号 ${code}，${pkg}）已到货，欢迎选购：${url}`,
  emailSubject: (name: string) => `标准物质商城 到货通知：${name}`,
  emailText: (name: string, code: string, pkg: string, url: string) =>
    `您好！\n\n您订阅到货通知的商品已到货：\n商品：${name}\n货号：${code}\n规格：${pkg}\n\n立即购买：${url}\n\n本通知仅发送一次。如需再次提醒，请在商品页重新订阅到货通知。`,
} as const;

/** Nitrosamine risk screen (issue 35). */
export const NITROSAMINE_MSG = {
  empty: '请绘制结构、粘贴SMILES/Molfile，或输入药品名称、CAS号或货号',
  invalid: 'SMILES/Molfile 无法识别，请检查结构式后重试',
  tooLarge: '结构式过大，请简化后重试',
  keywordNotFound: (k: string) => `未找到“${k}”对应的带结构的商品，请改为绘制结构或粘贴SMILES`,
  noSite: '该结构中没有可亚硝化的位点（无仲胺、叔胺或酰胺类N–H），不会生成N-亚硝胺',
  engine: '化学引擎正在重启，请稍后再试',
  batchEmpty: '请粘贴或上传要评估的药品名称、CAS号或SMILES（每行一个）',
  batchTooMany: (max: number) => `一次最多评估 ${max} 行，请拆分后分批提交`,
  batchRowTooLong: (max: number) => `该行超过 ${max} 个字符，请检查`,
  batchRowFailed: '该行评估失败，请检查后重试',
  keywordTooLong: (max: number) => `药品名称、CAS号或货号最多 ${max} 个字符，请检查`,
  titleTooLong: (max: number) => `评估名称最多 ${max} 个字符`,
  /** `what`: SMILES、Molfile、药品名称、该行、评估名称 … */
  controlChars: (what: string) => `${what}含有控制字符或不可见的排版字符（如制表符、换行），请删除后重试`,
  screenNotFound: '未找到该评估记录，或无权查看',
  screenFull: '该批次已完成，请重新开始评估',
  exportNotice:
    '说明：本表为按FDA/EMA公开的致癌效力分类法（CPCA）得出的预测，供决策参考，不构成法规评估或法规意见；申报和放行前请核对监管机构原始文件。',
  exportSources: (rules: string) => `规则来源：${rules}；各机构公布限度的来源见“来源”列。`,
  notice:
    '本结果是按FDA/EMA公开的致癌效力分类法（CPCA）得出的决策辅助，不构成法规评估；申报和放行前请核对监管机构原始文件。',
} as const;

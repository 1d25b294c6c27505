/** GHS pictograms, hazard statements and licence classes in Chinese (goods page). Pure. */

export const GHS_PICTOGRAMS: Record<string, string> = {
  GHS01: '爆炸物',
  GHS02: '易燃',
  GHS03: '氧化性',
  GHS04: '加压气体',
  GHS05: '腐蚀性',
  GHS06: '急性毒性',
  GHS07: '有害/刺激性',
  GHS08: '健康危害',
  GHS09: '环境危害',
};

export const H_STATEMENTS: Record<string, string> = {
  H200: '不稳定爆炸物',
  H225: '高度易燃液体和蒸气',
  H226: '易燃液体和蒸气',
  H228: '易燃固体',
  H270: '可引起或加剧燃烧；氧化剂',
  H290: '可能腐蚀金属',
  H300: '吞咽致命',
  H301: '吞咽会中毒',
  H302: '吞咽有害',
  H304: '吞咽及进入呼吸道可能致命',
  H310: '皮肤接触致命',
  H311: '皮肤接触会中毒',
  H312: '皮肤接触有害',
  H314: '造成严重皮肤灼伤和眼损伤',
  H315: '造成皮肤刺激',
  H317: '可能造成皮肤过敏反应',
  H318: '造成严重眼损伤',
  H319: '造成严重眼刺激',
  H330: '吸入致命',
  H331: '吸入会中毒',
  H332: '吸入有害',
  H334: '吸入可能导致过敏或哮喘症状或呼吸困难',
  H335: '可能引起呼吸道刺激',
  H336: '可能引起昏睡或眩晕',
  H340: '可能造成遗传性缺陷',
  H341: '怀疑会造成遗传性缺陷',
  H350: '可能致癌',
  H351: '怀疑致癌',
  H360: '可能对生育能力或胎儿造成伤害',
  H361: '怀疑对生育能力或胎儿造成伤害',
  H362: '可能对母乳喂养的儿童造成伤害',
  H370: '会对器官造成损害',
  H371: '可能对器官造成损害',
  H372: '长期或反复接触会对器官造成损害',
  H373: '长期或反复接触可能对器官造成损害',
  H400: '对水生生物毒性极大',
  H410: '对水生生物毒性极大并具有长期持续影响',
  H411: '对水生生物有毒并具有长期持续影响',
  H412: '对水生生物有害并具有长期持续影响',
};

/**
 * A product's regulated class: its label, the goods page's notice (which document a buyer needs; the rules the shop
 * enforces are in lib/domain/commerce/licences/rules.ts) and other names an import file may use.
 */
export type LicenceInfo = { label: string; note: string; aliases?: readonly string[] };

export const LICENCE_CLASSES: Record<string, LicenceInfo> = {
  hazardous: {
    label: '危险化学品',
    note: '本品属于危险化学品，请按危险化学品的规定储存和使用；运输按危险品办理。',
    aliases: ['危化品'],
  },
  precursor1: {
    label: '第一类易制毒化学品',
    note: '本品属于第一类易制毒化学品，仅限单位凭第一类易制毒化学品购买许可证购买，个人不得购买。',
    aliases: ['第一类易制毒', '一类易制毒'],
  },
  precursor2: {
    label: '第二类易制毒化学品',
    note: '本品属于第二类易制毒化学品，仅限单位凭公安机关出具的购买备案证明购买，个人不得购买。',
    aliases: ['第二类易制毒', '二类易制毒'],
  },
  precursor3: {
    label: '第三类易制毒化学品',
    note: '本品属于第三类易制毒化学品，须凭公安机关出具的购买备案证明购买。',
    aliases: ['第三类易制毒', '三类易制毒'],
  },
  precursor: {
    label: '易制毒化学品',
    note: '本品属于易制毒化学品（类别未标注），须凭第一类易制毒化学品购买许可证购买。',
  },
  controlled: {
    label: '管制品',
    note: '本品属于麻醉药品或精神药品（管制品），仅限单位凭省级药品监督管理部门的购用批准文件购买。',
    aliases: ['麻醉药品', '精神药品'],
  },
  explosive: {
    label: '易制爆化学品',
    note: '本品属于易制爆危险化学品，仅限单位凭相关许可证件或本单位出具的合法用途说明购买，个人不得购买。',
    aliases: ['易制爆危险化学品'],
  },
};

export type HazardView = {
  pictograms: { code: string; label: string }[];
  statements: { code: string; text: string }[];
  other: string[];
};

/** Split stored hazard codes into pictograms, H-statements and anything else (kept verbatim). */
export function describeHazards(codes: readonly string[]): HazardView {
  const out: HazardView = { pictograms: [], statements: [], other: [] };
  const seen = new Set<string>();
  for (const raw of codes) {
    const code = raw.trim().toUpperCase();
    if (!code || seen.has(code)) continue;
    seen.add(code);
    if (/^GHS0\d$/.test(code)) out.pictograms.push({ code, label: GHS_PICTOGRAMS[code] ?? code });
    else if (/^H\d{3}/.test(code)) out.statements.push({ code, text: H_STATEMENTS[code.slice(0, 4)] ?? '' });
    else out.other.push(raw.trim());
  }
  return out;
}

export function licenceInfo(cls: string | null | undefined): LicenceInfo | null {
  if (!cls) return null;
  return LICENCE_CLASSES[cls] ?? { label: cls, note: '本品购买须提供相应资质证明。' };
}

/** Chinese label of a product kind. */
export const KIND_LABELS: Record<string, string> = {
  reference: '对照品/标准物质',
  impurity: '药物杂质',
  qc: '质控样品',
  intermediate: '中间体',
  custom: '定制合成',
  reagent: '试剂',
};

/**
 * What the regulations ask of a buyer of restricted chemicals, as the shop enforces it (pure and browser-safe: the
 * cart, the goods page and the 企业资质 page use it as the server does). The reasoning and the sources are in
 * docs/decisions/0017-restricted-chemicals.md.
 *
 *   product class (products.licence_class)    document the buyer needs (kind)             who may hold it
 *   precursor1  第一类易制毒化学品               precursor_permit  购买许可证               a certified organisation
 *   precursor2  第二类易制毒化学品               precursor_filing  购买备案证明             a certified organisation
 *   precursor3  第三类易制毒化学品               precursor_filing  购买备案证明             an organisation or a person
 *   precursor   易制毒化学品（类别未标注）       precursor_permit  (the strictest)          a certified organisation
 *   explosive   易制爆危险化学品                 explosive_proof   许可证件或合法用途说明   a certified organisation
 *   controlled  管制品（麻醉/精神药品标准品）    controlled_approval 购用批准文件           a certified organisation
 *
 * A document counts when staff approved it and today (China time) lies within its validity, both days included.
 */

export const LICENCE_KINDS = [
  'precursor_permit',
  'precursor_filing',
  'explosive_proof',
  'controlled_approval',
] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export const LICENCE_KIND_LABELS: Record<LicenceKind, string> = {
  precursor_permit: '第一类易制毒化学品购买许可证',
  precursor_filing: '第二类、第三类易制毒化学品购买备案证明',
  explosive_proof: '易制爆危险化学品购买证明（许可证件或合法用途说明）',
  controlled_approval: '麻醉药品和精神药品（管制品）购用批准文件',
};

/** Short names for tight places (a cart line, a badge). */
export const LICENCE_KIND_SHORT: Record<LicenceKind, string> = {
  precursor_permit: '易制毒购买许可证',
  precursor_filing: '易制毒购买备案证明',
  explosive_proof: '易制爆购买证明',
  controlled_approval: '管制品购用批准文件',
};

/** Who issues each kind (a hint on the upload form). */
export const LICENCE_KIND_AUTHORITY_HINT: Record<LicenceKind, string> = {
  precursor_permit: '省级公安机关（非药品类）或省级药品监督管理部门（药品类）',
  precursor_filing: '县级公安机关',
  explosive_proof: '应急管理部门（许可证件）或本单位（合法用途说明）',
  controlled_approval: '省级药品监督管理部门',
};

export type RestrictedClass = 'precursor1' | 'precursor2' | 'precursor3' | 'precursor' | 'explosive' | 'controlled';

export type ClassRule = { label: string; kind: LicenceKind; orgOnly: boolean };

export const RESTRICTED_CLASSES: Record<RestrictedClass, ClassRule> = {
  precursor1: { label: '第一类易制毒化学品', kind: 'precursor_permit', orgOnly: true },
  precursor2: { label: '第二类易制毒化学品', kind: 'precursor_filing', orgOnly: true },
  precursor3: { label: '第三类易制毒化学品', kind: 'precursor_filing', orgOnly: false },
  precursor: { label: '易制毒化学品', kind: 'precursor_permit', orgOnly: true },
  explosive: { label: '易制爆危险化学品', kind: 'explosive_proof', orgOnly: true },
  controlled: { label: '管制品', kind: 'controlled_approval', orgOnly: true },
};

export const isRestricted = (cls: string | null | undefined): cls is RestrictedClass =>
  !!cls && Object.prototype.hasOwnProperty.call(RESTRICTED_CLASSES, cls);

/** The rule of a product's class, or null for an unrestricted product. */
export const classRule = (cls: string | null | undefined): ClassRule | null =>
  isRestricted(cls) ? RESTRICTED_CLASSES[cls] : null;

export const isLicenceKind = (v: unknown): v is LicenceKind =>
  typeof v === 'string' && (LICENCE_KINDS as readonly string[]).includes(v);

/** The page where buyers keep these documents; `kind` opens the upload form for that kind. */
export const QUALIFICATION_PATH = '/personalCenter/qualification';
export const qualificationHref = (kind?: LicenceKind | null) =>
  kind ? `${QUALIFICATION_PATH}?kind=${kind}` : QUALIFICATION_PATH;

/** A licence is announced as expiring this many days before its last valid day. */
export const EXPIRY_NOTICE_DAYS = 30;

/* ── Status of one document ── */

export const LICENCE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'revoked'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** What a buyer or staff sees: the stored status, with expiry (and not-yet-valid) derived from the dates. */
export type LicenceDisplayStatus = LicenceStatus | 'expired' | 'not_yet_valid';

export const LICENCE_STATUS_LABELS: Record<LicenceDisplayStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  withdrawn: '已撤回',
  revoked: '已撤销',
  expired: '已过期',
  not_yet_valid: '未生效',
};

export type DatedLicence = { status: LicenceStatus; validFrom: string; validTo: string };

export function displayStatus(l: DatedLicence, today: string): LicenceDisplayStatus {
  if (l.status !== 'approved') return l.status;
  if (l.validTo < today) return 'expired';
  if (l.validFrom > today) return 'not_yet_valid';
  return 'approved';
}

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Approved, valid today and ending within EXPIRY_NOTICE_DAYS: the days left (0 = today is the last day), else null. */
export function expiresInDays(l: DatedLicence, today: string): number | null {
  if (displayStatus(l, today) !== 'approved') return null;
  const d = daysBetween(today, l.validTo);
  return d <= EXPIRY_NOTICE_DAYS ? d : null;
}

/* ── Coverage: does a buyer hold the document a kind needs? ── */

/** The best state among a buyer's documents of one kind, in this order of preference. */
export const COVERAGE_ORDER = [
  'approved',
  'pending',
  'not_yet_valid',
  'expired',
  'rejected',
  'revoked',
  'none',
] as const;
export type CoverageState = (typeof COVERAGE_ORDER)[number];

export type Coverage<L extends DatedLicence = DatedLicence> = { state: CoverageState; licence: L | null };

/**
 * The document that decides a kind's coverage: an approved valid one (the latest ending first), else a pending one,
 * else the most telling refusal. Withdrawn documents do not count.
 */
export function coverageOf<L extends DatedLicence & { id: number }>(docs: readonly L[], today: string): Coverage<L> {
  let best: Coverage<L> = { state: 'none', licence: null };
  const rank = (s: CoverageState) => COVERAGE_ORDER.indexOf(s);
  for (const d of docs) {
    const s = displayStatus(d, today);
    if (s === 'withdrawn') continue;
    const state = s as CoverageState;
    const better =
      rank(state) < rank(best.state) ||
      (state === best.state &&
        best.licence !== null &&
        (state === 'approved' ? d.validTo > best.licence.validTo : d.id > (best.licence as L & { id: number }).id));
    if (better) best = { state, licence: d };
  }
  return best;
}

export type BuyerStanding = { scope: 'org' | 'personal'; orgCertified: boolean };

/**
 * Where a buyer stands for one product class, from their documents (the 企业资质 list): the same decision as the
 * server's at placement (placement.ts requirementsFor), for the cart line and the goods page.
 */
export function standingFor<L extends DatedLicence & { id: number; kind: string; owner: 'org' | 'personal' }>(
  cls: RestrictedClass,
  buyer: BuyerStanding,
  docs: readonly L[],
  today: string,
): { state: CoverageState | 'org_only' | 'org_uncertified'; licence: L | null } {
  const rule = RESTRICTED_CLASSES[cls];
  if (rule.orgOnly && buyer.scope === 'personal') return { state: 'org_only', licence: null };
  if (rule.orgOnly && !buyer.orgCertified) return { state: 'org_uncertified', licence: null };
  return coverageOf(
    docs.filter((d) => d.kind === rule.kind && (!rule.orgOnly || d.owner === 'org')),
    today,
  );
}

/** Date fields: YYYY-MM-DD that is a real calendar day. */
export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

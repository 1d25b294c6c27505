/**
 * Restricted products at settlement and placement (lib/domain/commerce/orders/place.ts calls these):
 *
 * - requirementsFor: for each restricted class among the lines, the document kind it needs and where the buyer
 *   stands — covered by an approved document valid TODAY (China time, so expiry is checked at placement, not only at
 *   upload), or pending, rejected, expired, not yet valid, or not allowed at all (a person may not buy 第一类/第二类
 *   易制毒, 易制爆 or 管制品; an organisation must be verified). At placement it runs inside the order's transaction
 *   and reads the documents FOR SHARE, so a revocation waits for the order (or the order sees the revocation).
 * - licenceBlockers: one blocker per uncovered class, with the message that tells the buyer what to do.
 * - recordRestrictedSales: the ledger rows (销售台账) of the placed order, frozen with the covering document.
 */
import { and, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { buyerLicences, restrictedSales } from '@/lib/db/schema';
import { LICENCE_MSG } from '@/lib/config/messages';
import { todayInChina } from '@/lib/kernel/time';
import {
  LICENCE_KIND_LABELS,
  RESTRICTED_CLASSES,
  expiresInDays,
  isRestricted,
  standingFor,
  type LicenceStatus,
  type RestrictedClass,
} from './rules';
import { scopeOf, visibleTo } from './buyer';
import type { LicenceRequirement, LicenceScope } from './types';

export type RestrictedLine = { licenceClass: string | null; name: string; skuId: number | null };

export type LicenceBlocker = {
  code: 'LICENCE_REQUIRED' | 'LICENCE_PENDING' | 'LICENCE_REJECTED' | 'LICENCE_EXPIRED' | 'LICENCE_ORG_ONLY';
  message: string;
  skuIds: number[];
  /** The kind of document that would unlock these lines (the 企业资质 link opens its form). */
  kind: string;
};

/** The restricted classes of these lines (first appearance order). */
export const restrictedClassesOf = (lines: readonly RestrictedLine[]): RestrictedClass[] => [
  ...new Set(lines.map((l) => l.licenceClass).filter(isRestricted)),
];

export async function requirementsFor(
  db: Db,
  userId: number,
  lines: readonly RestrictedLine[],
  opts: { lock?: boolean; today?: string; scope?: LicenceScope } = {},
): Promise<{ scope: LicenceScope | null; requirements: LicenceRequirement[] }> {
  const classes = restrictedClassesOf(lines);
  if (classes.length === 0) return { scope: null, requirements: [] };
  const today = opts.today ?? todayInChina();
  const scope = opts.scope ?? (await scopeOf(db, userId));
  const kinds = [...new Set(classes.map((c) => RESTRICTED_CLASSES[c].kind))];
  const q = db
    .select({
      id: buyerLicences.id,
      orgId: buyerLicences.orgId,
      kind: buyerLicences.kind,
      status: buyerLicences.status,
      licenceNo: buyerLicences.licenceNo,
      authority: buyerLicences.authority,
      validFrom: buyerLicences.validFrom,
      validTo: buyerLicences.validTo,
      reason: buyerLicences.reason,
    })
    .from(buyerLicences)
    .where(and(visibleTo(scope), inArray(buyerLicences.kind, kinds)));
  // visibleTo: the organisation's documents are the scope's organisation's; the others are the buyer's own.
  const docs = (opts.lock ? await q.for('share') : await q).map((d) => ({
    ...d,
    status: d.status as LicenceStatus,
    owner: d.orgId === null ? ('personal' as const) : ('org' as const),
  }));
  const requirements = classes.map((cls): LicenceRequirement => {
    const rule = RESTRICTED_CLASSES[cls];
    const mine = lines.filter((l) => l.licenceClass === cls);
    const base = {
      cls,
      classLabel: rule.label,
      kind: rule.kind,
      kindLabel: LICENCE_KIND_LABELS[rule.kind],
      names: [...new Set(mine.map((l) => l.name))],
      skuIds: mine.map((l) => l.skuId ?? 0),
    };
    const c = standingFor(
      cls,
      { scope: scope.orgId ? 'org' : 'personal', orgCertified: scope.orgCertified },
      docs,
      today,
    );
    const l = c.licence;
    return {
      ...base,
      state: c.state,
      licence: l
        ? {
            id: l.id,
            licenceNo: l.licenceNo,
            authority: l.authority,
            validFrom: l.validFrom,
            validTo: l.validTo,
            reason: l.status === 'rejected' || l.status === 'revoked' ? l.reason : null,
          }
        : null,
      expiresInDays: l ? expiresInDays(l, today) : null,
    };
  });
  return { scope, requirements };
}

/** What stops these requirements (empty when every restricted class is covered). */
export function licenceBlockers(requirements: readonly LicenceRequirement[]): LicenceBlocker[] {
  const out: LicenceBlocker[] = [];
  for (const r of requirements) {
    if (r.state === 'approved') continue;
    const names = r.names.join('、');
    const b = (code: LicenceBlocker['code'], message: string) =>
      out.push({ code, message, skuIds: r.skuIds, kind: r.kind });
    if (r.state === 'org_only') b('LICENCE_ORG_ONLY', LICENCE_MSG.orgOnly(r.classLabel, names));
    else if (r.state === 'org_uncertified') b('LICENCE_ORG_ONLY', LICENCE_MSG.orgUncertified(r.classLabel, names));
    else if (r.state === 'pending') b('LICENCE_PENDING', LICENCE_MSG.pending(r.classLabel, names, r.kindLabel));
    else if (r.state === 'rejected' || r.state === 'revoked')
      b(
        'LICENCE_REJECTED',
        LICENCE_MSG.refused(
          r.classLabel,
          names,
          r.kindLabel,
          r.state === 'revoked' ? '已被撤销' : '未通过审核',
          r.licence?.reason ?? null,
        ),
      );
    else if (r.state === 'expired')
      b('LICENCE_EXPIRED', LICENCE_MSG.expired(r.classLabel, names, r.kindLabel, r.licence!.validTo));
    else if (r.state === 'not_yet_valid')
      b('LICENCE_EXPIRED', LICENCE_MSG.notYetValid(r.classLabel, names, r.kindLabel, r.licence!.validFrom));
    else b('LICENCE_REQUIRED', LICENCE_MSG.need(r.classLabel, names, r.kindLabel));
  }
  return out;
}

export type SoldLine = {
  productId: number | null;
  skuId: number | null;
  code: string | null;
  name: string;
  cas: string | null;
  packageValue: string | null;
  num: number;
  licenceClass: string | null;
};

/** Writes the ledger rows of a placed order's restricted lines (inside the placement's transaction). */
export async function recordRestrictedSales(
  tx: Db,
  order: { id: number; orderNo: string; userId: number; at: Date },
  scope: LicenceScope,
  requirements: readonly LicenceRequirement[],
  lines: readonly SoldLine[],
): Promise<number> {
  const byClass = new Map(requirements.map((r) => [r.cls as string, r]));
  const rows = lines.flatMap((l) => {
    const r = l.licenceClass ? byClass.get(l.licenceClass) : undefined;
    if (!r || r.state !== 'approved' || !r.licence) return [];
    return [
      {
        orderId: order.id,
        orderNo: order.orderNo,
        productId: l.productId,
        skuId: l.skuId,
        code: l.code,
        productName: l.name,
        cas: l.cas,
        licenceClass: r.cls,
        packageValue: l.packageValue,
        num: l.num,
        userId: order.userId,
        // The buyer is the organisation; a personal purchase (第三类 only) is recorded under the person's name.
        orgId: scope.orgId,
        buyerName: scope.orgName ?? scope.realName ?? scope.nickName ?? scope.mobile ?? `用户${order.userId}`,
        buyerMobile: scope.mobile,
        licenceId: r.licence.id,
        licenceKind: r.kind,
        licenceNo: r.licence.licenceNo,
        licenceAuthority: r.licence.authority,
        licenceValidTo: r.licence.validTo,
        createdAt: order.at,
      },
    ];
  });
  if (rows.length) await tx.insert(restrictedSales).values(rows);
  return rows.length;
}

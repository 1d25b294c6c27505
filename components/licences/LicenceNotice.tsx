/**
 * Where a restricted product is blocked, the way forward: each licence blocker's message with one link — to
 * 企业资质 with the needed kind's form open, or to enterprise verification when a person may not buy the class —
 * and the notice of a covering document that expires within 30 days. Used by the cart and the settlement page.
 */
import Link from 'next/link';
import type { Blocker } from '@/lib/domain/commerce/orders';
import type { LicenceRequirement } from '@/lib/domain/commerce/licences';
import { isLicenceKind, qualificationHref } from '@/lib/domain/commerce/licences/client';
import { LICENCE_MSG } from '@/lib/config/messages';

export const ENTERPRISE_VERIFY_HREF = '/personalCenter?tab=enterprise#verification';

export const isLicenceBlocker = (b: Blocker): b is Extract<Blocker, { kind: string }> => b.code.startsWith('LICENCE_');

export function LicenceNotice({
  blockers,
  requirements = [],
  testId,
  align = 'left',
}: {
  blockers: readonly Blocker[];
  requirements?: readonly LicenceRequirement[];
  testId?: string;
  align?: 'left' | 'right';
}) {
  const items = blockers.filter(isLicenceBlocker);
  const expiring = requirements.filter((r) => r.state === 'approved' && r.expiresInDays !== null && r.licence);
  if (items.length === 0 && expiring.length === 0) return null;
  return (
    <div
      className={`flex w-full flex-col gap-1.5 text-[13px] ${align === 'right' ? 'items-end text-right' : ''}`}
      data-testid={testId}
    >
      {items.map((b) => (
        <p key={b.code + b.kind + b.skuIds.join()} className="text-danger" data-testid="licence-blocker">
          {b.message}{' '}
          {b.code === 'LICENCE_ORG_ONLY' ? (
            <Link
              href={ENTERPRISE_VERIFY_HREF}
              className="whitespace-nowrap font-medium text-brand-600 hover:underline"
            >
              去企业认证 ›
            </Link>
          ) : b.code === 'LICENCE_PENDING' ? (
            <Link href={qualificationHref()} className="whitespace-nowrap font-medium text-brand-600 hover:underline">
              查看审核进度 ›
            </Link>
          ) : (
            <Link
              href={qualificationHref(isLicenceKind(b.kind) ? b.kind : null)}
              className="whitespace-nowrap font-medium text-brand-600 hover:underline"
              data-testid="licence-upload-link"
            >
              上传资质 ›
            </Link>
          )}
        </p>
      ))}
      {expiring.map((r) => (
        <p key={`exp-${r.kind}`} className="text-warning" data-testid="licence-expiring">
          {LICENCE_MSG.expiring(r.kindLabel, r.expiresInDays!, r.licence!.validTo)}{' '}
          <Link href={qualificationHref(r.kind)} className="whitespace-nowrap text-brand-600 hover:underline">
            上传新证件 ›
          </Link>
        </p>
      ))}
    </div>
  );
}

/**
 * Under a restricted product (cart line, goods page): which class it is, which document it needs, where the buyer
 * stands (from their 企业资质 list, the same rule as placement) and the one link that moves them forward.
 */
import Link from 'next/link';
import type { LicenceDTO, LicenceOverview } from '@/lib/domain/commerce/licences';
import {
  LICENCE_KIND_SHORT,
  RESTRICTED_CLASSES,
  isRestricted,
  qualificationHref,
  standingFor,
} from '@/lib/domain/commerce/licences/client';
import { todayInChina } from '@/lib/kernel/time';
import { ENTERPRISE_VERIFY_HREF } from './LicenceNotice';

const STATE_TEXT: Record<string, { text: string; cls: string }> = {
  none: { text: '未上传', cls: 'text-danger' },
  pending: { text: '审核中', cls: 'text-warning' },
  approved: { text: '已通过', cls: 'text-success' },
  rejected: { text: '已驳回', cls: 'text-danger' },
  revoked: { text: '已撤销', cls: 'text-danger' },
  expired: { text: '已过期', cls: 'text-danger' },
  not_yet_valid: { text: '未生效', cls: 'text-warning' },
  org_only: { text: '仅限单位采购', cls: 'text-danger' },
  org_uncertified: { text: '单位未通过企业认证', cls: 'text-danger' },
};

export function LineLicence({
  cls,
  overview,
  testId = 'line-licence',
}: {
  cls: string | null;
  overview?: LicenceOverview | null;
  testId?: string;
}) {
  if (!isRestricted(cls)) return null;
  const rule = RESTRICTED_CLASSES[cls];
  const s = overview
    ? standingFor<LicenceDTO>(
        cls,
        { scope: overview.scope, orgCertified: overview.orgCertified },
        overview.list,
        todayInChina(),
      )
    : null;
  const st = s ? STATE_TEXT[s.state] : null;
  const link =
    s?.state === 'org_only' || s?.state === 'org_uncertified' ? (
      <Link href={ENTERPRISE_VERIFY_HREF} className="text-brand-600 hover:underline">
        去企业认证 ›
      </Link>
    ) : s?.state === 'approved' || s?.state === 'pending' ? (
      <Link href={qualificationHref()} className="text-brand-600 hover:underline">
        查看资质 ›
      </Link>
    ) : (
      <Link
        href={qualificationHref(rule.kind)}
        className="text-brand-600 hover:underline"
        data-testid={`${testId}-upload`}
      >
        上传资质 ›
      </Link>
    );
  return (
    <p
      className="mt-1 flex flex-wrap items-center gap-x-2 text-xs"
      data-testid={testId}
      data-state={s?.state ?? 'unknown'}
    >
      <span className="rounded-sm border border-red-200 bg-red-50 px-1 text-red-700">{rule.label}</span>
      <span className="text-ink-700">须凭{LICENCE_KIND_SHORT[rule.kind]}购买</span>
      {st && <span className={st.cls}>{st.text}</span>}
      {link}
    </p>
  );
}

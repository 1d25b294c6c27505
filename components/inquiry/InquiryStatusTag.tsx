/** The status of an inquiry as a small coloured tag (报价已过期 for a quote past its date). */
import type { InquiryStatusDTO } from '@/lib/api/endpoints/inquiries';

const CLS: Record<InquiryStatusDTO | 'expired', string> = {
  submitted: 'border-amber-200 bg-amber-50 text-amber-700',
  quoted: 'border-brand-100 bg-brand-50 text-brand-600',
  ordered: 'border-green-200 bg-green-50 text-success',
  closed: 'border-line bg-surface text-ink-500',
  expired: 'border-red-200 bg-red-50 text-danger',
};

export function InquiryStatusTag({
  status,
  label,
  expired,
}: {
  status: InquiryStatusDTO;
  label: string;
  expired: boolean;
}) {
  return (
    <span
      className={`inline-block rounded-sm border px-1.5 py-0.5 text-xs ${CLS[expired ? 'expired' : status]}`}
      data-testid="inquiry-status"
    >
      {label}
    </span>
  );
}

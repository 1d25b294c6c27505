/**
 * The frame of a console detail page (after-sales, refunds, invoices, licences, verifications, feedback): the title
 * with the link back to its list, the status bar (the status badge under a test id, a few facts, the actions the
 * record's state machine allows now), then the page's own cards. Each page keeps its query and its cards.
 */
import Link from 'next/link';
import { PageHeader } from '@/components/console/parts';

export function ConsoleDetailPage({
  title,
  backHref,
  backLabel,
  statusTestId,
  status,
  facts,
  actions,
  children,
}: {
  title: string;
  /** The list this record belongs to, and the link's text (e.g. 返回售后列表). */
  backHref: string;
  backLabel: string;
  /** The test id of the status badge's wrapper (e.g. after-sale-status). */
  statusTestId: string;
  status: React.ReactNode;
  /** Spans beside the status: type, amount, times, reasons. */
  facts?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title}>
        <Link href={backHref} className="text-sm text-ink-600 hover:text-brand-600">
          {backLabel}
        </Link>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-line bg-white px-4 py-3">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span data-testid={statusTestId}>{status}</span>
          {facts}
        </div>
        {actions}
      </div>
      {children}
    </>
  );
}

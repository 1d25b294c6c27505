/**
 * Browser helpers of the standards ledger: the filter as URL parameters (a filtered view can be shared and printed),
 * the React Query keys, and file downloads of the .xlsx endpoints (lib/client/download.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LedgerFilter } from '@/lib/domain/accounts/ledger';
import { downloadEndpointFile } from './download';

export const LEDGER_KEY = ['ledger'] as const;

export const refreshLedger = (qc: QueryClient) =>
  qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('ledger') });

const STATUSES = ['active', 'unopened', 'opened', 'used_up', 'discarded'] as const;

/** The filter from the page's URL (unknown values are dropped). */
export function filterFromSearch(sp: { get(name: string): string | null }): LedgerFilter {
  const f: LedgerFilter = {};
  const status = sp.get('status');
  if (status && (STATUSES as readonly string[]).includes(status)) f.status = status as LedgerFilter['status'];
  const due = sp.get('due');
  if (due === 'expired' || due === '7' || due === '30') f.due = due;
  const kw = sp.get('keyword')?.trim();
  if (kw) f.keyword = kw.slice(0, 60);
  const loc = sp.get('location')?.trim();
  if (loc) f.location = loc.slice(0, 120);
  if (sp.get('sort') === 'received') f.sort = 'received';
  return f;
}

/** The filter as URL parameters (for links to the printable page and the pager). */
export function filterQuery(f: LedgerFilter): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return q.toString();
}

/** Downloads an .xlsx endpoint's file; refusals (code 0) are toasted with the server's message. */
export function downloadLedgerFile(
  key: 'ledger.export' | 'ledger.template',
  input: Record<string, unknown> = {},
): Promise<boolean> {
  return downloadEndpointFile(key, input, '标准品台账.xlsx');
}

/**
 * Browser helpers of the standards ledger: the filter as URL parameters (a filtered view can be shared and printed),
 * the React Query keys, and file downloads of the .xlsx endpoints (the token travels in headers, so the file is
 * fetched and handed to the browser as a blob; a refusal answers the spec envelope and is toasted).
 */
import type { QueryClient } from '@tanstack/react-query';
import { buildRequest } from '@/lib/api/client';
import { routes } from '@/lib/api/routes.generated';
import { E } from '@/lib/config/messages';
import type { LedgerFilter } from '@/lib/domain/accounts/ledger';
import { getToken } from './session';
import { toast } from './toast';

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
export async function downloadLedgerFile(
  key: 'ledger.export' | 'ledger.template',
  input: Record<string, unknown> = {},
): Promise<boolean> {
  const { url, init } = buildRequest(routes[key], input, getToken());
  try {
    const res = await fetch(url, init);
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const env = (await res.json()) as { message?: string };
      toast.error(env.message || E.serverException);
      return false;
    }
    if (!res.ok) throw new Error(String(res.status));
    const blob = await res.blob();
    const cd = res.headers.get('content-disposition') ?? '';
    const m = /filename\*=UTF-8''([^;]+)/.exec(cd);
    const name = m ? decodeURIComponent(m[1]!) : '标准品台账.xlsx';
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    return true;
  } catch {
    toast.error(E.networkFault);
    return false;
  }
}

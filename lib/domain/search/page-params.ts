/** Query-string helpers of the search pages (pure). */
export type SP = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** The keyword query: whitespace collapsed, trimmed, at most 200 characters. */
export function keywordOf(sp: SP, key = 'keyword'): string {
  return first(sp[key]).replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** A positive page number (default 1). */
export function pageNoOf(sp: SP, key = 'pageNo'): number {
  const s = first(sp[key]);
  return /^\d{1,6}$/.test(s) && Number(s) >= 1 ? Number(s) : 1;
}

/** A positive integer id from an optional catch-all segment ([[...id]]); null when absent or invalid. */
export function segmentId(seg: string[] | undefined): number | null {
  if (!seg || seg.length !== 1 || !/^\d{1,9}$/.test(seg[0]!)) return null;
  const n = Number(seg[0]);
  return n > 0 ? n : null;
}

export const firstParam = first;

/**
 * How the search read the keyword (server component): "按 CAS 号查找", the wrong-check-digit hint with a link
 * to the corrected number, and the typo-tolerant notice.
 */
import Link from 'next/link';
import type { QueryKind } from '@/lib/domain/catalog/search';

const KIND_LABEL: Partial<Record<QueryKind, string>> = {
  cas: 'CAS 号',
  formula: '分子式',
  inchikey: 'InChIKey',
  code: '货号',
  standard: '标准号',
};

export function SearchNotice({
  keyword,
  kind,
  hint,
  suggestion,
  fuzzy,
  hrefFor,
}: {
  keyword: string;
  kind?: QueryKind | null;
  hint?: string | null;
  suggestion?: string | null;
  fuzzy?: boolean;
  hrefFor: (keyword: string) => string;
}) {
  if (!keyword) return null;
  if (hint) {
    return (
      <p
        className="mb-3 rounded-md border border-accent-100 bg-accent-50 px-4 py-2 text-[13px] text-accent-600"
        role="status"
        data-testid="search-hint"
      >
        {suggestion ? (
          <Link href={hrefFor(suggestion)} className="underline-offset-2 hover:underline">
            {hint}
          </Link>
        ) : (
          hint
        )}
      </p>
    );
  }
  if (fuzzy) {
    return (
      <p
        className="mb-3 rounded-md border border-line bg-surface px-4 py-2 text-[13px] text-ink-700"
        role="status"
        data-testid="search-fuzzy"
      >
        没有找到与“{keyword}”完全匹配的产品，以下是名称相近的结果。
      </p>
    );
  }
  const label = kind ? KIND_LABEL[kind] : undefined;
  if (!label) return null;
  return (
    <p className="mb-3 text-[12px] text-ink-500" data-testid="search-kind">
      已按{label}查找：{keyword}
    </p>
  );
}

export default SearchNotice;

/**
 * What the exact structure lookup of a SMILES / molfile keyword found when it did not leave the search page
 * (issue 16, lib/domain/catalog/search/structure-match.ts): no product with that structure (with the similarity search
 * link), or why the structure could not be looked up. Server component.
 */
import Link from 'next/link';
import type { StructureKeywordMatch } from '@/lib/domain/catalog/search';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { STRUCTURE_KEYWORD_LABEL } from '@/lib/domain/catalog/search/client';

export function StructureKeywordNotice({ match }: { match: StructureKeywordMatch | null }) {
  if (!match || match.redirect) return null;
  const label = STRUCTURE_KEYWORD_LABEL[match.input];
  if (match.kind === 'error') {
    return (
      <p
        className="mb-3 rounded-md border border-accent-100 bg-accent-50 px-4 py-2 text-[13px] text-accent-600"
        role="status"
        data-testid="structure-keyword-notice"
      >
        已按{label}精确查找：{match.message}。
        <Link href={match.structureHref} className="ml-1 text-brand-600 underline-offset-2 hover:underline">
          打开结构式搜索
        </Link>
      </p>
    );
  }
  return (
    <p
      className="mb-3 rounded-md border border-line bg-surface px-4 py-2 text-[13px] text-ink-700"
      role="status"
      data-testid="structure-keyword-notice"
    >
      已按{label}精确查找：{STRUCTURE_MSG.keywordNone}
      {match.canonicalSmiles && <span className="ml-1 break-all text-ink-500">（{match.canonicalSmiles}）</span>}。
      {match.similarityHref && (
        <Link
          href={match.similarityHref}
          className="ml-1 text-brand-600 underline-offset-2 hover:underline"
          data-testid="structure-keyword-similar"
        >
          试试相似度搜索
        </Link>
      )}
    </p>
  );
}

export default StructureKeywordNotice;

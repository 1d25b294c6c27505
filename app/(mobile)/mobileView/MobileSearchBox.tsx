'use client';
/**
 * The mobile search box: a plain GET form to /mobileView (works without JavaScript), plus the structure paste of the
 * desktop header (issue 16): a pasted molfile is looked up whole on the server and the phone goes to the mobile view
 * of the answer (the product's essentials, or the search with the structure's canonical SMILES).
 */
import { useCallback, useState } from 'react';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/lib/config/constants';
import { mobileViewHref } from '@/lib/config/routes';
import { useStructurePaste } from '@/components/search/useStructurePaste';

/** The mobile page for a desktop href the structure lookup answered. */
function mobileHref(href: string): string {
  if (href.startsWith('/searchCenter?')) return `/mobileView?${href.slice('/searchCenter?'.length)}`;
  return mobileViewHref(href);
}

export function MobileSearchBox({ keyword: initial }: { keyword: string }) {
  const [keyword, setKeyword] = useState(initial);
  const navigate = useCallback((href: string) => window.location.assign(mobileHref(href)), []);
  const paste = useStructurePaste({ keyword, setKeyword, navigate });
  return (
    <form
      action="/mobileView"
      method="get"
      role="search"
      className="flex gap-2 bg-white px-3 py-3"
      onSubmit={(e) => {
        if (paste.pending && keyword === paste.pending.label) {
          e.preventDefault();
          if (!paste.busy) paste.resolve(paste.pending.text);
        }
      }}
    >
      <input
        name="keyword"
        value={keyword}
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        required
        enterKeyHint="search"
        placeholder="货号 / CAS号 / 分子式 / 名称"
        aria-label="搜索商品"
        aria-busy={paste.busy}
        data-testid="mobile-search-input"
        className="h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-[15px] outline-none focus:border-brand-500"
        onPaste={paste.onPaste}
        onChange={(e) => {
          paste.clear();
          setKeyword(e.target.value);
        }}
      />
      <button type="submit" className="h-11 shrink-0 rounded-full bg-brand-500 px-5 text-white">
        搜索
      </button>
    </form>
  );
}

'use client';
/**
 * Pasting a structure into a one-line search box (issue 16). An <input> drops the line breaks of a pasted molfile,
 * so the paste is caught before the browser inserts it: a molfile (or a SMILES longer than the box takes) is sent
 * whole in a POST body to the server (search.structureKeyword: the exact structure lookup of the search pages),
 * and the box goes where the server says — the product, the structure results, or the search page with the
 * structure's canonical SMILES. Meanwhile the box shows a short label, not the block's first line.
 * Any other paste is left to the browser.
 */
import { useCallback, useRef, useState, type ClipboardEvent } from 'react';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/lib/config/constants';
import { isPastedStructure, STRUCTURE_KEYWORD_LABEL, structureKeyword } from '@/lib/domain/catalog/search/client';

export type StructurePaste = {
  /** The input's onPaste handler. */
  onPaste: (e: ClipboardEvent<HTMLInputElement>) => void;
  /** True while the server looks the structure up. */
  busy: boolean;
  /** The pasted structure behind the label now shown in the box (to submit it again), or null. */
  pending: { label: string; text: string } | null;
  /** Look a pasted structure up again (Enter/搜索 while its label is shown). */
  resolve: (text: string) => void;
  /** Forget the pasted structure (the buyer edited the box). */
  clear: () => void;
};

/**
 * `setKeyword` shows the label (and restores the previous text when the lookup fails); `navigate` goes to the href
 * the server answered.
 */
export function useStructurePaste(opts: {
  keyword: string;
  setKeyword: (k: string) => void;
  navigate: (href: string) => void;
}): StructurePaste {
  const { keyword, setKeyword, navigate } = opts;
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ label: string; text: string } | null>(null);
  const before = useRef('');

  const resolve = useCallback(
    (text: string) => {
      setBusy(true);
      void (async () => {
        const { api, notifyError } = await import('@/lib/api/client');
        try {
          const r = await api('search.structureKeyword', { keyword: text });
          navigate(r.href);
        } catch (err) {
          notifyError(err);
          setPending(null);
          setKeyword(before.current);
        } finally {
          setBusy(false);
        }
      })();
    },
    [navigate, setKeyword],
  );

  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLInputElement>) => {
      const text = e.clipboardData?.getData('text/plain') || e.clipboardData?.getData('text') || '';
      if (!isPastedStructure(text, SEARCH_KEYWORD_MAX_LENGTH)) return;
      e.preventDefault();
      const label = STRUCTURE_KEYWORD_LABEL[structureKeyword(text)?.kind === 'molfile' ? 'molfile' : 'smiles'];
      before.current = keyword;
      setPending({ label, text });
      setKeyword(label);
      resolve(text);
    },
    [keyword, resolve, setKeyword],
  );

  const clear = useCallback(() => setPending(null), []);
  return { onPaste, busy, pending, resolve, clear };
}

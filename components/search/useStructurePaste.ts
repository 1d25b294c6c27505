'use client';
/**
 * Pasting a structure into a one-line search box (issue 16). An <input> drops the line breaks of a pasted molfile,
 * so the paste is caught before the browser inserts it: a molfile (or a SMILES longer than the box takes) is sent
 * whole in a POST body to the server (search.structureKeyword: the exact structure lookup of the search pages),
 * and the box goes where the server says — the product, the structure results, or the search page with the
 * structure's canonical SMILES. Meanwhile the box shows a short label, not the block's first line.
 * Any other paste is left to the browser.
 *
 * The structure detection is part of the box's logic (header-search-logic.ts), which loads on the box's first use: a
 * paste that arrives before it and could be a structure (more than one line, or longer than the box) is held, and
 * once the logic is here it is either looked up or inserted as the browser would have (line breaks as blanks).
 */
import { useCallback, useRef, useState, type ClipboardEvent } from 'react';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/lib/config/constants';
import { headerSearchLogic, loadHeaderSearchLogic, type SearchLogic } from './header-search-loader';

export type StructurePaste = {
  /** The input's onPaste handler. */
  onPaste: (e: ClipboardEvent<HTMLInputElement>) => void;
  /** True while the server looks the structure up (or a held paste waits for the box's logic). */
  busy: boolean;
  /** The pasted structure behind the label now shown in the box (to submit it again), or null. */
  pending: { label: string; text: string } | null;
  /** Look a pasted structure up again (Enter/搜索 while its label is shown). */
  resolve: (text: string) => void;
  /** Forget the pasted structure (the buyer edited the box). */
  clear: () => void;
  /**
   * A paste held for the detection, or null: settles with the box's new text when it was text, or null when it went
   * to the structure lookup.
   */
  held: () => Promise<string | null> | null;
};

/**
 * Whether a paste may be a structure for the lookup: every one that is (a molfile has several lines; a SMILES for the
 * lookup is longer than the box) passes. Decided without the detection code, which may not have loaded yet.
 */
export function mayBeStructurePaste(text: string, boxMaxLength = SEARCH_KEYWORD_MAX_LENGTH): boolean {
  return /[\r\n]/.test(text) || text.length > boxMaxLength || text.normalize('NFKC').length > boxMaxLength;
}

/** The box's value after a text paste over the selection [start, end), as the browser inserts it into one line. */
export function insertPastedText(
  value: string,
  text: string,
  start: number,
  end: number,
  boxMaxLength = SEARCH_KEYWORD_MAX_LENGTH,
): string {
  const room = Math.max(0, boxMaxLength - (value.length - (end - start)));
  return value.slice(0, start) + text.replace(/\r\n|[\r\n]/g, ' ').slice(0, room) + value.slice(end);
}

/**
 * `setKeyword` shows the label (and restores the previous text when the lookup fails); `navigate` goes to the href
 * the server answered; `logic` is the box's logic when loaded (else null) and `loadLogic` loads it (by default the
 * shared loader, header-search-loader.ts).
 */
export function useStructurePaste(opts: {
  keyword: string;
  setKeyword: (k: string) => void;
  navigate: (href: string) => void;
  logic?: () => SearchLogic | null;
  loadLogic?: () => Promise<SearchLogic>;
}): StructurePaste {
  const { keyword, setKeyword, navigate, logic = headerSearchLogic, loadLogic = loadHeaderSearchLogic } = opts;
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ label: string; text: string } | null>(null);
  const before = useRef('');
  const holding = useRef<Promise<string | null> | null>(null);

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

  const lookUp = useCallback(
    (label: string, text: string, previous: string) => {
      before.current = previous;
      setPending({ label, text });
      setKeyword(label);
      resolve(text);
    },
    [resolve, setKeyword],
  );

  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLInputElement>) => {
      const text = e.clipboardData?.getData('text/plain') || e.clipboardData?.getData('text') || '';
      const m = logic();
      if (m) {
        const label = m.pastedStructureLabel(text);
        if (!label) return;
        e.preventDefault();
        lookUp(label, text, keyword);
        return;
      }
      if (!mayBeStructurePaste(text)) return;
      // Held until the detection has loaded (a moment): the browser would have cut a molfile to its first line.
      e.preventDefault();
      const input = e.currentTarget;
      const start = input.selectionStart ?? keyword.length;
      const end = input.selectionEnd ?? start;
      const previous = keyword;
      setBusy(true);
      const asText = () => {
        const value = insertPastedText(previous, text, start, end);
        setKeyword(value);
        return value;
      };
      const settled = loadLogic()
        .then((loaded) => {
          setBusy(false);
          const label = loaded.pastedStructureLabel(text);
          if (!label) return asText();
          lookUp(label, text, previous);
          return null;
        })
        .catch(() => {
          setBusy(false);
          return asText();
        })
        .finally(() => {
          if (holding.current === settled) holding.current = null;
        });
      holding.current = settled;
    },
    [keyword, logic, loadLogic, lookUp, setKeyword],
  );

  const clear = useCallback(() => setPending(null), []);
  const held = useCallback(() => holding.current, []);
  return { onPaste, busy, pending, resolve, clear, held };
}

/**
 * Text normalisation and tokenisation for catalogue search. Pure functions (safe anywhere).
 *
 * The seed and the catalogue writers fill two product columns with these:
 *   products.search_text   = searchText([code, nameZh, nameEn, ...synonyms, cas])
 *   products.search_tokens = searchTokens(products.search_text)
 *
 * Why two columns:
 *  - search_text (lower-cased, NFKC) carries a pg_trgm GIN index: substring (LIKE '%x%') and fuzzy
 *    (word similarity) matching on Latin text.
 *  - pg_trgm ignores CJK characters under the C / C.UTF-8 locales, so CJK matching uses search_tokens
 *    (GIN on text[]): every CJK character and every CJK bigram, plus the lower-case Latin/digit words.
 *    A CJK query of n ≥ 2 characters requires all its bigrams (@>), then a LIKE on search_text confirms
 *    the exact substring; a one-character query requires its unigram token.
 *
 * Changing the tokenisation requires re-running the seed (tell the lead).
 */

/** CJK unified ideographs (incl. extension A and compatibility ideographs). */
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
/** Latin (any script except CJK) letters and digits. */
const WORD_RUN = /[\p{L}\p{N}]+/gu;

/** Separator between the parts of search_text: never inside a query term (queries are split on whitespace). */
export const SEARCH_TEXT_SEPARATOR = ' | ';

/** NFKC (full-width → half-width, ligatures), lower-case, collapse whitespace. */
export function normalizeText(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function hasCjk(s: string): boolean {
  return CJK.test(s);
}

/** Every CJK character and every adjacent pair of a CJK run. */
export function cjkGrams(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(CJK_RUN)) {
    const run = Array.from(m[0]);
    for (let i = 0; i < run.length; i++) {
      out.push(run[i]!);
      if (i + 1 < run.length) out.push(run[i]! + run[i + 1]!);
    }
  }
  return out;
}

/** Lower-case Latin/digit words (CJK runs removed). */
export function latinWords(s: string): string[] {
  const t = normalizeText(s).replace(CJK_RUN, ' ');
  return Array.from(t.matchAll(WORD_RUN), (m) => m[0]);
}

/** The token array stored in products.search_tokens: distinct CJK unigrams/bigrams and lower-case words. */
export function searchTokens(text: string): string[] {
  const t = normalizeText(text);
  return Array.from(new Set([...cjkGrams(t), ...latinWords(t)]));
}

/** The lower-cased search_text of a record from its parts (null/empty parts dropped, duplicates removed). */
export function searchText(parts: readonly (string | null | undefined | readonly (string | null | undefined)[])[]): string {
  const flat: string[] = [];
  for (const p of parts) {
    if (Array.isArray(p)) for (const q of p as readonly (string | null | undefined)[]) flat.push(q ?? '');
    else flat.push((p as string | null | undefined) ?? '');
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of flat) {
    const n = normalizeText(p).replace(/\|/g, ' ');
    if (n && !seen.has(n)) {
      seen.add(n);
      out.push(n);
    }
  }
  return out.join(SEARCH_TEXT_SEPARATOR);
}

/**
 * What a query term requires of a record:
 *  - tokens: tokens the record must all have (GIN @>), possibly empty;
 *  - like: the substring search_text must contain (null when the tokens alone decide).
 */
export type TermMatch = { term: string; tokens: string[]; like: string | null; latinOnly: boolean };

/** Split a normalised text query into terms (whitespace-separated) and what each requires. */
export function queryTerms(query: string): TermMatch[] {
  const q = normalizeText(query).replace(/\|/g, ' ');
  const terms = Array.from(new Set(q.split(' ').filter(Boolean))).slice(0, 8);
  return terms.map((term) => {
    const cjk = hasCjk(term);
    if (cjk) {
      const grams = cjkGrams(term);
      // A run of ≥ 2 characters: its bigrams suffice as a filter; a single character: its unigram.
      const bigrams = grams.filter((g) => Array.from(g).length === 2);
      const tokens = bigrams.length ? bigrams : grams;
      // Whole words of the Latin part (e.g. the "a" of "杂质a") are not required as tokens: they may be partial.
      // A term of one or two CJK characters is decided by its token alone (the unigram / bigram token is
      // present exactly when the text contains the term); longer terms confirm the substring with LIKE.
      const exactByToken = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{1,2}$/.test(term);
      return { term, tokens: Array.from(new Set(tokens)), like: exactByToken ? null : term, latinOnly: false };
    }
    // Latin/digit term: substring match via the trigram index when long enough; short terms must be whole words.
    const words = latinWords(term);
    if (Array.from(term).length < 3) return { term, tokens: words.length ? words : [term], like: null, latinOnly: true };
    return { term, tokens: [], like: term, latinOnly: true };
  });
}

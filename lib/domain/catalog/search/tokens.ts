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
 *    A CJK query of n ≥ 3 characters requires (up to four, preferably uncommon) bigrams (@>), then a LIKE
 *    on search_text confirms the exact substring; a 1–2 character query requires its unigram/bigram token.
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
export function searchText(
  parts: readonly (string | null | undefined | readonly (string | null | undefined)[])[],
): string {
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
 * Bigrams that occur in a large part of a reference-standards catalogue (杂质, 有关物质, 盐酸盐, 对照品 …).
 * Requiring them through the GIN index costs much (long posting lists) and filters little, so a term that
 * has at least two other bigrams leaves them to the LIKE check.
 */
export const COMMON_BIGRAMS: ReadonlySet<string> = new Set([
  '杂质',
  '有关',
  '关物',
  '物质',
  '盐酸',
  '酸盐',
  '硫酸',
  '钠盐',
  '钾盐',
  '对照',
  '照品',
  '标准',
  '准品',
  '溶液',
  '化合',
  '合物',
  '甲基',
  '乙基',
  '氨基',
  '羟基',
  '苯基',
  '基苯',
  '甲酸',
  '乙酸',
  '乙酯',
  '甲酯',
  '酸甲',
  '酸乙',
  '亚硝',
  '硝基',
  '氧化',
  '化物',
  '水合',
  '二甲',
  '三甲',
  '代谢',
  '谢物',
  '异构',
  '构体',
  '降解',
  '解产',
  '产物',
]);

/** At most MAX_TERM_TOKENS bigrams for the index, preferring uncommon ones (the LIKE still checks the whole term). */
const MAX_TERM_TOKENS = 4;
function selectiveBigrams(bigrams: readonly string[]): string[] {
  const distinct = Array.from(new Set(bigrams));
  const rare = distinct.filter((b) => !COMMON_BIGRAMS.has(b));
  const chosen = rare.length >= 2 ? rare : distinct;
  if (chosen.length <= MAX_TERM_TOKENS) return chosen;
  // Spread the picks over the term (first, last and evenly in between).
  const out: string[] = [];
  for (let i = 0; i < MAX_TERM_TOKENS; i++)
    out.push(chosen[Math.round((i * (chosen.length - 1)) / (MAX_TERM_TOKENS - 1))]!);
  return Array.from(new Set(out));
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
      const tokens = bigrams.length ? selectiveBigrams(bigrams) : grams;
      // Whole words of the Latin part (e.g. the "a" of "杂质a") are not required as tokens: they may be partial.
      // A term of one or two CJK characters is decided by its token alone (the unigram / bigram token is
      // present exactly when the text contains the term); longer terms confirm the substring with LIKE.
      const exactByToken = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{1,2}$/.test(term);
      return { term, tokens: Array.from(new Set(tokens)), like: exactByToken ? null : term, latinOnly: false };
    }
    // Latin/digit term: substring match via the trigram index when long enough; short terms must be whole words.
    const words = latinWords(term);
    if (Array.from(term).length < 3)
      return { term, tokens: words.length ? words : [term], like: null, latinOnly: true };
    return { term, tokens: [], like: term, latinOnly: true };
  });
}

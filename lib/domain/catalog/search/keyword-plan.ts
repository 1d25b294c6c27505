/**
 * How a product search reads its keyword in SQL: the condition and rank of each reading (identifier, name, fuzzy),
 * the category subtree and the sort order (lib/domain/catalog/search/products.ts runs them).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db/client';
import type { ProductSort } from '@/lib/domain/catalog/products';
import { normalizeCode } from './query';
import { hasCjk, normalizeText, queryTerms, SEARCH_TEXT_SEPARATOR } from './tokens';
import type { ClassifiedQuery } from './types';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const textArray = (items: readonly string[]) =>
  sql`ARRAY[${sql.join(
    items.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
export const intList = (items: readonly number[]) =>
  sql.join(
    items.map((n) => sql`${n}`),
    sql`, `,
  );

/** Ids of the categories and all their descendants (a small recursive query on the categories table). */
export async function categoryWithDescendants(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM categories WHERE id IN (${intList(ids)})
      UNION
      SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
    )
    SELECT id FROM tree`);
  return rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
}

/** standards.code_normalized folded like normalizeStandardCode (tolerates seeds that keep '/' in it; the table is small). */
const STANDARD_NORM = sql`regexp_replace(lower(s.code_normalized), '[[:space:]/_—–-]+', '', 'g')`;

/** The keyword condition and rank expression for one classified query. */
export type KeywordPlan = {
  where: SQL;
  rank: SQL | null;
  similarity?: SQL;
  closeness?: SQL;
  /**
   * A CAS or formula reading with its catalogue-number variants: without filters, its relevance page is one prepared
   * statement (RANKED_BY), whose text does not change with the keyword.
   */
  identifier?: { column: IdentifierColumn; value: string; codes: readonly [string, string] };
};
export type IdentifierColumn = 'cas' | 'formula_hill';

/** The catalogue-number condition every identifier-like query also tries. */
function codeCondition(q: ClassifiedQuery): SQL | null {
  if (!q.raw || /\s/.test(q.raw) || q.raw.length > 40) return null;
  const variants = Array.from(new Set(codeVariants(q.raw)));
  return sql`p.code IN (${sql.join(
    variants.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** A keyword as typed and as a normalised catalogue number. */
const codeVariants = (raw: string): [string, string] => [raw, normalizeCode(raw)];

/** Name matching for text queries: every term must match (tokens via GIN, substring via LIKE). */
function textCondition(normalized: string): SQL | null {
  const terms = queryTerms(normalized);
  if (!terms.length) return null;
  const parts: SQL[] = [];
  for (const t of terms) {
    if (t.tokens.length) parts.push(sql`p.search_tokens @> ${textArray(t.tokens)}`);
    if (t.like) parts.push(sql`p.search_text LIKE ${`%${likeEscape(t.like)}%`}`);
  }
  return sql.join(parts, sql` AND `);
}

/** Exact name (any part of search_text equals the query) → 1, a part starts with it → 2, else 3. */
function nameRank(normalized: string): SQL {
  const sep = SEARCH_TEXT_SEPARATOR;
  const exact = `%${sep}${likeEscape(normalized)}${sep}%`;
  const prefixFirst = `${likeEscape(normalized)}%`;
  const prefixAny = `%${sep}${likeEscape(normalized)}%`;
  return sql`CASE
    WHEN (${sep} || p.search_text || ${sep}) LIKE ${exact} THEN 1
    WHEN p.search_text LIKE ${prefixFirst} OR p.search_text LIKE ${prefixAny} THEN 2
    ELSE 3 END`;
}

export function keywordPlan(q: ClassifiedQuery): KeywordPlan | null {
  const code = codeCondition(q);
  const withCode = (cond: SQL, column?: IdentifierColumn): KeywordPlan => ({
    where: code ? sql`(${code} OR ${cond})` : cond,
    rank: code ? sql`CASE WHEN ${code} THEN 0 ELSE 1 END` : null,
    ...(code && column ? { identifier: { column, value: q.normalized, codes: codeVariants(q.raw) } } : {}),
  });
  switch (q.kind) {
    case 'cas':
      return withCode(sql`p.cas = ${q.normalized}`, 'cas');
    case 'casInvalid':
      // Only a catalogue number can still match; the hint proposes the corrected CAS.
      return code ? { where: code, rank: null } : { where: sql`FALSE`, rank: null };
    case 'formula':
      return withCode(sql`p.formula_hill = ${q.normalized}`, 'formula_hill');
    case 'inchikey':
      return withCode(
        q.block
          ? sql`(p.inchi_key >= ${`${q.normalized}-`} AND p.inchi_key < ${`${q.normalized}.`})`
          : sql`p.inchi_key = ${q.normalized}`,
      );
    case 'standard': {
      const norm = q.normalized;
      return withCode(sql`p.id IN (
        SELECT sp.product_id FROM standard_products sp JOIN standards s ON s.id = sp.standard_id
        WHERE ${STANDARD_NORM} = ${norm} OR ${STANDARD_NORM} LIKE ${`${likeEscape(norm)}.%`})`);
    }
    case 'code':
    case 'text': {
      const norm = q.kind === 'code' ? normalizeText(q.raw) : q.normalized;
      const text = textCondition(norm);
      if (!text && !code) return null;
      const where = code && text ? sql`(${code} OR (${text}))` : (code ?? text)!;
      const rank = code ? sql`CASE WHEN ${code} THEN 0 ELSE ${nameRank(norm)} END` : nameRank(norm);
      // Within a tier, names closer in length to the query first (对乙酰氨基酚 before 对乙酰氨基酚杂质K).
      const closeness = hasCjk(norm) ? sql`length(coalesce(p.name_zh, p.name_en))` : sql`length(p.name_en)`;
      return { where, rank, closeness };
    }
  }
}

/** Fuzzy fallback (typos) on Latin text: pg_trgm word similarity, served by the trigram index on search_text. */
export function fuzzyPlan(q: ClassifiedQuery): KeywordPlan | null {
  const norm = q.kind === 'code' ? normalizeText(q.raw) : q.normalized;
  if (!norm || hasCjk(norm) || norm.length < 4 || norm.length > 60) return null;
  // Numbers without letters (a mistyped CAS or lot number) have no useful "near" spelling: trigram
  // similarity on digits only finds unrelated products ("10390-3" → Maxacalcitol).
  if (!/[a-z]/i.test(norm)) return null;
  return {
    where: sql`${norm} <% p.search_text`,
    rank: null,
    similarity: sql`word_similarity(${norm}, p.search_text)`,
  };
}

export function orderBy(sort: ProductSort, plan: KeywordPlan | null): SQL {
  const name = sql`lower(p.name_en) ASC, p.id ASC`;
  switch (sort) {
    case 'relevance':
      if (plan?.similarity) return sql`${plan.similarity} DESC, ${name}`;
      if (plan?.rank && plan.closeness) return sql`${plan.rank} ASC, ${plan.closeness} ASC, ${name}`;
      return plan?.rank ? sql`${plan.rank} ASC, ${name}` : name;
    case 'name_asc':
      return name;
    case 'name_desc':
      return sql`lower(p.name_en) DESC, p.id DESC`;
    case 'mw_asc':
      return sql`p.molecular_weight ASC NULLS LAST, p.id ASC`;
    case 'mw_desc':
      return sql`p.molecular_weight DESC NULLS LAST, p.id DESC NULLS LAST`;
    case 'newest':
    default:
      return sql`p.created_at DESC, p.id DESC`;
  }
}

/**
 * Statements prepared once per connection and then only executed: no parse and no plan per call.
 *
 * Planning the goods page's one statement (seven subqueries) costs PGlite several times more than executing it
 * (EXPLAIN ANALYZE on the 100k bench catalogue), and a first render pays it on every product nobody opened lately.
 * Prepared, PostgreSQL plans it for the first five executions and then keeps a generic plan (every subquery is an
 * index lookup by the id, so the generic plan is the custom one) and planning all but disappears
 * (docs/decisions/0015-crawler-scale.md; measured in docs/investigations/crawler-scale.md, pass 2).
 *
 *   - node-postgres (a Pool): a named query (`{ name, text, values }`); pg prepares it on each pooled connection
 *     the first time that connection runs it, and reuses it after (a connection that lost it runs the text unnamed).
 *   - PGlite (one session): `PREPARE name(types) AS text` once, then `EXECUTE name(…)` with the parameters written
 *     as literals: an `int` parameter must be a safe integer, a `text` parameter a string without NUL, written as an
 *     escape-string literal (E'…', quotes and backslashes doubled), so writing them in is exact whatever
 *     standard_conforming_strings says and cannot inject anything. A session that lost the statement (DEALLOCATE,
 *     restart) prepares it again.
 *   - anything else (a transaction object, another driver): the same text with the parameters written in, as one
 *     ordinary statement.
 *
 * Results are the driver's rows, as db.execute() would return them (json columns parsed by both drivers).
 */
import { sql } from 'drizzle-orm';
import { hasSqlState, rowsOf, type Db } from './client';

/** Parameter types: ids and limits, or text (compared with an indexed column). */
export type ParamType = 'int' | 'text';
export type Param = number | string;

export type PreparedStatement = {
  /** Unique per statement text: `[a-z_][a-z0-9_]*`. */
  name: string;
  /** The SQL with $1, $2 … placeholders. */
  text: string;
  /** Types of the placeholders, in order (for PREPARE). */
  types: readonly ParamType[];
};

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** The text of every statement defined in this process, by name. */
const definedTexts = new Map<string, string>();
const TYPES: readonly string[] = ['int', 'text'];

/** Define a statement (validated once, at module load). */
export function prepared(name: string, text: string, types: readonly ParamType[]): PreparedStatement {
  if (!NAME.test(name)) throw new Error(`prepared statement name ${JSON.stringify(name)} must match ${NAME}`);
  if (!types.every((t) => TYPES.includes(t)))
    throw new Error(`prepared statement ${name}: bad parameter type in ${JSON.stringify(types)}`);
  const used = new Set([...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  for (let i = 1; i <= types.length; i++)
    if (!used.has(i)) throw new Error(`prepared statement ${name}: $${i} is not used`);
  if ([...used].some((n) => n < 1 || n > types.length))
    throw new Error(`prepared statement ${name}: a placeholder has no type`);
  // A session holds a statement by name: two texts under one name would run whichever was prepared first.
  const defined = definedTexts.get(name);
  if (defined !== undefined && defined !== text)
    throw new Error(`prepared statement ${name} is already defined with another text`);
  definedTexts.set(name, text);
  return { name, text, types };
}

/** The parameters as SQL literals (checked against their types: they may be written into the statement). */
function literals(st: PreparedStatement, params: readonly Param[]): string[] {
  if (params.length !== st.types.length)
    throw new Error(`prepared statement ${st.name}: ${params.length} parameters for ${st.types.length}`);
  return params.map((p, i) => {
    if (st.types[i] === 'int') {
      if (typeof p !== 'number' || !Number.isSafeInteger(p))
        throw new Error(`prepared statement ${st.name}: parameter ${String(p)} is not a safe integer`);
      return String(p);
    }
    if (typeof p !== 'string' || p.includes('\0'))
      throw new Error(`prepared statement ${st.name}: parameter $${i + 1} is not text without NUL`);
    return `E'${p.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  });
}

/** The text with the parameters written in ($10 before $1). */
export function inlined(st: PreparedStatement, params: readonly Param[]): string {
  const lit = literals(st, params);
  return st.text.replace(/\$(\d+)/g, (_, n: string) => lit[Number(n) - 1]!);
}

type PgPoolLike = {
  query: ((q: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>) &
    ((text: string, values: unknown[]) => Promise<{ rows: unknown[] }>);
  totalCount?: number;
};
type PgliteLike = {
  query: (q: string) => Promise<{ rows: unknown[] }>;
  exec: (q: string) => Promise<{ rows: unknown[] }[]>;
  waitReady?: Promise<void>;
};

/** PGlite sessions that hold a statement, per statement name. */
const preparedIn = new Map<string, WeakSet<object>>();

function isPglite(client: unknown): client is PgliteLike {
  return (
    !!client &&
    typeof client === 'object' &&
    'exec' in client &&
    'waitReady' in client &&
    typeof (client as PgliteLike).query === 'function'
  );
}

function isPgPool(client: unknown): client is PgPoolLike {
  return (
    !!client &&
    typeof client === 'object' &&
    'totalCount' in client &&
    typeof (client as PgPoolLike).query === 'function'
  );
}

async function preparePglite(client: PgliteLike, st: PreparedStatement): Promise<void> {
  try {
    await client.exec(`PREPARE ${st.name}(${st.types.join(', ')}) AS ${st.text}`);
  } catch (err) {
    // 42P05 duplicate_prepared_statement: prepared already (by a concurrent first call).
    if (!hasSqlState(err, '42P05')) throw err;
  }
  let set = preparedIn.get(st.name);
  if (!set) preparedIn.set(st.name, (set = new WeakSet()));
  set.add(client);
}

/** Execute a prepared statement; rows as the driver returns them. */
export async function executePrepared<T>(db: Db, st: PreparedStatement, params: readonly Param[]): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (isPgPool(client)) {
    literals(st, params);
    try {
      return (await client.query({ name: st.name, text: st.text, values: [...params] })).rows as T[];
    } catch (err) {
      // 26000: the connection lost the statement behind pg's back (DEALLOCATE, a pooler between us and the server);
      // pg still believes it is prepared there, so this call runs it unnamed.
      if (!hasSqlState(err, '26000')) throw err;
      return (await client.query(st.text, [...params])).rows as T[];
    }
  }
  if (isPglite(client)) {
    // The parameters are literals already: the simple protocol (exec) runs it in one message where query() sends
    // parse, bind, describe, execute and sync, each a round trip into WebAssembly (docs/decisions/0015).
    const execute = `EXECUTE ${st.name}(${literals(st, params).join(', ')})`;
    const run = async () => ((await client.exec(execute)).at(-1)?.rows ?? []) as T[];
    if (!preparedIn.get(st.name)?.has(client)) await preparePglite(client, st);
    try {
      return await run();
    } catch (err) {
      // 26000 invalid_sql_statement_name: the session lost it (DEALLOCATE ALL, DISCARD ALL).
      if (!hasSqlState(err, '26000')) throw err;
      await preparePglite(client, st);
      return await run();
    }
  }
  return rowsOf<T>(await db.execute(sql.raw(inlined(st, params))));
}

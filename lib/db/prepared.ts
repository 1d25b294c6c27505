/**
 * Statements prepared once per connection and then only executed: no parse and no plan per call.
 *
 * The goods page's one statement (seven subqueries) took 1.6–5 ms to PLAN and 0.5–0.7 ms to execute on PGlite
 * (EXPLAIN ANALYZE on the 100k bench catalogue); a first render pays that on every product nobody opened lately.
 * Prepared, PostgreSQL plans it for the first five executions and then keeps a generic plan (every subquery is an
 * index lookup by the id, so the generic plan is the custom one): planning 0.03 ms.
 *
 *   - node-postgres (a Pool): a named query (`{ name, text, values }`); pg prepares it on each pooled connection
 *     the first time that connection runs it, and reuses it after (a connection that lost it runs the text unnamed).
 *   - PGlite (one session): `PREPARE name(types) AS text` once, then `EXECUTE name(…)` with the parameters written
 *     as literals. Only safe integers are accepted as parameters (ids), so writing them into the text is exact and
 *     cannot inject anything. A session that lost the statement (DEALLOCATE, restart) prepares it again.
 *   - anything else (a transaction object, another driver): the same text with the integers written in, as one
 *     ordinary statement.
 *
 * Results are the driver's rows, as db.execute() would return them (json columns parsed by both drivers).
 */
import { sql } from 'drizzle-orm';
import { hasSqlState, rowsOf, type Db } from './client';

export type PreparedStatement = {
  /** Unique per statement text: `[a-z_][a-z0-9_]*`. */
  name: string;
  /** The SQL with $1, $2 … placeholders. */
  text: string;
  /** PostgreSQL types of the placeholders, in order (for PREPARE), e.g. ['int']. */
  types: readonly string[];
};

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const TYPE = /^[a-z][a-z0-9_ ]*$/;

/** Define a statement (validated once, at module load). */
export function prepared(name: string, text: string, types: readonly string[]): PreparedStatement {
  if (!NAME.test(name)) throw new Error(`prepared statement name ${JSON.stringify(name)} must match ${NAME}`);
  if (!types.every((t) => TYPE.test(t))) throw new Error(`prepared statement ${name}: bad parameter type in ${JSON.stringify(types)}`);
  const used = new Set([...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  for (let i = 1; i <= types.length; i++) if (!used.has(i)) throw new Error(`prepared statement ${name}: $${i} is not used`);
  if ([...used].some((n) => n < 1 || n > types.length)) throw new Error(`prepared statement ${name}: a placeholder has no type`);
  return { name, text, types };
}

/** Parameters are ids: safe integers only (they may be written into the statement as literals). */
function literals(st: PreparedStatement, params: readonly number[]): string[] {
  if (params.length !== st.types.length) throw new Error(`prepared statement ${st.name}: ${params.length} parameters for ${st.types.length}`);
  return params.map((p) => {
    if (!Number.isSafeInteger(p)) throw new Error(`prepared statement ${st.name}: parameter ${String(p)} is not a safe integer`);
    return String(p);
  });
}

/** The text with the parameters written in ($10 before $1). */
export function inlined(st: PreparedStatement, params: readonly number[]): string {
  const lit = literals(st, params);
  return st.text.replace(/\$(\d+)/g, (_, n: string) => lit[Number(n) - 1]!);
}

type PgPoolLike = {
  query: ((q: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>) & ((text: string, values: unknown[]) => Promise<{ rows: unknown[] }>);
  totalCount?: number;
};
type PgliteLike = { query: (q: string) => Promise<{ rows: unknown[] }>; exec: (q: string) => Promise<unknown>; waitReady?: Promise<void> };

/** PGlite sessions that hold a statement, per statement name. */
const preparedIn = new Map<string, WeakSet<object>>();

function isPglite(client: unknown): client is PgliteLike {
  return !!client && typeof client === 'object' && 'exec' in client && 'waitReady' in client && typeof (client as PgliteLike).query === 'function';
}

function isPgPool(client: unknown): client is PgPoolLike {
  return !!client && typeof client === 'object' && 'totalCount' in client && typeof (client as PgPoolLike).query === 'function';
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

/** Execute a prepared statement with integer parameters; rows as the driver returns them. */
export async function executePrepared<T>(db: Db, st: PreparedStatement, params: readonly number[]): Promise<T[]> {
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
    const execute = `EXECUTE ${st.name}(${literals(st, params).join(', ')})`;
    if (!preparedIn.get(st.name)?.has(client)) await preparePglite(client, st);
    try {
      return (await client.query(execute)).rows as T[];
    } catch (err) {
      // 26000 invalid_sql_statement_name: the session lost it (DEALLOCATE ALL, DISCARD ALL).
      if (!hasSqlState(err, '26000')) throw err;
      await preparePglite(client, st);
      return (await client.query(execute)).rows as T[];
    }
  }
  return rowsOf<T>(await db.execute(sql.raw(inlined(st, params))));
}

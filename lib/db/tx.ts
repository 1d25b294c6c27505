/**
 * Transactions with a typed handle. The handle drizzle passes to the callback (a PgTransaction) is a `Db`, so domain
 * functions that take a Db run inside the transaction unchanged, and a nested withTransaction opens a savepoint.
 * One helper instead of a cast of the handle at every call (issue 33).
 */
import type { Db } from './client';

export type TransactionConfig = Parameters<Db['transaction']>[1];

export function withTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>, config?: TransactionConfig): Promise<T> {
  return db.transaction((tx) => fn(tx), config);
}

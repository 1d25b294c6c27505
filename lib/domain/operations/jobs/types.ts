/**
 * The jobs module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */

export type PgliteLike = {
  exec(sql: string): Promise<{ rows: unknown[]; affectedRows?: number }[]>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
};

export type JobsTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; raw: PgliteLike };

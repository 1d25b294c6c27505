/**
 * The tracking module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */

export type AccessEntry = {
  page: string;
  referrer?: string | null;
  userId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
};

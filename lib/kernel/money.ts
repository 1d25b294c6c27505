/**
 * Money in fen (分, integer). The database stores yuan as numeric(12,2); drizzle hands them over as JS numbers
 * close to the decimal, so every sum, product and comparison is done on integer fen — toFen() when reading,
 * fenToYuan() when writing — never on JS floats. Display formatting (¥1,234.00) is the catalogue's formatPrice().
 */

/** A yuan amount from a numeric(12,2) column as exact fen. */
export const toFen = (yuan: number): number => Math.round(yuan * 100);

/** Fen as the decimal the numeric column stores (1234 → 12.34, exactly representable to two places). */
export const fenToYuan = (fen: number): number => Number((fen / 100).toFixed(2));

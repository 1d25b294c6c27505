/**
 * The one Drizzle schema (PostgreSQL dialect) for the whole mall, one file per area; import it as `@/lib/db/schema`.
 * drizzle-kit generates the committed migrations in lib/db/migrations from this index (drizzle.config.ts).
 *
 * Areas: catalogue · methods/standards · content · accounts · commerce · restricted chemicals · after-sales ·
 * operations · standards ledger.
 */
export * from './catalog';
export * from './methods';
export * from './content';
export * from './accounts';
export * from './commerce';
export * from './restricted';
export * from './after-sales';
export * from './operations';
export * from './ledger';

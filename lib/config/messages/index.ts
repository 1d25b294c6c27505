/**
 * Every user-facing message of spec §5 (validation) and §8 (errors and successes), in one place: this folder, one
 * file per area, all re-exported here. Import from `@/lib/config/messages`; add a text to its area's file, never
 * inline. Where the spec gives the Chinese text, it is used word for word.
 *
 * One module per area lets the bundler ship only the areas a page imports (the console's texts stay out of the
 * storefront): docs/investigations/fresh-clone.md.
 */

export * from './core';
export * from './catalog';
export * from './accounts';
export * from './commerce';
export * from './after-sale';
export * from './console';

/**
 * Every business constant and limit of spec §9, in one place: this folder, one file per area, all re-exported here.
 * Import from `@/lib/config/constants`; never repeat one of these numbers elsewhere.
 */

export * from './client';
export * from './accounts';
export * from './search';
export * from './site';
export * from './commerce';
export * from './operations';

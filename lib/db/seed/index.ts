/** The seed: demo catalogue, benchmark catalogue, reset. Used by scripts/seed.ts and the API tests. */
export { seedDemo, type SeedDemoOptions, type SeedDemoReport } from './demo';
export { resetCatalogue, productCount, CATALOGUE_TABLES } from './reset';
export { recountCatalogue } from './util';
export { seedAccounts, DEMO_BUYER, type SeedAccountsReport } from './accounts';

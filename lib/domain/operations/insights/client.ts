/**
 * lib/domain/operations/insights: what code running in the browser may import from this module (no server-only files behind it).
 * Server code imports ./index.ts.
 */
export { SEARCH_GROUP_KEYS } from './kinds';

/**
 * lib/domain/operations/tracking: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { recordAccess } from './access-log';

export type { AccessEntry } from './types';

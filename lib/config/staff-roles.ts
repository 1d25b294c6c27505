/** Staff roles of the operations console (browser-safe; lib/db/schema/operations.ts types its column with them). */
export const STAFF_ROLES = ['admin', 'ops', 'finance', 'warehouse'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

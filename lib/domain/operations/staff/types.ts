/** The data types of this module that pages and components share (types only: safe in the browser). */

export type { StaffRole } from '@/lib/db/schema';

/** The data types of this module that pages and components share (types only: safe in the browser). */

export type { OrderStatus } from '@/lib/db/schema';

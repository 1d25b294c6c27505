/**
 * The staff (console) endpoints: one group per area, merged here and into the one table (../index.ts) under the
 * `staff.` prefix. Every endpoint names its area (lib/domain/operations/staff/areas.ts); tests/api/console-auth.test.ts
 * walks them with every role and a buyer.
 */
import { authEndpoints } from './auth';
import { systemEndpoints } from './system';
import { orderEndpoints } from './orders';
import { inquiryEndpoints } from './inquiries';
import { serviceEndpoints } from './service';
import { refundEndpoints } from './refunds';
import { catalogEndpoints } from './catalog';
import { contentEndpoints } from './content';
import { insightEndpoints } from './insights';
import { licenceConsoleEndpoints } from './licences';
import { ledgerEndpoints } from './ledger';

export const staffEndpoints = {
  ...authEndpoints,
  ...systemEndpoints,
  ...orderEndpoints,
  ...inquiryEndpoints,
  ...serviceEndpoints,
  ...refundEndpoints,
  ...catalogEndpoints,
  ...contentEndpoints,
  ...insightEndpoints,
  ...licenceConsoleEndpoints,
  ...ledgerEndpoints,
} as const;

export type StaffEndpoints = typeof staffEndpoints;
/** A staff endpoint's name: its key in the table without the `staff.` prefix (and its audit-log action). */
export type StaffEndpointName = keyof StaffEndpoints;

/**
 * The console endpoint table: one group per area, merged here. Every endpoint names its area (lib/domain/operations/staff/areas.ts);
 * tests/api/console-roles.test.ts walks this table with every role and a buyer.
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

export const consoleEndpoints = {
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

export type ConsoleEndpoints = typeof consoleEndpoints;
export type ConsoleEndpointKey = keyof ConsoleEndpoints;

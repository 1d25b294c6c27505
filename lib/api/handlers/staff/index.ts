/** The staff (console) handlers, one map per endpoint group; `satisfies` keeps them in step with the endpoint table. */
import type { StaffEndpoints } from '../../endpoints/staff';
import type { HandlerMap } from '../../context';
import { authHandlers } from './auth';
import { systemHandlers } from './system';
import { orderHandlers } from './orders';
import { inquiryHandlers } from './inquiries';
import { serviceHandlers } from './service';
import { refundHandlers } from './refunds';
import { catalogHandlers } from './catalog';
import { contentHandlers } from './content';
import { insightHandlers } from './insights';
import { licenceConsoleHandlers } from './licences';
import { ledgerHandlers } from './ledger';

export const staffHandlers = {
  ...authHandlers,
  ...systemHandlers,
  ...orderHandlers,
  ...inquiryHandlers,
  ...serviceHandlers,
  ...refundHandlers,
  ...catalogHandlers,
  ...contentHandlers,
  ...insightHandlers,
  ...licenceConsoleHandlers,
  ...ledgerHandlers,
} satisfies HandlerMap<StaffEndpoints>;

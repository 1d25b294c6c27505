import 'server-only';
import type { HandlerMap } from '../context';
import { invoiceEndpoints } from '../endpoints/invoices';

export const invoiceHandlers: HandlerMap<typeof invoiceEndpoints> = {};

/** Console handlers: inquiries and custom requests (quote, reject). */
import type { ConsoleHandlerMap } from '../context';
import type { inquiryEndpoints } from '../endpoints/inquiries';

export const inquiryHandlers: ConsoleHandlerMap<typeof inquiryEndpoints> = {};

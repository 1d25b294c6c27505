/** Console endpoints: inquiries and custom requests (quote, reject). */
import type { ConsoleEndpointDef } from '../define';

export const inquiryEndpoints = {} as const satisfies Record<string, ConsoleEndpointDef>;

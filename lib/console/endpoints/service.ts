/** Console endpoints: after-sales, invoices, credit, verifications, feedback. */
import type { ConsoleEndpointDef } from '../define';

export const serviceEndpoints = {} as const satisfies Record<string, ConsoleEndpointDef>;

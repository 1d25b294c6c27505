/** Console endpoints: insights (orders, revenue, searches, conversion). */
import type { ConsoleEndpointDef } from '../define';

export const insightEndpoints = {} as const satisfies Record<string, ConsoleEndpointDef>;

/** Console endpoints: orders (list, detail, confirm/reject transfer, ship, cancel). */
import type { ConsoleEndpointDef } from '../define';

export const orderEndpoints = {} as const satisfies Record<string, ConsoleEndpointDef>;

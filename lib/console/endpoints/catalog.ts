/** Console endpoints: catalogue (products, packages, lots, COA) and imports. */
import type { ConsoleEndpointDef } from '../define';

export const catalogEndpoints = {} as const satisfies Record<string, ConsoleEndpointDef>;

/** Console endpoints: content (news, help, banners, methods, standards). */
import type { ConsoleEndpointDef } from '../define';

export const contentEndpoints = {} as const satisfies Record<string, ConsoleEndpointDef>;

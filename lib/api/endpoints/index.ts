/**
 * The one typed endpoint table: the server router dispatches on it and the browser client calls through it.
 * Each area keeps its group in its own file; later issues add groups here.
 */
import { catalogEndpoints } from './catalog';

export const endpoints = {
  ...catalogEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

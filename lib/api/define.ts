/**
 * Endpoint definitions shared by the server router and the browser client.
 * This module must stay free of server-only imports.
 */
import type { z } from 'zod';

export type Service = 'user' | 'order' | 'product' | 'news';

/** The four service bases of spec §7. */
export const SERVICE_BASE: Record<Service, string> = {
  user: '/mall/user/api',
  order: '/mall/shopping/order/api',
  product: '/mall/shopping/product/api',
  news: '/mall/operation/news',
};

export type Auth = 'none' | 'optional' | 'user' | 'staff';

export type EndpointDef<I extends z.ZodType = z.ZodType, O = unknown> = {
  service: Service;
  method: 'GET' | 'POST';
  /** Path below the service base; `{name}` segments become input fields. */
  path: string;
  input: I;
  auth?: Auth;
  /** The body is multipart form data (uploads) or url-encoded form. */
  body?: 'json' | 'form' | 'multipart';
  /** Client timeout override in ms (uploads use the 16 s reading). */
  timeoutMs?: number;
  /** Phantom field carrying the output type. */
  readonly __out?: O;
};

/** `endpoint<Output>()({ ... })`: the output type is given, the input type is inferred from the zod schema. */
export function endpoint<O>() {
  return <I extends z.ZodType>(def: Omit<EndpointDef<I, O>, '__out'>): EndpointDef<I, O> => def as EndpointDef<I, O>;
}

export type InputOf<E> = E extends EndpointDef<infer I, unknown> ? z.input<I> : never;
export type ParsedInputOf<E> = E extends EndpointDef<infer I, unknown> ? z.output<I> : never;
export type OutputOf<E> = E extends EndpointDef<z.ZodType, infer O> ? O : never;

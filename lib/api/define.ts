/**
 * The endpoint definitions shared by the server router and the browser clients: one table (./endpoints) whose entries
 * each name their audience. A `buyer` endpoint is a spec §7 call under one of the four service bases, guarded by
 * `auth`; a `staff` endpoint is a console call under /console/api, guarded by `access` (the console area whose roles
 * may call it, lib/domain/operations/staff/areas.ts), and its successful POSTs are written to the audit log.
 * This module must stay free of server-only imports.
 */
import type { z } from 'zod';
import type { Area } from '@/lib/domain/operations/staff';

export type Audience = 'buyer' | 'staff';

export type Service = 'user' | 'order' | 'product' | 'news' | 'console';

/** The four service bases of spec §7, and the console's. */
export const SERVICE_BASE: Record<Service, string> = {
  user: '/mall/user/api',
  order: '/mall/shopping/order/api',
  product: '/mall/shopping/product/api',
  news: '/mall/operation/news',
  console: '/console/api',
};

export type Auth = 'none' | 'optional' | 'user' | 'staff';

/** A console area, or `public` (no session: login) or `mfa` (a session past its password, not yet its TOTP code). */
export type StaffAccess = Area | 'public' | 'mfa';

type Common<I extends z.ZodType, O> = {
  service: Service;
  method: 'GET' | 'POST';
  /** Path below the service base; `{name}` segments become input fields. */
  path: string;
  input: I;
  /** The body is multipart form data (uploads) or url-encoded form. */
  body?: 'json' | 'form' | 'multipart';
  /** Client timeout override in ms (uploads use the 16 s reading). */
  timeoutMs?: number;
  /** Phantom field carrying the output type. */
  readonly __out?: O;
};

export type BuyerEndpointDef<I extends z.ZodType = z.ZodType, O = unknown> = Common<I, O> & {
  /** Always set by `endpoint()`; optional in the type so a bare spec-§7 definition (tests, tools) still reads as one. */
  audience?: 'buyer';
  auth?: Auth;
};

export type StaffEndpointDef<I extends z.ZodType = z.ZodType, O = unknown> = Common<I, O> & {
  audience: 'staff';
  service: 'console';
  access: StaffAccess;
  /** Entity name written to the audit log for POST calls (defaults to the endpoint group's name). */
  entity?: string;
};

export type EndpointDef<I extends z.ZodType = z.ZodType, O = unknown> = BuyerEndpointDef<I, O> | StaffEndpointDef<I, O>;

/** `endpoint<Output>()({ ... })`: a buyer endpoint; the output type is given, the input type inferred from zod. */
export function endpoint<O>() {
  return <I extends z.ZodType>(def: Omit<BuyerEndpointDef<I, O>, '__out' | 'audience'>): BuyerEndpointDef<I, O> =>
    ({ audience: 'buyer', ...def }) as BuyerEndpointDef<I, O>;
}

/** `staffEndpoint<Output>()({ ... })`: a console endpoint under /console/api. */
export function staffEndpoint<O>() {
  return <I extends z.ZodType>(
    def: Omit<StaffEndpointDef<I, O>, '__out' | 'audience' | 'service'>,
  ): StaffEndpointDef<I, O> => ({ audience: 'staff', service: 'console', ...def }) as StaffEndpointDef<I, O>;
}

export type InputOf<E> = E extends { input: infer I extends z.ZodType } ? z.input<I> : never;
export type ParsedInputOf<E> = E extends { input: infer I extends z.ZodType } ? z.output<I> : never;
export type OutputOf<E> = E extends EndpointDef<z.ZodType, infer O> ? O : never;

/** Staff endpoints sit in the one table under `staff.<name>`; the name alone is their audit-log action. */
export const STAFF_PREFIX = 'staff.';
export type WithPrefix<P extends string, T> = { [K in keyof T as `${P}${K & string}`]: T[K] };

/** The same entries under prefixed keys (for merging groups whose names overlap into one table). */
export function withPrefix<P extends string, T extends Record<string, unknown>>(prefix: P, table: T): WithPrefix<P, T> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [prefix + k, v])) as WithPrefix<P, T>;
}

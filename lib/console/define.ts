/**
 * Console endpoint definitions: like the storefront's table (lib/api/define.ts) but each endpoint names the console
 * area whose roles may call it. `public` endpoints need no session (login); `mfa` ones accept a session that has
 * passed the password but not yet the TOTP code. Browser-safe: the client builds requests from the path alone.
 */
import { z } from 'zod';
import type { Area } from '../domain/operations/staff';

// In the browser the console client imports this table (with its schemas) but never parses with it. zod 4 probes
// `new Function` when it builds an object schema (its JIT fast path), which the Content-Security-Policy forbids and
// reports; jitless mode skips the probe. Evaluated before any endpoint module builds a schema (they import this).
if (typeof window !== 'undefined') z.config({ jitless: true });

export type ConsoleAccess = Area | 'public' | 'mfa';

export type ConsoleEndpointDef<I extends z.ZodType = z.ZodType, O = unknown> = {
  method: 'GET' | 'POST';
  /** Path below /console/api; `{name}` segments become input fields. */
  path: string;
  input: I;
  access: ConsoleAccess;
  /** The body is multipart form data (file uploads). */
  body?: 'json' | 'multipart';
  /** Entity name written to the audit log for POST calls (defaults to the endpoint group's name). */
  entity?: string;
  readonly __out?: O;
};

export function consoleEndpoint<O>() {
  return <I extends z.ZodType>(def: Omit<ConsoleEndpointDef<I, O>, '__out'>): ConsoleEndpointDef<I, O> =>
    def as ConsoleEndpointDef<I, O>;
}

export type ConsoleInputOf<E> = E extends ConsoleEndpointDef<infer I, unknown> ? z.input<I> : never;
export type ConsoleParsedInputOf<E> = E extends ConsoleEndpointDef<infer I, unknown> ? z.output<I> : never;
export type ConsoleOutputOf<E> = E extends ConsoleEndpointDef<z.ZodType, infer O> ? O : never;

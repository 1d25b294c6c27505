/** Server-side request context handed to every endpoint handler. */
import type { Db } from '@/lib/db/client';
import type { EndpointDef, OutputOf, ParsedInputOf } from './define';
import { SessionError } from './errors';
import type { SessionUser } from '@/lib/domain/accounts/auth';
export type { SessionUser } from '@/lib/domain/accounts/auth';

import type { Paging } from '@/lib/kernel/paging';
export type { Paging } from '@/lib/kernel/paging';

export type Ctx = {
  db: Db;
  user: SessionUser | null;
  token: string | null;
  paging: Paging;
  req: Request;
  ip: string;
};

/** The logged-in buyer's id; a call without a session is refused with code -1 (SessionError). */
export function uid(ctx: Ctx): number {
  if (!ctx.user) throw new SessionError();
  return ctx.user.id;
}

/** A page of a list plus the total: the router puts the total in the envelope's totalCount. */
export type Paged<T> = { __paged: true; list: T; total: number };
export const paged = <T>(list: T, total: number): Paged<T> => ({ __paged: true, list, total });
export const isPaged = (v: unknown): v is Paged<unknown> =>
  typeof v === 'object' && v !== null && (v as Paged<unknown>).__paged === true;

export type Handler<E extends EndpointDef> = (
  input: ParsedInputOf<E>,
  ctx: Ctx,
) => Promise<OutputOf<E> | Paged<OutputOf<E>>> | OutputOf<E> | Paged<OutputOf<E>>;

/** A handler per endpoint of an endpoint group, checked against the group's definitions. */
export type HandlerMap<T extends Record<string, EndpointDef>> = { [K in keyof T]: Handler<T[K]> };

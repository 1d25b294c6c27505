/** Server-side request context handed to every endpoint handler: a buyer call's Ctx, a staff call's StaffCtx. */
import type { Db } from '@/lib/db/client';
import type { StaffSession } from '@/lib/domain/operations/staff';
import { CONSOLE_MSG } from '@/lib/config/messages';
import type { EndpointDef, OutputOf, ParsedInputOf, StaffEndpointDef } from './define';
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

/** What a staff call changed, for its audit row (the router writes one per successful POST). */
export type AuditInfo = { entity?: string; entityId?: string | number | null; before?: unknown; after?: unknown };

export type StaffCtx = {
  db: Db;
  /** The staff member (a full session) for every endpoint but `public` ones; a 'password'-stage one for `mfa`. */
  staff: StaffSession | null;
  token: string | null;
  ip: string;
  req: Request;
  paging: Paging;
  /** Tell the audit log which record changed and how. */
  audit: (info: AuditInfo) => void;
  /** Set (token) or clear (null) the console session cookie on the response. */
  setSessionCookie: (token: string | null, expiresAt?: Date) => void;
};

/** The logged-in buyer's id; a call without a session is refused with code -1 (SessionError). */
export function uid(ctx: Ctx): number {
  if (!ctx.user) throw new SessionError();
  return ctx.user.id;
}

/** The staff member of a call whose endpoint requires one (the router has checked it already). */
export function staffOf(ctx: StaffCtx): StaffSession {
  if (!ctx.staff) throw new SessionError(CONSOLE_MSG.needLogin);
  return ctx.staff;
}

/** A page of a list plus the total: the router puts the total in the envelope's totalCount. */
export type Paged<T> = { __paged: true; list: T; total: number };
export const paged = <T>(list: T, total: number): Paged<T> => ({ __paged: true, list, total });
export const isPaged = (v: unknown): v is Paged<unknown> =>
  typeof v === 'object' && v !== null && (v as Paged<unknown>).__paged === true;

/** The context of an endpoint's calls: StaffCtx for the console's, Ctx for the buyer's. */
export type CtxOf<E> = E extends StaffEndpointDef ? StaffCtx : Ctx;

export type Handler<E extends EndpointDef> = (
  input: ParsedInputOf<E>,
  ctx: CtxOf<E>,
) => Promise<OutputOf<E> | Paged<OutputOf<E>> | Response> | OutputOf<E> | Paged<OutputOf<E>> | Response;

/** A handler per endpoint of an endpoint group, checked against the group's definitions. */
export type HandlerMap<T extends Record<string, EndpointDef>> = { [K in keyof T]: Handler<T[K]> };

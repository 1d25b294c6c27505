/** Server-side context of a console API call. */
import type { Db } from '@/lib/db/client';
import type { StaffSession } from '@/lib/domain/operations/staff';
import { SessionError } from '@/lib/api/errors';
import { CONSOLE_MSG } from '@/lib/config/messages';
import type { ConsoleEndpointDef, ConsoleOutputOf, ConsoleParsedInputOf } from './define';

export type AuditInfo = { entity?: string; entityId?: string | number | null; before?: unknown; after?: unknown };

export type ConsoleCtx = {
  db: Db;
  /** The staff member (a full session) for every endpoint but `public` ones; a 'password'-stage one for `mfa`. */
  staff: StaffSession | null;
  token: string | null;
  ip: string;
  req: Request;
  paging: { pageNo: number; pageSize: number; offset: number };
  /** Tell the audit log which record changed and how (the router writes one row per successful POST). */
  audit: (info: AuditInfo) => void;
  /** Set (token) or clear (null) the console session cookie on the response. */
  setSessionCookie: (token: string | null, expiresAt?: Date) => void;
};

/** The staff member of a call whose endpoint requires one (the router has checked it already). */
export function staffOf(ctx: ConsoleCtx): StaffSession {
  if (!ctx.staff) throw new SessionError(CONSOLE_MSG.needLogin);
  return ctx.staff;
}

/** A page of a list plus its total (the envelope's totalCount). */
export type ConsolePaged<T> = { __paged: true; list: T; total: number };

export type ConsoleHandler<E extends ConsoleEndpointDef> = (
  input: ConsoleParsedInputOf<E>,
  ctx: ConsoleCtx,
) =>
  | Promise<ConsoleOutputOf<E> | ConsolePaged<ConsoleOutputOf<E>> | Response>
  | ConsoleOutputOf<E>
  | ConsolePaged<ConsoleOutputOf<E>>
  | Response;

export type ConsoleHandlerMap<T extends Record<string, ConsoleEndpointDef>> = { [K in keyof T]: ConsoleHandler<T[K]> };

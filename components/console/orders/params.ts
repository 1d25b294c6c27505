/**
 * The searchParams of a console list page read through the list endpoint's own zod input: one definition of what a
 * filter may be for the API and the page. A field that does not parse is dropped (a hand-edited link never errors).
 */
import { notFound } from 'next/navigation';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/errors';

export type SearchParams = Record<string, string | string[] | undefined>;

export function filtersOf<S extends z.ZodType>(schema: S, sp: SearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [k, v] of Object.entries(sp)) {
    const x = Array.isArray(v) ? v[0] : v;
    if (x !== undefined && k !== 'page') raw[k] = x;
  }
  for (let i = 0; i < 10; i++) {
    const r = schema.safeParse(raw);
    if (r.success) return r.data;
    for (const issue of r.error.issues) delete raw[String(issue.path[0])];
  }
  return schema.parse({});
}

/** The filter values as strings again, for the pager's links. */
export function linkParams(f: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(f).map(([k, v]) => [k, v === undefined || v === null || v === '' ? undefined : String(v)]),
  );
}

/** A record id from a dynamic route segment; anything else is a 404. */
export function idOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return id;
}

/** A detail read whose ApiError (record not found) becomes the 404 page. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (e) {
    if (e instanceof ApiError) notFound();
    throw e;
  }
}

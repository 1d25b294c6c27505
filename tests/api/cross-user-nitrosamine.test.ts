/**
 * Cross-user: a buyer's nitrosamine batch screens (issue 35) are that buyer's alone. The generated walk in
 * cross-user.test.ts reaches only auth-'user' endpoints by numeric ids; a screen is found by its token and its detail,
 * export and append are auth 'optional' (a guest's screen is reachable by its token), so they are probed here with A's
 * token by B and by a guest: no A marker, no A token, nothing appended, A still sees everything.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { nitrosamineScreens } from '../../lib/db/schema';
import { NITROSAMINE_MSG } from '../../lib/config/messages';
import { makeUser, type TestUser } from './cart-fixtures';

type Env<T = unknown> = { code: number; data: T; message: string; totalCount?: number };
type Chunk = { token: string; done: number; total: number };

const letters = 'abcdefghijklmnopqrstuvwxyz';
const MARK = `Qzxnitro${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * 26)]).join('')}`;

describeDb('cross-user: nitrosamine screens', (ctx) => {
  let a: TestUser;
  let b: TestUser;
  let token: string;

  const snapshotA = async () =>
    JSON.stringify(await ctx.db.select().from(nitrosamineScreens).where(eq(nitrosamineScreens.token, token)));

  beforeAll(async () => {
    a = await makeUser(ctx.db);
    b = await makeUser(ctx.db);
    // A's screen: the marker in its title and in a row's input (a keyword the catalogue does not know).
    const first = (await ctx.api(
      'product',
      'POST',
      'nitrosamine/batch',
      { title: `批次${MARK}`, total: 3, rows: ['CNC', MARK] },
      a.h,
    )) as Env<Chunk>;
    expect(first.code).toBe(1);
    token = first.data.token;
    // B's own screen, so B's list is not empty by accident.
    const own = (await ctx.api('product', 'POST', 'nitrosamine/batch', { rows: ['CCNCC'] }, b.h)) as Env<Chunk>;
    expect(own.code).toBe(1);
  });

  test('A sees the screen in the list, the detail and the export (the probe can detect a leak)', async () => {
    const list = await ctx.api('product', 'GET', 'nitrosamine/screens', undefined, a.h);
    expect(JSON.stringify(list.data)).toContain(MARK);
    expect(JSON.stringify(list.data)).toContain(token);
    const detail = await ctx.api('product', 'GET', `nitrosamine/screens/${token}`, undefined, a.h);
    expect([detail.code, JSON.stringify(detail.data).includes(MARK)]).toEqual([1, true]);
    const file = await ctx.api('product', 'GET', `nitrosamine/screens/${token}/export`, undefined, a.h);
    expect([file.code, String(file.data).includes(MARK)]).toEqual([1, true]);
  });

  test('B and a guest can neither list, see, export nor append to A’s screen; A’s screen is unchanged', async () => {
    const before = await snapshotA();
    const list = (await ctx.api('product', 'GET', 'nitrosamine/screens', undefined, b.h)) as Env<unknown[]>;
    expect(list.code).toBe(1);
    expect(list.data).toHaveLength(1);
    expect(JSON.stringify(list.data)).not.toContain(MARK);
    expect(JSON.stringify(list.data)).not.toContain(token);
    const guestList = await ctx.api('product', 'GET', 'nitrosamine/screens');
    expect(guestList.code).not.toBe(1);

    for (const [who, h] of [
      ['B', b.h],
      ['guest', {}],
    ] as const) {
      const probes = [
        await ctx.api('product', 'GET', `nitrosamine/screens/${token}`, undefined, h),
        await ctx.api('product', 'GET', `nitrosamine/screens/${token}/export`, undefined, h),
        await ctx.api('product', 'POST', 'nitrosamine/batch', { token, rows: ['CCNC'] }, h),
      ];
      for (const [i, r] of probes.entries()) {
        // Refused with the same words whether the screen exists or not (a token is not confirmed to a stranger).
        expect([who, i, r.code, r.message]).toEqual([who, i, 0, NITROSAMINE_MSG.screenNotFound]);
        expect(JSON.stringify(r.data ?? null)).not.toContain(MARK);
      }
    }
    expect(await snapshotA()).toBe(before);
    // A can still append the third row.
    const more = (await ctx.api('product', 'POST', 'nitrosamine/batch', { token, rows: ['CCNC'] }, a.h)) as Env<Chunk>;
    expect([more.code, more.data.done]).toEqual([1, 3]);
  });
});

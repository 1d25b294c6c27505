/**
 * Cache invalidation across instances (PGlite and PostgreSQL): what one instance publishes, the others' pollers
 * apply once; a process never re-applies its own events; an event whose transaction commits after a newer one is
 * still applied (identity ids are taken at INSERT, rows show at COMMIT).
 */
import { describeDb } from '../helpers/db';
import { cacheTagEvents } from '../../lib/db/schema';
import { pollOnce, pollStart, publishChange } from '../../lib/domain/catalog/products/tag-broadcast';

describeDb('cache tag broadcast', (ctx) => {
  test('other instances’ events are applied once, in order; this process’s own are skipped', async () => {
    const state = await pollStart(ctx.db);
    await ctx.db
      .insert(cacheTagEvents)
      .values({ tags: ['product:1', 'category-tree'], expireSec: 0, origin: 'instance-b' });
    await publishChange(ctx.db, ['product:2']); // this process, no page cache here: nothing owed to its poller
    await ctx.db.insert(cacheTagEvents).values({ tags: ['home'], expireSec: null, origin: 'instance-c' });
    const seen: [string[], number | null][] = [];
    await pollOnce(ctx.db, state, (tags, exp) => seen.push([tags, exp]));
    expect(seen).toEqual([
      [['product:1', 'category-tree'], 0],
      [['home'], null],
    ]);
    // Nothing new: nothing applied again.
    const again: unknown[] = [];
    expect(await pollOnce(ctx.db, state, (t) => again.push(t))).toBe(0);
    expect(again).toEqual([]);
  });

  test('an id that commits after a newer one is applied when it shows; a gap that never fills is given up', async () => {
    const state = await pollStart(ctx.db);
    // Three events; the middle one stands for a transaction still open when the poller looks (its row hidden).
    const ids: number[] = [];
    for (const origin of ['instance-b', 'instance-b', 'instance-b'])
      ids.push(
        (
          await ctx.db
            .insert(cacheTagEvents)
            .values({ tags: [`product:${900 + ids.length}`], expireSec: 0, origin })
            .returning({ id: cacheTagEvents.id })
        )[0]!.id,
      );
    const [late] = await ctx.db
      .delete(cacheTagEvents)
      .where((await import('drizzle-orm')).eq(cacheTagEvents.id, ids[1]!))
      .returning();
    const seen: string[][] = [];
    const t0 = Date.now();
    await pollOnce(ctx.db, state, (tags) => seen.push(tags), t0);
    expect(seen).toEqual([['product:900'], ['product:902']]);
    expect([...state.gaps.keys()]).toEqual([ids[1]]);
    // The late transaction commits (same id): the next poll applies it, once.
    await ctx.db.insert(cacheTagEvents).overridingSystemValue().values(late!);
    await pollOnce(ctx.db, state, (tags) => seen.push(tags), t0 + 1000);
    expect(seen).toEqual([['product:900'], ['product:902'], ['product:901']]);
    expect(state.gaps.size).toBe(0);
    expect(state.floor).toBe(ids[2]);
    // A rolled-back transaction's id never shows: waited for GAP_WAIT_MS, then the floor moves past it.
    const [gone] = await ctx.db
      .insert(cacheTagEvents)
      .values({ tags: ['product:903'], expireSec: 0, origin: 'instance-b' })
      .returning({ id: cacheTagEvents.id });
    await ctx.db.delete(cacheTagEvents).where((await import('drizzle-orm')).eq(cacheTagEvents.id, gone!.id));
    await ctx.db.insert(cacheTagEvents).values({ tags: ['product:904'], expireSec: 0, origin: 'instance-b' });
    await pollOnce(ctx.db, state, (tags) => seen.push(tags), t0 + 2000, 30_000);
    expect(state.gaps.has(gone!.id)).toBe(true);
    await pollOnce(ctx.db, state, (tags) => seen.push(tags), t0 + 40_000, 30_000);
    expect(state.gaps.size).toBe(0);
    expect(seen.at(-1)).toEqual(['product:904']);
    expect(seen.filter((t) => t[0] === 'product:904')).toHaveLength(1);
  });
});

/**
 * Cache invalidation across instances (PGlite and PostgreSQL): what one instance publishes, the others' pollers
 * apply once; a process never re-applies its own events.
 */
import { describeDb } from '../helpers/db';
import { cacheTagEvents } from '../../lib/db/schema';
import { latestEventId, pollOnce, publishTags } from '../../lib/domain/catalog/products/tag-broadcast';

describeDb('cache tag broadcast', (ctx) => {
  test('other instances’ events are applied once, in order; this process’s own are skipped', async () => {
    const start = await latestEventId(ctx.db);
    await ctx.db
      .insert(cacheTagEvents)
      .values({ tags: ['product:1', 'category-tree'], expireSec: 0, origin: 'instance-b' });
    await publishTags(ctx.db, ['product:2'], 0); // this process: already applied locally
    await ctx.db.insert(cacheTagEvents).values({ tags: ['home'], expireSec: null, origin: 'instance-c' });
    const seen: [string[], number | null][] = [];
    const mark = await pollOnce(ctx.db, start, (tags, exp) => seen.push([tags, exp]));
    expect(seen).toEqual([
      [['product:1', 'category-tree'], 0],
      [['home'], null],
    ]);
    // Nothing new: nothing applied again, and the mark stays at the newest event.
    const again: unknown[] = [];
    const mark2 = await pollOnce(ctx.db, mark, (t) => again.push(t));
    expect(again).toEqual([]);
    expect(mark2).toBe(await latestEventId(ctx.db));
  });
});

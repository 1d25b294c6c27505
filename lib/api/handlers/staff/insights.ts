/** Console handlers: insights (orders, revenue, searches, conversion). Reads only; this instance's pending events are written first. */
import { ApiError } from '@/lib/api/errors';
import { resolveRange, today, type RangeInput } from '@/lib/domain/operations/insights';
import { isSearchGroup } from '@/lib/domain/operations/insights';
import { conversion, salesOverview, searchSummary, zeroResults } from '@/lib/domain/operations/insights';
import { flushInsights } from '@/lib/domain/operations/insights';
import type { HandlerMap } from '../../context';
import type { insightEndpoints } from '../../endpoints/staff/insights';

/** The requested range, after this instance's buffered searches and counters are in the database. */
async function rangeOf(input: RangeInput) {
  const r = resolveRange(input, today());
  if (!r.ok) throw new ApiError(r.message, 'PARAM_INVALID');
  await flushInsights();
  return r.range;
}

export const insightHandlers: HandlerMap<typeof insightEndpoints> = {
  'insights.overview': async (input, ctx) => salesOverview(ctx.db, await rangeOf(input)),
  'insights.searches': async (input, ctx) => searchSummary(ctx.db, await rangeOf(input)),
  'insights.zeroResults': async (input, ctx) => {
    const range = await rangeOf(input);
    const { rows, total } = await zeroResults(ctx.db, range, {
      group: isSearchGroup(input.group) ? input.group : null,
      limit: ctx.paging.pageSize,
      offset: ctx.paging.offset,
    });
    return { __paged: true, list: rows, total };
  },
  'insights.conversion': async (input, ctx) => conversion(ctx.db, await rangeOf(input)),
};

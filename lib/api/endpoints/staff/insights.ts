/**
 * Console endpoints: insights (orders, revenue, searches, conversion) for 运营 and 财务 (area insights). Every call
 * takes the same date range: `days` (the last N days ending today) or `from`/`to` (YYYY-MM-DD, both included),
 * calendar days in Asia/Shanghai, at most 366 days; without any, the last 30 days.
 *
 *   GET insights/overview       → orders and revenue per day, per top-level category, totals (money in fen and yuan)
 *   GET insights/searches       → searches and zero-result share per group, the top searches
 *   GET insights/zero-results   → searches that found nothing per (kind, query), most frequent first; `group` filters
 *                                 (keyword, cas, structure, formula, code, other); paged (pageNo/pageSize)
 *   GET insights/conversion     → goods views → cart → order, in total and per product (most viewed first)
 */
import { z } from 'zod';
import './jitless';
import { CONSOLE_INSIGHTS_MSG as M } from '@/lib/config/messages';
import { INSIGHTS } from '@/lib/config/constants';
import { SEARCH_GROUP_KEYS } from '@/lib/domain/operations/insights/client';
import type { Conversion, SalesOverview, SearchSummary, ZeroRow } from '@/lib/domain/operations/insights';
import { staffEndpoint } from '../../define';

const day = z
  .string({ error: M.dateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
  .optional();
const range = {
  from: day,
  to: day,
  days: z.coerce
    .number({ error: M.daysInvalid })
    .int(M.daysInvalid)
    .min(1, M.daysInvalid)
    .max(INSIGHTS.maxDays, M.daysInvalid)
    .optional(),
};

export const insightEndpoints = {
  'insights.overview': staffEndpoint<SalesOverview>()({
    method: 'GET',
    path: 'insights/overview',
    access: 'insights',
    input: z.object(range),
  }),
  'insights.searches': staffEndpoint<SearchSummary>()({
    method: 'GET',
    path: 'insights/searches',
    access: 'insights',
    input: z.object(range),
  }),
  'insights.zeroResults': staffEndpoint<ZeroRow[]>()({
    method: 'GET',
    path: 'insights/zero-results',
    access: 'insights',
    input: z.object({
      ...range,
      group: z.enum(SEARCH_GROUP_KEYS as [string, ...string[]], { error: M.groupInvalid }).optional(),
    }),
  }),
  'insights.conversion': staffEndpoint<Conversion>()({
    method: 'GET',
    path: 'insights/conversion',
    access: 'insights',
    input: z.object(range),
  }),
} as const;

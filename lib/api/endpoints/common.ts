/** Shared zod pieces with Chinese messages. Every number an endpoint takes is bounded to its column type (int4). */
import { z } from 'zod';

/** Largest PostgreSQL integer (int4): every id and count column. */
export const INT4_MAX = 2_147_483_647;

/**
 * A number as a request may carry it: a JSON number, or a decimal string (a form post, a query string, a path
 * segment). z.coerce.number alone also took true as 1, false, null and '' as 0 and ['5'] as 5 (issue 34:
 * getApiFileStream {"id":true} downloaded method 1 as an HTML file instead of answering the envelope).
 */
const numberFrom = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

export const zId = z.preprocess(
  numberFrom,
  z
    .number({ error: '编号必须是数字' })
    .int('编号必须是整数')
    .positive('编号必须是正整数')
    .max(INT4_MAX, '编号超出范围'),
);
export const zIdList = z.array(zId).max(500, '一次最多 500 项');
export const zKeyword = z.string().trim().max(200, '关键词过长');

/** An integer in [min, INT4_MAX] (or [min, max]) with a Chinese message naming the field. */
export const zInt4 = (label: string, min = 0, max = INT4_MAX) =>
  z.preprocess(
    numberFrom,
    z
      .number({ error: `${label}必须是数字` })
      .int(`${label}必须是整数`)
      .min(min, min > 0 ? `${label}必须大于 ${min - 1}` : `${label}不能为负数`)
      .max(max, `${label}超出范围`),
  );

/** Page number / page size given in a body (the router bounds the pageNo/pageSize headers the same way). */
export const zPageNo = zInt4('页码', 1, 100_000);
export const zPageSize = (max = 100) => zInt4('每页条数', 1, max);

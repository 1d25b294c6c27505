/** Shared zod pieces with Chinese messages. */
import { z } from 'zod';

export const zId = z.coerce.number({ error: '编号必须是数字' }).int('编号必须是整数').positive('编号必须是正整数').max(2_147_483_647, '编号超出范围');
export const zIdList = z.array(zId).max(500, '一次最多 500 项');
export const zKeyword = z.string().trim().max(200, '关键词过长');

/**
 * Certificates (base /mall/shopping/product/api), spec §7:
 * POST prodproduct/getProdCertificate (query brand, certBatch, code) and POST prodproduct/getMsds (body).
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';
import type { CertificateDTO, MsdsDTO } from '@/lib/domain/catalog/products';

const zCode = z.string({ error: '请输入货号' }).trim().min(1, '请输入货号').max(40, '货号过长');

export const certificateEndpoints = {
  'certificates.getProdCertificate': endpoint<CertificateDTO>()({
    service: 'product',
    method: 'POST',
    path: 'prodproduct/getProdCertificate',
    input: z.object({
      code: zCode,
      certBatch: z.string({ error: '请输入批号' }).trim().min(1, '请输入批号').max(60, '批号过长'),
      brand: z.string().trim().max(120, '品牌名称过长').optional(),
    }),
  }),
  'certificates.getMsds': endpoint<MsdsDTO>()({
    service: 'product',
    method: 'POST',
    path: 'prodproduct/getMsds',
    input: z
      .object({ productId: zId.optional(), code: zCode.optional() })
      .refine((o) => o.productId !== undefined || o.code !== undefined, { error: '请指定产品编号或货号' }),
  }),
} as const;

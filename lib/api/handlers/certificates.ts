import 'server-only';
import type { HandlerMap } from '../context';
import { certificateEndpoints } from '../endpoints/certificates';
import { notFound } from '../errors';
import { findCertificate, getMsds, productIdByCode } from '@/lib/domain/catalog/products';

export const COA_NOT_FOUND_PRODUCT = '未找到该货号的产品，请核对货号';
export const COA_NOT_FOUND_BATCH = '未找到该批号的证书，请核对批号';
export const MSDS_NOT_FOUND = '该产品暂无 MSDS';

export const certificateHandlers: HandlerMap<typeof certificateEndpoints> = {
  'certificates.getProdCertificate': async (input, { db }) => {
    const cert = await findCertificate(db, { code: input.code, batchNo: input.certBatch, brand: input.brand });
    if (cert) return cert;
    const pid = await productIdByCode(db, input.code);
    throw notFound(pid ? COA_NOT_FOUND_BATCH : COA_NOT_FOUND_PRODUCT);
  },
  'certificates.getMsds': async (input, { db }) => {
    const pid = input.productId ?? (input.code ? await productIdByCode(db, input.code) : null);
    if (!pid) throw notFound(COA_NOT_FOUND_PRODUCT);
    const m = await getMsds(db, pid);
    if (!m) throw notFound(MSDS_NOT_FOUND);
    return m;
  },
};

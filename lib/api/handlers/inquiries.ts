import 'server-only';
import { type HandlerMap, uid } from '../context';
import { paged } from '../context';
import { inquiryEndpoints } from '../endpoints/inquiries';
import { submitInquiry } from '@/lib/domain/commerce/inquiries';
import { contactDefaults, countInquiries, getInquiry, listInquiries } from '@/lib/domain/commerce/inquiries';
import { closeInquiry, reinquire } from '@/lib/domain/commerce/inquiries';

export const inquiryHandlers: HandlerMap<typeof inquiryEndpoints> = {
  'inquiry.submit': (i, ctx) => submitInquiry(ctx.db, uid(ctx), i),
  'inquiry.list': async (i, ctx) => {
    const r = await listInquiries(ctx.db, uid(ctx), {
      status: i.status,
      keyword: i.keyword,
      offset: ctx.paging.offset,
      limit: ctx.paging.pageSize,
    });
    return paged(r.list, r.total);
  },
  'inquiry.counts': (_i, ctx) => countInquiries(ctx.db, uid(ctx)),
  'inquiry.contact': (_i, ctx) => contactDefaults(ctx.db, uid(ctx)),
  'inquiry.detail': (i, ctx) => getInquiry(ctx.db, uid(ctx), i.id),
  'inquiry.close': async (i, ctx) => {
    await closeInquiry(ctx.db, uid(ctx), i.id, i.reason);
    return getInquiry(ctx.db, uid(ctx), i.id);
  },
  'inquiry.reinquire': (i, ctx) => reinquire(ctx.db, uid(ctx), i.id),
};

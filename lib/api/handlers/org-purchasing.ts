import 'server-only';
import { type HandlerMap, uid } from '../context';
import { orgPurchasingEndpoints } from '../endpoints/org-purchasing';
import {
  approveOrgOrder,
  orgOrders,
  orgPurchasingSettings,
  rejectOrgOrder,
  setApprovalThreshold,
} from '@/lib/domain/accounts/org';

export const orgPurchasingHandlers: HandlerMap<typeof orgPurchasingEndpoints> = {
  'orgBuy.settings': (_i, ctx) => orgPurchasingSettings(ctx.db, uid(ctx)),
  'orgBuy.setThreshold': (i, ctx) => setApprovalThreshold(ctx.db, uid(ctx), i.amount),
  'orgBuy.orders': (i, ctx) => orgOrders(ctx.db, uid(ctx), i),
  'orgBuy.approve': (i, ctx) => approveOrgOrder(ctx.db, uid(ctx), i.orderNo),
  'orgBuy.reject': (i, ctx) => rejectOrgOrder(ctx.db, uid(ctx), i.orderNo, i.reason),
};

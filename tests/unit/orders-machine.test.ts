/** The order state machine and order money (pure): every (status, event, actor) triple against the expected table. */
import {
  allowedEvents,
  nextStatus,
  ORDER_TRANSITIONS,
  type OrderActor,
  type OrderEvent,
} from '../../lib/domain/commerce/orders/machine';
import { fenToYuan, freightFen, orderTotals, toFen } from '../../lib/domain/commerce/orders/pricing';
import { ORDER_STATUSES, type OrderStatus } from '../../lib/db/schema';

/** The expected legal moves, written out independently of the machine's table. */
const LEGAL: [OrderStatus, OrderEvent, OrderActor, OrderStatus][] = [
  ['pending_payment', 'transfer_submitted', 'buyer', 'pending_confirm'],
  ['pending_confirm', 'transfer_confirmed', 'staff', 'paid'],
  ['pending_confirm', 'transfer_rejected', 'staff', 'pending_payment'],
  ['pending_payment', 'paid_online', 'buyer', 'paid'],
  ['pending_payment', 'paid_online', 'system', 'paid'],
  ['pending_payment', 'cancel', 'buyer', 'cancelled'],
  ['pending_payment', 'cancel', 'staff', 'cancelled'],
  ['pending_confirm', 'cancel', 'buyer', 'cancelled'],
  ['pending_confirm', 'cancel', 'staff', 'cancelled'],
  ['paid', 'cancel', 'buyer', 'refunding'],
  ['paid', 'cancel', 'staff', 'refunding'],
  ['pending_payment', 'expire', 'system', 'cancelled'],
  ['paid', 'ship', 'staff', 'shipped'],
  ['shipped', 'confirm_receipt', 'buyer', 'completed'],
  ['shipped', 'auto_complete', 'system', 'completed'],
  // The money of a cancelled paid order comes back through its refund (lib/domain/after-sale/refunds), whose success fires this.
  ['refunding', 'refund_done', 'system', 'refunded'],
  ['pending_approval', 'approve', 'org_admin', 'pending_payment'],
  ['pending_approval', 'reject', 'org_admin', 'cancelled'],
  ['pending_approval', 'cancel', 'buyer', 'cancelled'],
];
const EVENTS = Object.keys(ORDER_TRANSITIONS) as OrderEvent[];
const ACTORS: OrderActor[] = ['buyer', 'staff', 'system', 'org_admin'];

describe('order state machine', () => {
  test.each(ORDER_STATUSES.flatMap((s) => EVENTS.flatMap((e) => ACTORS.map((a) => [s, e, a] as const))))(
    '%s + %s by %s',
    (status, event, actor) => {
      const want = LEGAL.find(([s, e, a]) => s === status && e === event && a === actor)?.[3] ?? null;
      expect(nextStatus(status, event, actor)).toBe(want);
    },
  );

  test('terminal states allow nothing; a buyer may only pay, cancel or confirm receipt', () => {
    for (const s of ['completed', 'cancelled', 'refunded'] as const)
      for (const a of ACTORS) expect(allowedEvents(s, a)).toEqual([]);
    expect(allowedEvents('pending_payment', 'buyer').sort()).toEqual(['cancel', 'paid_online', 'transfer_submitted']);
    expect(allowedEvents('shipped', 'buyer')).toEqual(['confirm_receipt']);
    expect(allowedEvents('paid', 'buyer')).toEqual(['cancel']);
    // A member's order waiting for the organisation's approval: the member may only withdraw it, never pay it.
    expect(allowedEvents('pending_approval', 'buyer')).toEqual(['cancel']);
    expect(allowedEvents('pending_approval', 'org_admin').sort()).toEqual(['approve', 'reject']);
  });
});

describe('order money in fen', () => {
  test('yuan from numeric columns become exact fen and back', () => {
    expect(toFen(120.5)).toBe(12050);
    expect(toFen(0.1 + 0.2)).toBe(30);
    expect(fenToYuan(26100)).toBe(261);
    expect(fenToYuan(12345)).toBe(123.45);
  });

  test('freight ¥20 below ¥500, free from ¥500, none for nothing', () => {
    expect(freightFen(0)).toBe(0);
    expect(freightFen(49_999)).toBe(2000);
    expect(freightFen(50_000)).toBe(0);
  });

  test('totals add integer fen (no float drift over many lines)', () => {
    const t = orderTotals(Array.from({ length: 1000 }, () => ({ priceFen: 10, num: 3 })));
    expect(t).toEqual({ goodsFen: 30_000, freightFen: 2000, discountFen: 0, payFen: 32_000 });
    expect(orderTotals([{ priceFen: 12050, num: 2 }])).toEqual({
      goodsFen: 24_100,
      freightFen: 2000,
      discountFen: 0,
      payFen: 26_100,
    });
    expect(() => orderTotals([{ priceFen: 10.5, num: 1 }])).toThrow();
    expect(() => orderTotals([{ priceFen: 10, num: 0 }])).toThrow();
  });
});

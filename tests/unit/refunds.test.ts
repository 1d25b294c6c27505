/**
 * Refunds, pure parts: the machine against a table written out independently, which steps each channel allows staff,
 * how Alipay's answers are read (a repeated out_request_no is never a second refund), the points a series of refunds
 * takes back (exactly what the refunded money earned), and the bank-transfer input checks.
 */
import { refundMachine, staffRefundActions } from '../../lib/domain/after-sale/refunds/machine';
import { checkTransfer } from '../../lib/domain/after-sale/refunds/staff';
import { readRefundAnswer, readRefundQuery } from '../../lib/platform/adapters/alipay/sdk';
import { pointsForFen, refundPointsOwed } from '../../lib/domain/commerce/points/earn';
import { REFUND_STATUSES } from '../../lib/db/schema';
import { REFUND_MSG } from '../../lib/config/messages';

const LEGAL = new Set([
  'requested submit system processing',
  'requested submit staff processing',
  'processing succeed system succeeded',
  'failed succeed system succeeded',
  'processing record_transfer staff succeeded',
  'processing fail system failed',
  'processing fail staff failed',
  'failed retry staff processing',
  'processing resend system processing',
  'processing resend staff processing',
]);

test('the refund machine: every (status, event, actor) is legal exactly where the table says', () => {
  for (const s of REFUND_STATUSES)
    for (const e of ['submit', 'succeed', 'record_transfer', 'fail', 'retry', 'resend'] as const)
      for (const a of ['system', 'staff'] as const) {
        const want = [...LEGAL].find((l) => l.startsWith(`${s} ${e} ${a} `))?.split(' ')[3] ?? null;
        expect([s, e, a, refundMachine.nextStatus(s, e, a)]).toEqual([s, e, a, want]);
      }
  expect(refundMachine.allowedEvents('succeeded', 'staff')).toEqual([]);
});

test('staff steps per channel: credit needs none, a transfer is recorded or failed, Alipay is retried or sent again', () => {
  expect(staffRefundActions('processing', 'credit')).toEqual([]);
  expect(staffRefundActions('processing', 'transfer').sort()).toEqual(['fail', 'record_transfer']);
  expect(staffRefundActions('failed', 'transfer')).toEqual(['retry']);
  expect(staffRefundActions('processing', 'alipay')).toEqual(['resend']);
  expect(staffRefundActions('failed', 'alipay')).toEqual(['retry']);
});

test('Alipay answers: fund_change Y is a refund, N asks the query, 20000 / SYSTEM_ERROR is try-again, a business error is a refusal', () => {
  expect(readRefundAnswer({ code: '10000', msg: 'Success', fundChange: 'Y', tradeNo: '2026001' })).toEqual({
    status: 'success',
    tradeNo: '2026001',
    code: '10000',
    message: null,
  });
  expect(readRefundAnswer({ code: '10000', fund_change: 'N' })).toBe('query');
  expect(
    readRefundAnswer({ code: '20000', msg: 'Service Currently Unavailable', sub_code: 'isp.unknow-error' }),
  ).toMatchObject({ status: 'processing' });
  expect(readRefundAnswer({ code: '40004', subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统错误' })).toMatchObject({
    status: 'processing',
  });
  expect(readRefundAnswer({ code: '40004', subCode: 'ACQ.SELLER_BALANCE_NOT_ENOUGH', subMsg: '卖家余额不足' })).toEqual(
    { status: 'failed', tradeNo: null, code: 'ACQ.SELLER_BALANCE_NOT_ENOUGH', message: '卖家余额不足' },
  );
  expect(readRefundQuery({ code: '10000', refundStatus: 'REFUND_SUCCESS', tradeNo: 'T1' })).toMatchObject({
    status: 'success',
    tradeNo: 'T1',
  });
  // No refund_status: not refunded (yet) — send again with the same out_request_no, never a new one.
  expect(readRefundQuery({ code: '10000', outRequestNo: 'RF1' })).toMatchObject({ status: 'processing' });
});

test('points taken back by a series of refunds add up to what the refunded money earned', () => {
  for (const [pay, parts] of [
    [26100, [12050, 12050, 2000]],
    [999, [333, 333, 333]],
    [100_00, [1, 1, 9998]],
  ] as const) {
    let refunded = 0;
    let taken = 0;
    for (const p of parts) {
      taken += refundPointsOwed(pay, refunded, p);
      refunded += p;
    }
    expect(taken).toBe(pointsForFen(pay) - pointsForFen(pay - refunded));
  }
});

test('a bank transfer needs a reference and a real day between the refund and today (China time)', () => {
  const made = new Date('2026-11-20T02:00:00Z');
  const now = new Date('2026-11-25T02:00:00Z');
  expect(checkTransfer(' ICBC-001 ', '2026-11-24', made, now)).toEqual({ reference: 'ICBC-001', date: '2026-11-24' });
  expect(() => checkTransfer('', '2026-11-24', made, now)).toThrow(REFUND_MSG.referenceRequired);
  expect(() => checkTransfer('流水', '2026-11-24', made, now)).toThrow(REFUND_MSG.referenceInvalid);
  expect(() => checkTransfer('A1', '2026-02-30', made, now)).toThrow(REFUND_MSG.dateInvalid);
  expect(() => checkTransfer('A1', '2026-11-26', made, now)).toThrow(REFUND_MSG.dateInFuture);
  expect(() => checkTransfer('A1', '2026-11-19', made, now)).toThrow(REFUND_MSG.dateBeforeRefund);
});

/** The inquiry state machine's pure table: every (status, event, actor, expired) combination, legal or not. */
import {
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_TRANSITIONS,
  allowedEvents,
  inquiryStatusLabel,
  nextStatus,
  quoteExpired,
  type InquiryActor,
  type InquiryEvent,
  type InquiryStatus,
} from '../../lib/domain/commerce/inquiries/machine';

const EVENTS = Object.keys(INQUIRY_TRANSITIONS) as InquiryEvent[];
const ACTORS: InquiryActor[] = ['buyer', 'staff', 'system'];

/** The whole legal table written out by hand: `${from}|${event}|${actor}|${expired}` → to. */
const LEGAL: Record<string, InquiryStatus> = {
  'submitted|quote|staff|false': 'quoted',
  'submitted|quote|staff|true': 'quoted',
  'submitted|close|buyer|false': 'closed',
  'submitted|close|buyer|true': 'closed',
  'submitted|close|staff|false': 'closed',
  'submitted|close|staff|true': 'closed',
  'quoted|order|buyer|false': 'ordered',
  'quoted|order|system|false': 'ordered',
  'quoted|close|buyer|false': 'closed',
  'quoted|close|buyer|true': 'closed',
  'quoted|close|staff|false': 'closed',
  'quoted|close|staff|true': 'closed',
  'quoted|reinquire|buyer|true': 'closed',
  'closed|reinquire|buyer|false': 'closed',
  'closed|reinquire|buyer|true': 'closed',
};

describe('inquiry machine', () => {
  test('every combination matches the hand-written table (legal ones lead to the right status, the rest are refused)', () => {
    let checked = 0;
    for (const s of INQUIRY_STATUSES)
      for (const e of EVENTS)
        for (const a of ACTORS)
          for (const expired of [false, true]) {
            const want = LEGAL[`${s}|${e}|${a}|${expired}`] ?? null;
            expect([s, e, a, expired, nextStatus(s, e, a, expired)]).toEqual([s, e, a, expired, want]);
            checked++;
          }
    expect(checked).toBe(4 * 4 * 3 * 2);
  });

  test('an expired quote cannot be accepted, only closed or re-inquired; a valid one cannot be re-inquired', () => {
    expect(allowedEvents('quoted', 'buyer', true).sort()).toEqual(['close', 'reinquire']);
    expect(allowedEvents('quoted', 'buyer', false).sort()).toEqual(['close', 'order']);
  });

  test('ordered is final; a buyer never quotes; staff never order or re-inquire', () => {
    for (const a of ACTORS) expect(allowedEvents('ordered', a, false)).toEqual([]);
    for (const s of INQUIRY_STATUSES) expect(nextStatus(s, 'quote', 'buyer')).toBeNull();
    for (const s of INQUIRY_STATUSES)
      for (const x of [false, true])
        expect(allowedEvents(s, 'staff', x).filter((e) => e === 'order' || e === 'reinquire')).toEqual([]);
    expect(allowedEvents('submitted', 'buyer')).toEqual(['close']);
    expect(allowedEvents('closed', 'buyer')).toEqual(['reinquire']);
  });

  test('labels: the four statuses and 报价已过期 for an expired quote only', () => {
    expect(Object.values(INQUIRY_STATUS_LABELS)).toEqual(['待报价', '已报价', '已下单', '已关闭']);
    expect(inquiryStatusLabel('quoted', true)).toBe('报价已过期');
    expect(inquiryStatusLabel('quoted', false)).toBe('已报价');
    expect(inquiryStatusLabel('closed', true)).toBe('已关闭');
  });

  test('a quote is valid through its last day (China calendar) and expired the day after', () => {
    expect(quoteExpired('2026-11-25', '2026-11-25')).toBe(false);
    expect(quoteExpired('2026-11-25', '2026-11-26')).toBe(true);
    expect(quoteExpired(null, '2026-11-26')).toBe(false);
  });
});

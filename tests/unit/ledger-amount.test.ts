/** The standards ledger's pure rules: exact amounts from packages and typed usages, and the entry state machine. */
import { formatAmount, parseAmount, parsePackage } from '../../lib/domain/accounts/ledger/amount';
import { ledgerMachine } from '../../lib/domain/accounts/ledger/machine';
import { dueOf } from '../../lib/domain/accounts/ledger/fields';

test('packages give the unit and the amount in thousandths, exactly', () => {
  expect(parsePackage('10mg')).toEqual({ unit: 'mg', amount: 10_000 });
  expect(parsePackage('1g')).toEqual({ unit: 'mg', amount: 1_000_000 });
  expect(parsePackage('0.5 mg')).toEqual({ unit: 'mg', amount: 500 });
  expect(parsePackage('20ml')).toEqual({ unit: 'mL', amount: 20_000 });
  expect(parsePackage('2 x 1mL')).toEqual({ unit: 'mL', amount: 2000 });
  expect(parsePackage('1mg×5')).toEqual({ unit: 'mg', amount: 5000 });
  expect(parsePackage('100µg')).toEqual({ unit: 'mg', amount: 100 });
  expect(parsePackage('1支')).toEqual({ unit: 'pcs', amount: 1000 });
  expect(parsePackage('定制')).toBeNull();
  expect(parsePackage('0.0001mg')).toBeNull();
});

test('typed amounts: in the entry’s unit or a compatible one, at most three decimals, never floats', () => {
  expect(parseAmount('0.1', 'mg')).toBe(100);
  expect(parseAmount(0.2, 'mg')).toBe(200);
  expect(parseAmount('0.0007g', 'mg')).toBe(700);
  expect(parseAmount('2.5 µL', 'mL')).toBe('invalid');
  expect(parseAmount('25 µL', 'mL')).toBe(25);
  expect(parseAmount('1 mL', 'mg')).toBe('unit');
  expect(parseAmount('0.0001', 'mg')).toBe('invalid');
  expect(parseAmount('-1', 'mg')).toBe('invalid');
  expect(parseAmount('0', 'mg')).toBe('invalid');
  expect(parseAmount('1e3', 'mg')).toBe('invalid');
  expect(formatAmount(9700, 'mg')).toBe('9.7 mg');
  expect(formatAmount(1_500_000, 'mg')).toBe('1.5 g');
  expect(formatAmount(1_500_500, 'mg')).toBe('1500.5 mg');
  expect(formatAmount(2_000_000, 'mg')).toBe('2 g');
  expect(formatAmount(1000, 'pcs')).toBe('1 支');
  // 0.1 + 0.2 as thousandths is exactly 0.3.
  expect(formatAmount((parseAmount('0.1', 'mg') as number) + (parseAmount('0.2', 'mg') as number), 'mg')).toBe(
    '0.3 mg',
  );
});

test('the entry machine: usage only when opened; 用完 and 报废 are final', () => {
  expect(ledgerMachine.allowedEvents('unopened', 'member')).toEqual(['open', 'finish', 'discard', 'adjust', 'edit']);
  expect(ledgerMachine.allowedEvents('opened', 'member')).toEqual(['use', 'finish', 'discard', 'adjust', 'edit']);
  expect(ledgerMachine.allowedEvents('used_up', 'member')).toEqual(['edit']);
  expect(ledgerMachine.allowedEvents('discarded', 'member')).toEqual(['edit']);
  expect(ledgerMachine.nextStatus('used_up', 'use', 'member')).toBeNull();
  expect(ledgerMachine.nextStatus('unopened', 'open', 'system')).toBeNull();
});

test('the due date is the earlier of the lot’s expiry and the in-use expiry', () => {
  expect(dueOf('2027-01-01', '2026-12-01')).toBe('2026-12-01');
  expect(dueOf('2026-11-01', '2026-12-01')).toBe('2026-11-01');
  expect(dueOf(null, '2026-12-01')).toBe('2026-12-01');
  expect(dueOf(null, null)).toBeNull();
});

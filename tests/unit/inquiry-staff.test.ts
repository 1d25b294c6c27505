/** The staff stand-in's demo prices for 询价 packages: parsed from the package size, deterministic. */
import { demoPriceFen, packageMg } from '../../scripts/staff/inquiries';
import { INQUIRY_RULES } from '../../lib/config/constants';

describe('staff quote stand-in', () => {
  test('package sizes in mg (mg, g, kg, µg; spaces and case ignored), null for volumes and junk', () => {
    expect([
      packageMg('10mg'),
      packageMg('10 MG'),
      packageMg('1g'),
      packageMg('0.5 g'),
      packageMg('100µg'),
      packageMg('1kg'),
    ]).toEqual([10, 10, 1000, 500, 0.1, 1_000_000]);
    expect([packageMg('5mL'), packageMg('1支'), packageMg(''), packageMg(null), packageMg('0mg')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  test('demo price grows with the square root of the size, in whole yuan; unknown sizes get the fixed demo price', () => {
    expect(demoPriceFen('10mg')).toBe(INQUIRY_RULES.demoPriceFenPer10mg);
    expect(demoPriceFen('1g')).toBe(INQUIRY_RULES.demoPriceFenPer10mg * 10);
    expect(demoPriceFen('20mg') % 100).toBe(0);
    expect(demoPriceFen('20mg')).toBeGreaterThan(demoPriceFen('10mg'));
    expect(demoPriceFen('5mL')).toBe(INQUIRY_RULES.demoPriceFenUnknownSize);
    expect(demoPriceFen('0.001mg')).toBe(500);
  });
});

/** Quick order normalisation (pure): what buyers paste, and what it must become. */
import {
  compactCode,
  normaliseCas,
  normalisePackage,
  parseLine,
  parseRows,
  parseText,
  toHalfWidth,
} from '../../lib/domain/commerce/quick-order/parse';

describe('quick order parsing', () => {
  test('full-width characters become half-width', () => {
    expect(toHalfWidth('ＲＳ－０００００１　１０ｍｇ')).toBe('RS-000001 10mg');
  });

  test('CAS numbers with or without hyphens, checked by their check digit', () => {
    expect(normaliseCas('50-78-2')).toBe('50-78-2');
    expect(normaliseCas('50782')).toBe('50-78-2');
    expect(normaliseCas('１０３－９０－２')).toBe('103-90-2');
    expect(normaliseCas('103902')).toBe('103-90-2');
    expect(normaliseCas('50-78-3')).toBeNull(); // wrong check digit
    expect(normaliseCas('RS-000001')).toBeNull();
  });

  test('catalogue numbers in any case, with or without the hyphen or spaces', () => {
    for (const typed of ['rs000001', ' RS - 000001 ', 'RS‐000001', 'ＲＳ－０００００１', 'rs 000001'])
      expect(compactCode(typed)).toBe('RS000001');
    expect(compactCode('QO-A001')).toBe(compactCode('qo a001'));
  });

  test('packages written 10 mg, 10MG, 10 毫克 or ０.５ ml', () => {
    expect(normalisePackage('10 mg')).toBe('10mg');
    expect(normalisePackage('10MG')).toBe('10mg');
    expect(normalisePackage('10 毫克')).toBe('10mg');
    expect(normalisePackage('1.0 g')).toBe('1g');
    expect(normalisePackage('０.５ ml')).toBe('0.5ml');
    expect(normalisePackage('')).toBeNull();
  });

  test('a line: query, then package and quantity in either order, any separator', () => {
    expect(parseLine('RS-000001 10 mg 2', 1)).toMatchObject({ query: 'RS-000001', pkg: '10mg', qty: 2 });
    expect(parseLine('50-78-2，100mg，3', 2)).toMatchObject({ query: '50-78-2', pkg: '100mg', qty: 3 });
    expect(parseLine('50782\t2\t1g', 3)).toMatchObject({ query: '50782', pkg: '1g', qty: 2 });
    expect(parseLine('RS-000002', 4)).toMatchObject({ query: 'RS-000002', pkg: null, qty: null });
    expect(parseLine('rs 000001 10 MG 2', 7)).toMatchObject({ query: 'rs 000001', pkg: '10MG', qty: 2 });
    expect(parseLine('RS 000001 3', 8)).toMatchObject({ query: 'RS 000001', pkg: null, qty: 3 });
    expect(parseLine('RS-000002 10mg x', 5)!.qty).toBeNaN();
    expect(parseLine('   ', 6)).toBeNull();
  });

  test('pasted text skips blank lines and keeps line numbers', () => {
    const ls = parseText('RS-000001 10mg 1\n\n50-78-2 1g 2\n');
    expect(ls.map((l) => [l.lineNo, l.query])).toEqual([
      [1, 'RS-000001'],
      [3, '50-78-2'],
    ]);
  });

  test('spreadsheet rows: a header picks the columns', () => {
    const ls = parseRows([
      ['数量', '货号/CAS', '包装'],
      ['2', 'RS-000001', '10 mg'],
      ['', '', ''],
      ['1', '50-78-2', '1g'],
    ]);
    expect(ls.map((l) => [l.query, l.pkg, l.qty])).toEqual([
      ['RS-000001', '10 mg', 2],
      ['50-78-2', '1g', 1],
    ]);
  });
});

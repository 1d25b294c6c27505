import {
  casCheckDigit,
  classifyQuery,
  correctCas,
  formatCas,
  isValidCas,
  looksLikeStandard,
  normalizeStandardCode,
} from '@/lib/domain/catalog/search/query';
import { normalizeFormula } from '@/lib/platform/chem/formula';

describe('CAS check digit', () => {
  test.each([
    ['50-78-2', true], // aspirin
    ['103-90-2', true], // paracetamol
    ['7732-18-5', true], // water
    ['58-08-2', true], // caffeine
    ['15687-27-1', true], // ibuprofen
    ['103-90-3', false],
    ['50-78-1', false],
    ['7732-18-4', false],
  ])('%s valid = %s', (cas, ok) => {
    expect(isValidCas(cas)).toBe(ok);
  });

  test('computes the check digit from the digits before it', () => {
    expect(casCheckDigit('10390')).toBe(2);
    expect(casCheckDigit('5078')).toBe(2);
    expect(casCheckDigit('773218')).toBe(5);
  });

  test('corrects a wrong check digit', () => {
    expect(correctCas('103-90-3')).toBe('103-90-2');
    expect(correctCas('7732-18-0')).toBe('7732-18-5');
    expect(correctCas('not a cas')).toBeNull();
  });

  test('formats digits-only CAS numbers and strips leading zeros', () => {
    expect(formatCas('50782')).toBe('50-78-2');
    expect(formatCas('7732185')).toBe('7732-18-5');
    expect(formatCas('050-78-2')).toBe('50-78-2');
    expect(formatCas('1234')).toBeNull();
    expect(formatCas('12-3-4')).toBeNull();
  });
});

describe('classifyQuery', () => {
  test('CAS with and without hyphens, with a CAS prefix, full-width digits', () => {
    expect(classifyQuery('50-78-2')).toMatchObject({ kind: 'cas', normalized: '50-78-2' });
    expect(classifyQuery('50782')).toMatchObject({ kind: 'cas', normalized: '50-78-2' });
    expect(classifyQuery(' CAS 103-90-2 ')).toMatchObject({ kind: 'cas', normalized: '103-90-2' });
    expect(classifyQuery('CAS:103-90-2')).toMatchObject({ kind: 'cas', normalized: '103-90-2' });
    expect(classifyQuery('５０－７８－２')).toMatchObject({ kind: 'cas', normalized: '50-78-2' });
  });

  test('CAS with misplaced or partly missing hyphens, spaces or pasted dashes (valid check digit only)', () => {
    expect(classifyQuery('10390-2')).toMatchObject({ kind: 'cas', normalized: '103-90-2' });
    expect(classifyQuery('103-902')).toMatchObject({ kind: 'cas', normalized: '103-90-2' });
    expect(classifyQuery('103 90 2')).toMatchObject({ kind: 'cas', normalized: '103-90-2' });
    expect(classifyQuery('103–90–2')).toMatchObject({ kind: 'cas', normalized: '103-90-2' });
    expect(classifyQuery('CAS号 103‐90‐2')).toMatchObject({ kind: 'cas', normalized: '103-90-2' });
    // a wrong check digit in a mangled shape is not declared a CAS number (no hint, no CAS lookup)
    expect(classifyQuery('10390-3').kind).not.toBe('cas');
    expect(classifyQuery('10390-3').hint).toBeUndefined();
    // a date is never read as a CAS number
    expect(classifyQuery('2024-01-15').kind).not.toBe('cas');
    expect(classifyQuery('2023-12-01').kind).not.toBe('cas');
  });

  test('a wrong check digit gives a hint with the corrected number', () => {
    const q = classifyQuery('103-90-3');
    expect(q.kind).toBe('casInvalid');
    expect(q.hint).toBe('CAS 号校验位不正确，您是否要找 103-90-2？');
    expect(q.suggestion).toBe('103-90-2');
    expect(classifyQuery('CAS 103903')).toMatchObject({ kind: 'casInvalid', suggestion: '103-90-2' });
  });

  test('plain digits without a valid check digit are read as a catalogue number, without a hint', () => {
    const q = classifyQuery('123456');
    expect(q.kind).toBe('code');
    expect(q.hint).toBeUndefined();
  });

  test('formulas in any element order and case normalise to Hill order', () => {
    for (const f of ['C8H9NO2', 'H9C8NO2', 'NO2C8H9', 'c8h9no2', 'C8 H9 N O2']) {
      expect(classifyQuery(f)).toMatchObject({ kind: 'formula', normalized: 'C8H9NO2' });
    }
    expect(classifyQuery('NaCl')).toMatchObject({ kind: 'formula', normalized: 'ClNa' });
    expect(classifyQuery('HCl')).toMatchObject({ kind: 'formula', normalized: 'ClH' });
    expect(classifyQuery('C8H9NO2·HCl')).toMatchObject({ kind: 'formula', normalized: 'C8H10ClNO2' });
  });

  test('ordinary words are not formulas even when they parse as element symbols', () => {
    expect(classifyQuery('acid').kind).toBe('text');
    expect(classifyQuery('water').kind).toBe('text');
    expect(classifyQuery('Water').kind).toBe('text');
    expect(classifyQuery('caffeine').kind).toBe('text');
    expect(classifyQuery('Paracetamol').kind).toBe('text');
  });

  test('InChIKey, full (any case) or first block (upper case)', () => {
    expect(classifyQuery('RZVAJINKPMORJF-UHFFFAOYSA-N')).toMatchObject({
      kind: 'inchikey',
      normalized: 'RZVAJINKPMORJF-UHFFFAOYSA-N',
    });
    expect(classifyQuery('rzvajinkpmorjf-uhfffaoysa-n')).toMatchObject({
      kind: 'inchikey',
      normalized: 'RZVAJINKPMORJF-UHFFFAOYSA-N',
    });
    expect(classifyQuery('RZVAJINKPMORJF')).toMatchObject({
      kind: 'inchikey',
      normalized: 'RZVAJINKPMORJF',
      block: true,
    });
    // a lower-case 14-letter word is a name
    expect(classifyQuery('acetaminophens').kind).toBe('text');
  });

  test('standard numbers with or without spaces, slash and year', () => {
    expect(classifyQuery('GB 5009.3')).toMatchObject({ kind: 'standard', normalized: 'gb5009.3' });
    expect(classifyQuery('GB5009.3-2016')).toMatchObject({ kind: 'standard', normalized: 'gb5009.3' });
    expect(classifyQuery('gb 5009.3—2016')).toMatchObject({ kind: 'standard', normalized: 'gb5009.3' });
    expect(classifyQuery('GB/T 601-2016')).toMatchObject({ kind: 'standard', normalized: 'gbt601' });
    expect(classifyQuery('HJ 84-2016')).toMatchObject({ kind: 'standard', normalized: 'hj84' });
    expect(classifyQuery('GBW(E)080001').kind).toBe('standard');
    expect(looksLikeStandard('RS-1001')).toBe(false);
  });

  test('normalizeStandardCode folds like the standards domain', () => {
    expect(normalizeStandardCode('ＧＢ５００９．３')).toBe('gb5009.3');
    expect(normalizeStandardCode('GB 5009.3 2016')).toBe('gb5009.3');
    expect(normalizeStandardCode('YY/T 0466.1-2016')).toBe('yyt0466.1');
  });

  test('catalogue numbers', () => {
    expect(classifyQuery('RS-1001')).toMatchObject({ kind: 'code', normalized: 'RS-1001' });
    expect(classifyQuery('cb-0000123')).toMatchObject({ kind: 'code', normalized: 'CB-0000123' });
    expect(classifyQuery('TRC-A123456')).toMatchObject({ kind: 'code' });
  });

  test('Chinese and English names are text, normalised (NFKC, lower case, spaces collapsed)', () => {
    expect(classifyQuery('对乙酰')).toMatchObject({ kind: 'text', normalized: '对乙酰' });
    expect(classifyQuery('  Salicylic   ACID ')).toMatchObject({ kind: 'text', normalized: 'salicylic acid' });
    expect(classifyQuery('对乙酰氨基酚 杂质K')).toMatchObject({ kind: 'text', normalized: '对乙酰氨基酚 杂质k' });
    expect(classifyQuery('')).toMatchObject({ kind: 'text', normalized: '' });
    expect(classifyQuery(null)).toMatchObject({ kind: 'text', normalized: '' });
  });

  test('very long input is cut', () => {
    expect(classifyQuery('a'.repeat(500)).raw.length).toBe(200);
  });

  test('the formula normaliser is order independent (Hill)', () => {
    expect(normalizeFormula('O2NH9C8')).toBe('C8H9NO2');
    expect(normalizeFormula('H2O')).toBe('H2O');
    expect(normalizeFormula('ClNa')).toBe('ClNa');
  });
});

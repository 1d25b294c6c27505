/**
 * hasUnsafeText / replaceUnsafeText (lib/platform/security/input.ts): the one check a field uses to refuse control
 * characters and the invisible direction characters of "Trojan Source" (CVE-2021-42574), with `lines` for a textarea or
 * a molfile. The nitrosamine screen, licences, the standards ledger, the search log and catalogue import file names
 * rely on it.
 */
import { hasUnsafeText, replaceUnsafeText } from '../../lib/platform/security/input';

const cp = (c: number) => String.fromCodePoint(c);

describe('hasUnsafeText', () => {
  test('ordinary text of the mall passes: Chinese, CAS, SMILES, formulas, punctuation, full-width space', () => {
    for (const s of [
      '盐酸氟西汀',
      '50-78-2',
      'CC(=O)Oc1ccccc1C(=O)O',
      'C₈H₉NO₂',
      '麻黄碱 50 g；含量≥99%',
      '\u3000甲醇',
      '',
    ])
      expect(hasUnsafeText(s)).toBe(false);
  });

  test('every C0 control, DEL and every C1 control is refused, on one line and in lines alike (except tab/LF/CR)', () => {
    const lineBreaks = new Set([0x09, 0x0a, 0x0d]);
    for (let c = 0; c <= 0x9f; c++) {
      if (c >= 0x20 && c < 0x7f) continue;
      const s = `a${cp(c)}b`;
      expect([c, hasUnsafeText(s)]).toEqual([c, true]);
      expect([c, hasUnsafeText(s, { lines: true })]).toEqual([c, !lineBreaks.has(c)]);
    }
  });

  test('tab, LF and CR are refused on one line and allowed with lines', () => {
    for (const s of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasUnsafeText(s)).toBe(true);
      expect(hasUnsafeText(s, { lines: true })).toBe(false);
    }
  });

  test('the direction marks, embeddings, overrides and isolates are refused, with lines too', () => {
    const direction = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const c of direction) {
      expect([c, hasUnsafeText(`fluoxetine${cp(c)}`)]).toEqual([c, true]);
      expect([c, hasUnsafeText(`line 1\n${cp(c)}line 2`, { lines: true })]).toEqual([c, true]);
    }
  });

  test('neighbours of the refused ranges pass (the ranges are not wider than written)', () => {
    for (const c of [0x20, 0x7e, 0xa0, 0x061b, 0x200d, 0x2010, 0x2029, 0x202f, 0x2065, 0x206a])
      expect([c, hasUnsafeText(`a${cp(c)}b`)]).toEqual([c, false]);
  });

  test('the answer does not depend on earlier calls (no global regex state)', () => {
    expect([hasUnsafeText('a\u202eb'), hasUnsafeText('a\u202eb'), hasUnsafeText('ab')]).toEqual([true, true, false]);
  });
});

describe('replaceUnsafeText', () => {
  test('replaces every refused character, keeps the rest', () => {
    expect(replaceUnsafeText('C\u0000N\u202eC\u0085', '\uFFFD')).toBe('C\uFFFDN\uFFFDC\uFFFD');
    expect(replaceUnsafeText('目录\t2024\u200f.xlsx', '')).toBe('目录2024.xlsx');
    expect(replaceUnsafeText('a\tb\u2066c', '', { lines: true })).toBe('a\tbc');
    expect(replaceUnsafeText('clean', '')).toBe('clean');
  });
});

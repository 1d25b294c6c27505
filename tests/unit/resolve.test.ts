import { decodeSlug, isValidCas } from '../../lib/domain/catalog/products/resolve';
import { looksLikeStandardCode, normaliseStandardCode } from '../../lib/domain/content/standards/standards';

describe('fallback resolver helpers', () => {
  test('CAS numbers need the right form and check digit', () => {
    expect(isValidCas('103-90-2')).toBe(true); // paracetamol
    expect(isValidCas('7732-18-5')).toBe(true); // water
    expect(isValidCas('103-90-3')).toBe(false); // wrong check digit
    expect(isValidCas('10390-2')).toBe(false);
    expect(isValidCas('1-90-2')).toBe(false);
    expect(isValidCas('对乙酰氨基酚')).toBe(false);
  });

  test('slugs are decoded once, tolerating raw and malformed input', () => {
    expect(decodeSlug('%E5%AF%B9%E4%B9%99%E9%85%B0%E6%B0%A8%E5%9F%BA%E9%85%9A')).toBe('对乙酰氨基酚');
    expect(decodeSlug('对乙酰氨基酚')).toBe('对乙酰氨基酚');
    expect(decodeSlug('GB%205009.3-2016')).toBe('GB 5009.3-2016');
    expect(decodeSlug('%E5%AF%B9%')).toBe('%E5%AF%B9%');
  });

  test('standard codes normalise to the stored form', () => {
    for (const c of ['GB 5009.3-2016', 'GB5009.3-2016', 'gb 5009.3', 'GB 5009.3—2016', 'ＧＢ５００９．３－２０１６']) {
      expect(normaliseStandardCode(c)).toBe('gb5009.3');
    }
    expect(normaliseStandardCode('GB/T 601-2016')).toBe('gbt601');
    expect(looksLikeStandardCode('GB 5009.3')).toBe(true);
    expect(looksLikeStandardCode('GB/T 601')).toBe(true);
    expect(looksLikeStandardCode('对乙酰氨基酚')).toBe(false);
    expect(looksLikeStandardCode('103-90-2')).toBe(false);
  });
});

/** The search-page bench's keywords: what buyers type, varied, never the bench catalogue's generated name words. */
import { nameFragment, searchKeywords } from '@/bench/suites/category-list';

test('name fragments: 2–4 Chinese characters, or an English word that is not a generated-name word', () => {
  expect(nameFragment('对乙酰氨基酚杂质K', 0)).toBe('对乙');
  expect(nameFragment('对乙酰氨基酚杂质K', 0.99)).toBe('对乙酰氨');
  expect(nameFragment('Research compound 95948', 0.5)).toBeNull();
  expect(nameFragment('4-Aminobenzoic acid', 0)).toBe('aminobenzoic');
});

test('the pool: formulas and fragments of the sample plus broad words, distinct, bounded', () => {
  const products = Array.from({ length: 1000 }, (_, i) => ({
    name: i % 3 ? `Research compound ${i}` : `Methyl ${i}-chlorobenzoate`,
    formula: `C${(i % 40) + 1}H${(i % 17) + 2}O2`,
  }));
  const k = searchKeywords(products);
  expect(new Set(k).size).toBe(k.length);
  expect(k.length).toBeGreaterThan(30);
  expect(k.length).toBeLessThanOrEqual(400);
  expect(k).toContain('acid');
  expect(k.some((x) => /^C\d+H\d+O2$/.test(x))).toBe(true);
  expect(k).not.toContain('research');
});

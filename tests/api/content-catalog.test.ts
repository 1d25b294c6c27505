import { describeDb } from '../helpers/db';
import { categories, products, skus } from '../../lib/db/schema';
import { catalogCsvStream, csvField, CSV_HEADER } from '../../lib/domain/content/site/catalogCsv';

async function readAll(s: ReadableStream<Uint8Array>): Promise<string> {
  // Keep the BOM (Response.text() would strip it).
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(s).arrayBuffer());
}

describeDb('product catalogue CSV', (ctx) => {
  let root = 0;
  beforeAll(async () => {
    const [r] = await ctx.db.insert(categories).values({ name: '对照品', slug: 'reference' }).returning();
    root = r!.id;
    const [child] = await ctx.db
      .insert(categories)
      .values({ name: '化学对照品', parentId: root, level: 2 })
      .returning();
    const [other] = await ctx.db.insert(categories).values({ name: '其他', slug: 'other' }).returning();
    const ps = await ctx.db
      .insert(products)
      .values([
        {
          code: 'C-1',
          nameZh: '对乙酰氨基酚',
          nameEn: 'Paracetamol',
          cas: '103-90-2',
          categoryId: root,
          molecularWeight: 151.163,
        },
        { code: 'C-2', nameZh: '含,逗号"引号', nameEn: '=HYPERLINK("x")', categoryId: child!.id },
        { code: 'C-3', nameEn: 'Off shelf', categoryId: root, status: 0 },
        { code: 'C-4', nameEn: 'Elsewhere', categoryId: other!.id },
      ])
      .returning();
    await ctx.db.insert(skus).values([
      { productId: ps[0]!.id, code: 'C-1-a', packageValue: '20mg', price: 120, sort: 0 },
      { productId: ps[0]!.id, code: 'C-1-b', packageValue: '100mg', price: null, sort: 1 },
    ]);
  });

  test('streams the category and its descendants, on-sale only, with packages and 询价', async () => {
    const text = await readAll(
      await catalogCsvStream(ctx.db, { categoryId: root, part: 1, siteUrl: 'https://shop.example' }),
    );
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('C-1,对乙酰氨基酚,Paracetamol,103-90-2');
    expect(lines[1]).toContain('151.16');
    expect(lines[1]).toContain('20mg 120.00; 100mg 询价');
    expect(lines[1]).toContain('https://shop.example/goodsDetail/');
    // Quotes and commas are escaped; a formula-like cell is neutralised.
    expect(lines[2]).toContain('"含,逗号""引号"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).not.toContain('Off shelf');
    expect(text).not.toContain('Elsewhere');
  });

  test('a part beyond the end is just the header', async () => {
    const text = await readAll(await catalogCsvStream(ctx.db, { categoryId: root, part: 2, siteUrl: '' }));
    expect(text.slice(1).trim().split('\r\n')).toEqual([CSV_HEADER.join(',')]);
  });
});

describe('csvField', () => {
  test('quotes, doubles quotes and neutralises formulas', () => {
    expect(csvField('a')).toBe('a');
    expect(csvField(null)).toBe('');
    expect(csvField('a"b')).toBe('"a""b"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM')).toBe("'@SUM");
    expect(csvField('-1.5')).toBe('-1.5');
    expect(csvField('-cmd')).toBe("'-cmd");
  });
});

/**
 * Chinese aliases (data/zh-names.tsv, third column) on the demo seed: a buyer who types a drug's older or popular
 * Chinese name (扑热息痛, 乙酰水杨酸, 心痛定 …) finds the drug, first, through the real search calls; the goods page
 * lists the aliases among the synonyms.
 */
import { eq, like } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { seedDemo } from '../../lib/db/seed';
import { products } from '../../lib/db/schema';
import { getGoodsDetail } from '../../lib/domain/catalog/products/goods';
import { searchText, searchTokens } from '../../lib/domain/catalog/search/tokens';

type Item = { id: number; code: string; nameZh: string | null; nameEn: string };

describeDb('search by Chinese alias', (ctx) => {
  beforeAll(async () => {
    await seedDemo(ctx.db, { limit: 50 });
  }, 180_000);

  const search = async (keyword: string) => {
    const r = await ctx.api<{ list: Item[]; kind: string }>('product', 'POST', 'prodapiitem/product/search', {
      keyword,
      pageSize: 20,
    });
    expect(r.code).toBe(1);
    return r;
  };

  test('扑热息痛 finds paracetamol (对乙酰氨基酚), first', async () => {
    const r = await search('扑热息痛');
    expect(r.data.kind).toBe('text');
    expect(r.totalCount).toBeGreaterThanOrEqual(1);
    expect(r.data.list[0]).toMatchObject({ nameZh: '对乙酰氨基酚', nameEn: 'Paracetamol' });
  });

  test('a partial alias (扑热息) finds it too', async () => {
    const r = await search('扑热息');
    expect(r.data.list[0]).toMatchObject({ nameZh: '对乙酰氨基酚' });
  });

  test('other aliases of seeded drugs: 乙酰水杨酸 → 阿司匹林, 心痛定 / 硝苯吡啶 → 硝苯地平, 氟美松 → 地塞米松', async () => {
    expect((await search('乙酰水杨酸')).data.list[0]?.nameZh).toBe('阿司匹林');
    expect((await search('心痛定')).data.list[0]?.nameZh).toBe('硝苯地平');
    expect((await search('硝苯吡啶')).data.list[0]?.nameZh).toBe('硝苯地平');
    expect((await search('氟美松')).data.list[0]?.nameZh).toBe('地塞米松');
  });

  test('the header suggestions list paracetamol first for 扑热息痛 (a name, not an identifier: no shortcut)', async () => {
    const r = await ctx.api<{ exactProductId: number | null; products: { nameZh: string | null }[] }>(
      'product',
      'POST',
      'prodapiitem/product/suggest',
      { keyword: '扑热息痛' },
    );
    expect(r.code).toBe(1);
    expect(r.data.exactProductId).toBeNull();
    expect(r.data.products[0]?.nameZh).toBe('对乙酰氨基酚');
  });

  test('the goods page lists the aliases first among the synonyms, without duplicates', async () => {
    const [p] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.nameZh, '对乙酰氨基酚'));
    const detail = await getGoodsDetail(ctx.db, p!.id);
    const syn = detail!.product.synonyms;
    expect(syn[0]).toBe('扑热息痛');
    expect(syn).toContain('acetaminophen');
    expect(new Set(syn.map((s) => s.toLowerCase())).size).toBe(syn.length);
    expect(syn).not.toContain('对乙酰氨基酚');
  });

  test('an exact alias ranks the parent drug above an impurity whose name contains the alias', async () => {
    // A vendor-style impurity name built on the alias (扑热息痛杂质K); its English name (4-Aminophenol) sorts
    // before Paracetamol, so only the relevance ranking puts the drug first.
    const [imp] = await ctx.db.select().from(products).where(like(products.nameZh, '对乙酰氨基酚杂质%')).limit(1);
    expect(imp).toBeDefined();
    const synonyms = [...(imp!.synonyms ?? []), `扑热息痛杂质${imp!.nameZh!.slice(-1)}`];
    const text = searchText([imp!.code, imp!.nameZh, imp!.nameEn, synonyms, imp!.cas, imp!.formula, imp!.formulaHill]);
    await ctx.db
      .update(products)
      .set({ synonyms, searchText: text, searchTokens: searchTokens(text) })
      .where(eq(products.id, imp!.id));

    const r = await search('扑热息痛');
    expect(r.data.list.map((p) => p.nameZh)).toEqual(['对乙酰氨基酚', imp!.nameZh]);
    const partial = await search('扑热息');
    expect(partial.data.list[0]?.nameZh).toBe('对乙酰氨基酚');
  });
});

/**
 * The goods page body's props (lib/domain/catalog/goods-view.ts): everything the body shows, nothing it does not —
 * they are written into every goods page's RSC payload.
 */
import type { GoodsPageData } from '@/lib/domain/catalog/goods-page';
import { GOODS_COA_ROWS, GOODS_MSDS_SECTIONS, goodsView } from '@/lib/domain/catalog/goods-view';

const MOLFILE = `\n  RDKit          2D\n\n  3  2  0  0  0  0  0  0  0  0999 V2000\n${'    0.0000    0.0000    0.0000 C   0  0\n'.repeat(3)}M  END\n`;
const SIZE = { w: 360, h: 280 };

function page(over: Partial<GoodsPageData> = {}, product: Partial<GoodsPageData['product']> = {}): GoodsPageData {
  return {
    product: {
      id: 7,
      code: 'RS-0007',
      nameZh: '对乙酰氨基酚',
      nameEn: 'Paracetamol',
      hasCuratedZh: true,
      synonyms: ['扑热息痛'],
      cas: '103-90-2',
      formula: 'C8H9NO2',
      molecularWeight: 151.16,
      exactMass: 151.0633,
      inchiKey: 'RZVAJINKPMORJF-UHFFFAOYSA-N',
      smiles: 'CC(=O)Nc1ccc(O)cc1',
      structureInput: MOLFILE,
      purity: '≥99%',
      storage: '2-8℃',
      shipping: null,
      hazards: ['H302'],
      licenceClass: null,
      description: '解热镇痛药对照品。',
      imageUrl: null,
      kind: 'reference',
      status: 1,
      isHot: true,
      isNew: false,
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...product,
    },
    brand: { id: 1, name: '演示品牌', nameEn: 'Demo brand', code: 'DEMO', logoUrl: '/uploads/brand/demo.png' },
    category: { id: 3, name: '化学对照品' },
    breadcrumb: [
      { id: 1, name: '对照品' },
      { id: 3, name: '化学对照品' },
    ],
    skus: [{ id: 11, code: 'RS-0007-10MG', packageValue: '10mg', specification: [], price: 120, stock: 3, status: 1 } as unknown as GoodsPageData['skus'][number]],
    minPrice: 120,
    parents: [],
    impurities: [],
    methods: [],
    standards: [],
    batches: Array.from({ length: 7 }, (_, i) => ({
      id: 100 + i,
      productId: 7,
      batchNo: `B2026${String(i).padStart(2, '0')}`,
      status: 'current' as const,
      releasedOn: '2026-01-01',
      expiresOn: '2028-01-01',
      isExpired: false,
      purity: '99.8%',
      fileUrl: `/uploads/coa/${i}.pdf`,
    })),
    msds: {
      productId: 7,
      code: 'RS-0007',
      name: '对乙酰氨基酚',
      sections: Array.from({ length: 12 }, (_, i) => ({ title: `第${i + 1}部分`, text: '内容'.repeat(20) })),
      content: { raw: 'x'.repeat(5000) },
      fileUrl: '/uploads/msds/7.pdf',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    ...over,
  };
}

describe('goodsView', () => {
  test('keeps what the body shows: names, facts, breadcrumb, packages, the drawn structure as image URLs', () => {
    const v = goodsView(page(), SIZE);
    expect(v).toMatchObject({ id: 7, name: '对乙酰氨基酚', nameZh: '对乙酰氨基酚', nameEn: 'Paracetamol', code: 'RS-0007', cas: '103-90-2', isHot: true });
    expect(v.breadcrumb.map((c) => c.name)).toEqual(['对照品', '化学对照品']);
    expect(v.skus.map((s) => s.id)).toEqual([11]);
    expect(v.hasStructure).toBe(true);
    expect(v.image).toMatch(/^\/images\/structure\/7\.svg\?w=360&h=280&v=/);
    expect(v.thumb).toMatch(/^\/images\/structure\/7\.svg\?v=/);
    expect(v.inquiryOnly).toBe(false);
  });

  test('leaves out what it does not show: the molfile, lots and MSDS sections past those listed, the brand’s other fields', () => {
    const v = goodsView(page(), SIZE);
    const json = JSON.stringify(v);
    expect(json).not.toContain('V2000');
    expect(json).not.toContain('/uploads/coa/'); // lot files are on the COA page
    expect(json).not.toContain('xxxxx'); // the MSDS's raw content
    expect(json).not.toContain('Demo brand');
    expect(v.batchCount).toBe(7);
    expect(v.batches).toHaveLength(GOODS_COA_ROWS);
    expect(v.batches[0]!.batchNo).toBe('B202600'); // newest first, as the page data orders them
    expect(v.msds!.sections).toHaveLength(GOODS_MSDS_SECTIONS);
    expect(v.msds!.fileUrl).toBe('/uploads/msds/7.pdf');
    expect(v.brand).toEqual({ id: 1, name: '演示品牌' });
  });

  test('an uncurated Chinese name is not shown as one; a product without a structure shows its own image', () => {
    const v = goodsView(page({}, { hasCuratedZh: false, structureInput: null, imageUrl: '/uploads/p/7.png' }), SIZE);
    expect(v.name).toBe('Paracetamol');
    expect(v.nameZh).toBeNull();
    expect(v.hasStructure).toBe(false);
    expect(v.image).toBe('/uploads/p/7.png');
    expect(v.thumb).toBe('/uploads/p/7.png');
  });

  test('every package on inquiry → the inquiry note; no packages → none; no lots, no MSDS', () => {
    expect(goodsView(page({ minPrice: null }), SIZE).inquiryOnly).toBe(true);
    expect(goodsView(page({ minPrice: null, skus: [] }), SIZE).inquiryOnly).toBe(false);
    const bare = goodsView(page({ batches: [], msds: null }), SIZE);
    expect(bare.batchCount).toBe(0);
    expect(bare.batches).toEqual([]);
    expect(bare.msds).toBeNull();
  });
});

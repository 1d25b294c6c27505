/**
 * The goods page body's props (lib/domain/catalog/products/goods-view.ts): everything the body shows, nothing it does not —
 * they are written into every goods page's RSC payload.
 */
import type { GoodsPageData } from '@/lib/domain/catalog/products/goods-page';
import { GOODS_COA_ROWS, GOODS_MSDS_SECTIONS, goodsView } from '@/lib/domain/catalog/products/goods-view';
import { goodsDetail, goodsSku } from '../helpers/goods-fixture';

const MOLFILE = `\n  RDKit          2D\n\n  3  2  0  0  0  0  0  0  0  0999 V2000\n${'    0.0000    0.0000    0.0000 C   0  0\n'.repeat(3)}M  END\n`;

function page(over: Partial<GoodsPageData> = {}, product: Partial<GoodsPageData['product']> = {}): GoodsPageData {
  const d = goodsDetail({ minPrice: 120 }, [goodsSku(1, 120, 3)]);
  return {
    ...d,
    product: {
      ...d.product,
      structureInput: MOLFILE,
      hazards: ['H302'],
      description: '解热镇痛药对照品。',
      isHot: true,
      ...product,
    },
    brand: { id: 1, name: '演示品牌', nameEn: 'Demo brand', code: 'DEMO', logoUrl: '/uploads/brand/demo.png' },
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
    const v = goodsView(page());
    expect(v).toMatchObject({
      id: 7,
      name: '对乙酰氨基酚',
      nameZh: '对乙酰氨基酚',
      nameEn: 'Paracetamol',
      code: 'RS-0007',
      cas: '103-90-2',
      isHot: true,
    });
    expect(v.breadcrumb.map((c) => c.name)).toEqual(['对照品', '化学对照品']);
    expect(v.skus.map((s) => s.id)).toEqual([1]);
    expect(v.hasStructure).toBe(true);
    expect(v.image).toMatch(/^\/images\/structure\/7\.svg\?w=360&h=280&v=/);
    expect(v.thumb).toMatch(/^\/images\/structure\/7\.svg\?v=/);
    expect(v.inquiryOnly).toBe(false);
  });

  test('resolves hazards, licence notice and kind label on the server (their tables stay out of the browser JS)', () => {
    const v = goodsView(page({}, { hazards: ['GHS07', 'H302', 'EUH066'], licenceClass: 'precursor' }));
    expect(v.hazardView.pictograms.map((p) => p.code)).toEqual(['GHS07']);
    expect(v.hazardView.statements).toEqual([{ code: 'H302', text: expect.stringMatching(/吞咽有害/) }]);
    expect(v.hazardView.other).toEqual(['EUH066']);
    expect(v.licence).toEqual({ label: expect.any(String), note: expect.any(String) });
    expect(v.kindLabel).not.toBe('');
    expect(goodsView(page({}, { licenceClass: null })).licence).toBeNull();
  });

  test('leaves out what it does not show: the molfile, lots and MSDS sections past those listed, the brand’s other fields', () => {
    const v = goodsView(page());
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
    const v = goodsView(page({}, { hasCuratedZh: false, structureInput: null, imageUrl: '/uploads/p/7.png' }));
    expect(v.name).toBe('Paracetamol');
    expect(v.nameZh).toBeNull();
    expect(v.hasStructure).toBe(false);
    expect(v.image).toBe('/uploads/p/7.png');
    expect(v.thumb).toBe('/uploads/p/7.png');
  });

  test('every package on inquiry → the inquiry note; no packages → none; no lots, no MSDS', () => {
    expect(goodsView(page({ minPrice: null })).inquiryOnly).toBe(true);
    expect(goodsView(page({ minPrice: null, skus: [] })).inquiryOnly).toBe(false);
    const bare = goodsView(page({ batches: [], msds: null }));
    expect(bare.batchCount).toBe(0);
    expect(bare.batches).toEqual([]);
    expect(bare.msds).toBeNull();
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, safeJsonLdString } from '@/lib/seo/jsonld';
import { productJsonLd, goodsTitle, INQUIRY_NOTE } from '@/lib/seo/product-jsonld';
import type { GoodsDetail } from '@/lib/domain/catalog/goods';

describe('JSON-LD inlining is safe', () => {
  const evil = { name: '</script><script>alert(1)</script>', note: 'a & b <!-- c --> \u2028\u2029 >' };

  test('no <, >, & or line separators survive, and it parses back to the same data', () => {
    const s = safeJsonLdString(evil);
    expect(s).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(s)).toEqual(evil);
  });

  test('the rendered <script> cannot be closed early by data', () => {
    const html = renderToStaticMarkup(<JsonLd data={evil} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    const inner = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(inner)).toEqual(evil);
  });
});

function detail(over: Partial<GoodsDetail> = {}, skus: GoodsDetail['skus'] = []): GoodsDetail {
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
      structureInput: 'CC(=O)Nc1ccc(O)cc1',
      purity: '≥99%',
      storage: '2-8℃',
      shipping: null,
      hazards: [],
      licenceClass: null,
      description: null,
      imageUrl: null,
      kind: 'reference',
      status: 1,
      isHot: false,
      isNew: false,
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    brand: { id: 1, name: '演示品牌', nameEn: null, code: 'DEMO', logoUrl: null },
    category: { id: 3, name: '化学对照品' },
    breadcrumb: [
      { id: 1, name: '对照品' },
      { id: 3, name: '化学对照品' },
    ],
    skus,
    minPrice: null,
    parents: [],
    impurities: [],
    methods: [],
    standards: [],
    ...over,
  };
}
const sku = (id: number, price: number | null, stock: number) => ({
  id,
  code: `RS-0007-${id}`,
  packageValue: `${id * 10}mg`,
  specification: [],
  price,
  stock,
  delivery: '现货',
  deliveryDays: null,
});

describe('Product JSON-LD', () => {
  test('priced packages become an AggregateOffer in CNY; 询价 packages are not offers', () => {
    const d = detail({ minPrice: 100 }, [sku(1, 100, 3), sku(2, 450.5, 0), sku(3, null, 0)]);
    const ld = productJsonLd(d, { base: 'https://shop.example' }) as Record<string, any>;
    expect(ld['@type']).toBe('Product');
    expect(ld.sku).toBe('RS-0007');
    expect(ld.url).toBe('https://shop.example/goodsDetail/7');
    expect(ld.image).toBe('https://shop.example/images/structure/7.png');
    expect(ld.offers['@type']).toBe('AggregateOffer');
    expect(ld.offers.priceCurrency).toBe('CNY');
    expect([ld.offers.lowPrice, ld.offers.highPrice, ld.offers.offerCount]).toEqual(['100.00', '450.50', 2]);
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    expect(ld.offers.offers.map((o: any) => [o.price, o.availability])).toEqual([
      ['100.00', 'https://schema.org/InStock'],
      ['450.50', 'https://schema.org/BackOrder'],
    ]);
    expect(ld.identifier).toContainEqual({ '@type': 'PropertyValue', propertyID: 'CAS', value: '103-90-2' });
  });

  test('all 询价: no offers, and the description says 价格请询价', () => {
    const ld = productJsonLd(detail({}, [sku(1, null, 0)])) as Record<string, any>;
    expect(ld.offers).toBeUndefined();
    expect(ld.description).toContain(INQUIRY_NOTE);
  });

  test('off-shelf products are Discontinued; the title carries name, CAS and 货号', () => {
    const d = detail({ minPrice: 10 }, [sku(1, 10, 5)]);
    d.product.status = 0;
    const ld = productJsonLd(d) as Record<string, any>;
    expect(ld.offers.availability).toBe('https://schema.org/Discontinued');
    expect(goodsTitle(d)).toBe('对乙酰氨基酚 | CAS 103-90-2 | 货号 RS-0007');
  });

  test('without a curated Chinese name the English name is the name', () => {
    const d = detail();
    d.product.hasCuratedZh = false;
    expect(goodsTitle(d)).toBe('Paracetamol | CAS 103-90-2 | 货号 RS-0007');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, safeJsonLdString } from '@/lib/platform/seo/jsonld';
import {
  breadcrumbJsonLd,
  productJsonLd,
  goodsTitle,
  INQUIRY_NOTE,
} from '@/lib/domain/catalog/products/product-jsonld';
import { structuredDataProblems, validateStructuredData } from '../helpers/structured-data';
import type { GoodsDetail } from '@/lib/domain/catalog/products/goods';
import { goodsDetail, goodsSku } from '../helpers/goods-fixture';

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

const detail = goodsDetail;
const sku = goodsSku;

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

  test('all 询价: not a Product without offers but the compound itself (MolecularEntity), no offers, 价格请询价', () => {
    const ld = productJsonLd(detail({}, [sku(1, null, 0)]), { base: 'https://shop.example' }) as Record<string, any>;
    expect(ld['@type']).toBe('MolecularEntity');
    expect(ld.offers).toBeUndefined();
    expect(ld.description).toContain(INQUIRY_NOTE);
    expect([ld.molecularFormula, ld.inChIKey, ld.molecularWeight]).toEqual([
      'C8H9NO2',
      'RZVAJINKPMORJF-UHFFFAOYSA-N',
      '151.16 g/mol',
    ]);
    expect(ld.image).toBe('https://shop.example/images/structure/7.png');
  });

  test('all 询价 without a structure is a ChemicalSubstance, a custom-synthesis one a Service; both have an image', () => {
    const d = detail({}, [sku(1, null, 0)]);
    d.product.structureInput = null;
    d.product.smiles = null;
    const ld = productJsonLd(d, { base: 'https://shop.example' }) as Record<string, any>;
    expect(ld['@type']).toBe('ChemicalSubstance');
    expect(ld.image).toBe('https://shop.example/images/structure/7.png');
    d.product.kind = 'custom';
    const svc = productJsonLd(d) as Record<string, any>;
    expect(svc['@type']).toBe('Service');
    expect(svc.provider).toEqual({ '@type': 'Organization', name: '演示品牌' });
  });

  test('a priced product without a structure still has an image: its generated card, or its uploaded photo', () => {
    const d = detail({ minPrice: 10 }, [sku(1, 10, 5)]);
    d.product.structureInput = null;
    expect((productJsonLd(d, { base: 'https://shop.example' }) as Record<string, any>).image).toBe(
      'https://shop.example/images/structure/7.png',
    );
    d.product.imageUrl = '/uploads/qc-7.jpg';
    expect((productJsonLd(d, { base: 'https://shop.example' }) as Record<string, any>).image).toBe(
      'https://shop.example/uploads/qc-7.jpg',
    );
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

const problems = structuredDataProblems;

describe("goods-page structured data passes Google's rich-result rules and the schema.org vocabulary", () => {
  const base = { base: 'https://shop.example' };
  const crumbs = breadcrumbJsonLd(
    [
      { name: '首页', path: '/' },
      { name: '化学对照品', path: '/productCenter/productClassifyList/3' },
    ],
    base,
  );
  const noStructure = (d: GoodsDetail) => {
    d.product.structureInput = null;
    d.product.smiles = null;
    d.product.inchiKey = null;
    d.product.formula = null;
    d.product.molecularWeight = null;
    d.product.cas = null;
    return d;
  };
  const kinds: [string, () => GoodsDetail][] = [
    ['structure, every package priced', () => detail({ minPrice: 100 }, [sku(1, 100, 3), sku(2, 450.5, 0)])],
    ['structure, partly 询价', () => detail({ minPrice: 100 }, [sku(1, 100, 3), sku(2, null, 0)])],
    ['structure, wholly 询价', () => detail({}, [sku(1, null, 0), sku(2, null, 0)])],
    [
      'impurity with parent drugs',
      () => {
        const d = detail({ minPrice: 80 }, [sku(1, 80, 1)]);
        d.product.kind = 'impurity';
        d.parents = [
          {
            id: 9,
            code: 'RS-0009',
            nameZh: '布洛芬',
            nameEn: 'Ibuprofen',
            cas: '15687-27-1',
            formula: null,
            molecularWeight: null,
            hasStructure: true,
            imageUrl: null,
            label: null,
            status: 1,
          },
        ];
        return d;
      },
    ],
    ['QC mixture (no structure), priced', () => noStructure(detail({ minPrice: 300 }, [sku(1, 300, 2)]))],
    ['QC mixture (no structure), wholly 询价', () => noStructure(detail({}, [sku(1, null, 0)]))],
    [
      'custom synthesis service, wholly 询价',
      () => {
        const d = noStructure(detail({}, [sku(1, null, 0)]));
        d.product.kind = 'custom';
        return d;
      },
    ],
    [
      'off the shelf',
      () => {
        const d = detail({ minPrice: 10 }, [sku(1, 10, 5)]);
        d.product.status = 0;
        return d;
      },
    ],
  ];

  test.each(kinds)('%s: 0 errors', (_kind, make) => {
    const issues = validateStructuredData([productJsonLd(make(), base), crumbs]);
    expect(problems(issues)).toEqual([]);
  });

  test('the validator does fail what Google rejects: a Product with no image and no offers', () => {
    const d = noStructure(detail({}, [sku(1, null, 0)]));
    const bare = { ...productJsonLd(d, base), '@type': 'Product', image: undefined, unknownField: 1 };
    const found = problems(validateStructuredData([JSON.parse(JSON.stringify(bare))]));
    expect(found.join('\n')).toMatch(/"image" is missing/);
    expect(found.join('\n')).toMatch(/"aggregateRating", "offers" or "review"/);
    expect(found.join('\n')).toMatch(/unknownField/);
  });
});

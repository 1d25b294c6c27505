/** A goods page's data for unit tests: paracetamol (RS-0007), two-level breadcrumb, no relations. */
import type { GoodsDetail } from '@/lib/domain/catalog/products/goods';

export function goodsDetail(over: Partial<GoodsDetail> = {}, skus: GoodsDetail['skus'] = []): GoodsDetail {
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
/** A package of RS-0007: id·10 mg, 现货. */
export const goodsSku = (id: number, price: number | null, stock: number): GoodsDetail['skus'][number] => ({
  id,
  code: `RS-0007-${id}`,
  packageValue: `${id * 10}mg`,
  specification: [],
  price,
  stock,
  delivery: '现货',
  deliveryDays: null,
});

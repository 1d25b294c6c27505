/**
 * Everything a goods page shows, in ONE statement (one round trip, one plan).
 *
 * A first render of /goodsDetail/:id used to run eight queries (product, relations, methods, standards, the category
 * chain, packages, lots, MSDS). Each was sub-millisecond to execute, but every statement pays the driver's round trip,
 * parse and plan; on embedded PGlite that fixed cost (~0.5 ms for `SELECT 1`) made the queries about a quarter of a
 * first render's CPU (profile in docs/decisions/0015-crawler-scale.md). Here the sub-results are built as JSON by
 * scalar subqueries of one SELECT, each still served by its index (products PK, skus_product_idx, the relation and
 * link tables' product indexes), and mapped to the same shapes as the separate reads (getGoodsStatic, listSkus,
 * listBatches, getMsds), which stay for the API.
 *
 * The statement is prepared (lib/db/prepared.ts): planning seven subqueries took longer than running them.
 *
 * The breadcrumb is not read here: the page takes it from the cached category tree (chainInTree).
 */
import { jsonColumn, type Db } from '@/lib/db/client';
import { executePrepared, prepared } from '@/lib/db/prepared';
import { msdsSections, toBatchDto, type BatchDTO, type MsdsDTO } from './certificates';
import { todayInChina } from '@/lib/kernel/time';
import {
  GOODS_RELATED_LIMIT,
  splitRelations,
  toGoodsSku,
  withSkus,
  type GoodsDetail,
  type GoodsStatic,
  type RelatedRow,
} from './goods';

/** The goods page's data: the goods detail plus its COA lots and MSDS. */
export type GoodsPageData = GoodsDetail & {
  /** COA lots (newest first, current before withdrawn) and the MSDS. */
  batches: BatchDTO[];
  msds: MsdsDTO | null;
};

/** Lots listed on the goods page (the COA lookup lists them all). */
export const GOODS_PAGE_BATCHES = 20;

type ProductJson = {
  id: number;
  code: string;
  nameZh: string | null;
  nameEn: string;
  hasCuratedZh: boolean;
  synonyms: string[] | null;
  cas: string | null;
  formula: string | null;
  molecularWeight: number | null;
  exactMass: number | null;
  inchiKey: string | null;
  smiles: string | null;
  canonicalSmiles: string | null;
  molfile: string | null;
  purity: string | null;
  storage: string | null;
  shipping: string | null;
  hazards: string[] | null;
  licenceClass: string | null;
  description: string | null;
  imageUrl: string | null;
  kind: string;
  status: number;
  isHot: boolean;
  isNew: boolean;
  updatedAt: string;
  categoryId: number | null;
  categoryName: string | null;
  brandId: number | null;
  brandName: string | null;
  brandNameEn: string | null;
  brandCode: string | null;
  brandLogo: string | null;
};

type Row = {
  product: ProductJson | string | null;
  relations: (RelatedRow & { productId: number; relatedProductId: number })[] | string;
  methods: GoodsDetail['methods'] | string;
  standards: GoodsDetail['standards'] | string;
  skus:
    | {
        id: number;
        code: string;
        packageValue: string;
        specification: unknown;
        price: number | string | null;
        stock: number;
        delivery: string;
        deliveryDays: number | null;
      }[]
    | string;
  batches:
    | {
        id: number;
        productId: number;
        batchNo: string;
        status: string;
        releasedOn: string | null;
        expiresOn: string | null;
        purity: string | null;
        fileUrl: string | null;
      }[]
    | string;
  msds: { content: Record<string, unknown>; fileUrl: string | null; updatedAt: string } | string | null;
};

/**
 * The statement: one row of JSON columns (or a row whose product is null when no such product exists). Prepared
 * (lib/db/prepared.ts): planning it cost more than executing it. The limits are constants of this module.
 */
const GOODS_PAGE = prepared(
  'goods_page',
  `
    SELECT
      (SELECT json_build_object(
          'id', p.id, 'code', p.code, 'nameZh', p.name_zh, 'nameEn', p.name_en, 'hasCuratedZh', p.has_curated_zh,
          'synonyms', p.synonyms, 'cas', p.cas, 'formula', p.formula, 'molecularWeight', p.molecular_weight,
          'exactMass', p.exact_mass, 'inchiKey', p.inchi_key, 'smiles', p.smiles, 'canonicalSmiles', p.canonical_smiles,
          'molfile', p.molfile, 'purity', p.purity, 'storage', p.storage, 'shipping', p.shipping, 'hazards', p.hazards,
          'licenceClass', p.licence_class, 'description', p.description, 'imageUrl', p.image_url, 'kind', p.kind,
          'status', p.status, 'isHot', p.is_hot, 'isNew', p.is_new, 'updatedAt', p.updated_at,
          'categoryId', p.category_id, 'categoryName', c.name,
          'brandId', b.id, 'brandName', b.name, 'brandNameEn', b.name_en, 'brandCode', b.code, 'brandLogo', b.logo_url)
        FROM products p
        LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN categories c ON c.id = p.category_id
        WHERE p.id = $1) AS product,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT pr.product_id AS "productId", pr.related_product_id AS "relatedProductId", pr.label,
                 r.id, r.code, r.name_zh AS "nameZh", r.name_en AS "nameEn", r.has_curated_zh AS "hasCuratedZh", r.cas,
                 r.formula, r.molecular_weight AS "molecularWeight",
                 (r.smiles IS NOT NULL OR r.molfile IS NOT NULL) AS "hasStructure", r.image_url AS "imageUrl", r.status
          FROM product_relations pr
          JOIN products r ON r.id = CASE WHEN pr.product_id = $1 THEN pr.related_product_id ELSE pr.product_id END
          WHERE pr.relation = 'impurity_of' AND (pr.product_id = $1 OR pr.related_product_id = $1)
          ORDER BY pr.label, r.id
          LIMIT ${Number(GOODS_RELATED_LIMIT) * 2}) x) AS relations,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT m.id, m.api, m.title, m.source, m.test_item AS "testItem", t.name AS "typeName", mp.role
          FROM method_products mp
          JOIN methods m ON m.id = mp.method_id
          LEFT JOIN method_types t ON t.id = m.type_id
          WHERE mp.product_id = $1
          ORDER BY m.id
          LIMIT ${Number(GOODS_RELATED_LIMIT)}) x) AS methods,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT s.id, s.standard_code AS "standardCode", s.title, s.status, sp.role
          FROM standard_products sp
          JOIN standards s ON s.id = sp.standard_id
          WHERE sp.product_id = $1
          ORDER BY s.standard_code
          LIMIT ${Number(GOODS_RELATED_LIMIT)}) x) AS standards,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT k.id, k.code, k.package_value AS "packageValue", k.specification, k.price, k.stock, k.delivery,
                 k.delivery_days AS "deliveryDays"
          FROM skus k
          WHERE k.product_id = $1 AND k.status = 1
          ORDER BY k.sort, k.id) x) AS skus,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT l.id, l.product_id AS "productId", l.batch_no AS "batchNo", l.status, l.released_on AS "releasedOn",
                 l.expires_on AS "expiresOn", l.purity, l.file_url AS "fileUrl"
          FROM coa_batches l
          WHERE l.product_id = $1
          ORDER BY l.status, l.released_on DESC, l.id DESC
          LIMIT ${Number(GOODS_PAGE_BATCHES)}) x) AS batches,
      (SELECT json_build_object('content', d.content, 'fileUrl', d.file_url, 'updatedAt', d.updated_at)
        FROM msds d WHERE d.product_id = $1) AS msds`,
  ['int'],
);

/**
 * The goods page's data in one statement, or null when no such product exists (off-shelf products are returned,
 * status 0). `breadcrumb` maps the product's category to its root → leaf chain (the caller's cached tree).
 */
export async function loadGoodsPage(
  db: Db,
  id: number,
  breadcrumb: (categoryId: number) => { id: number; name: string }[] | Promise<{ id: number; name: string }[]>,
  today: string = todayInChina(),
): Promise<GoodsPageData | null> {
  const row = (await executePrepared<Row>(db, GOODS_PAGE, [id]))[0];
  const p = row?.product ? jsonColumn(row.product) : null;
  if (!row || !p) return null;
  const { parents, impurities } = splitRelations(id, jsonColumn(row.relations));
  const s: GoodsStatic = {
    product: {
      id: p.id,
      code: p.code,
      nameZh: p.nameZh,
      nameEn: p.nameEn,
      hasCuratedZh: p.hasCuratedZh,
      synonyms: p.synonyms ?? [],
      cas: p.cas,
      formula: p.formula,
      molecularWeight: p.molecularWeight,
      exactMass: p.exactMass,
      inchiKey: p.inchiKey,
      smiles: p.canonicalSmiles ?? p.smiles,
      structureInput: p.canonicalSmiles ?? p.smiles ?? p.molfile ?? null,
      purity: p.purity,
      storage: p.storage,
      shipping: p.shipping,
      hazards: p.hazards ?? [],
      licenceClass: p.licenceClass,
      description: p.description,
      imageUrl: p.imageUrl,
      kind: p.kind,
      status: p.status,
      isHot: p.isHot,
      isNew: p.isNew,
      updatedAt: new Date(p.updatedAt).toISOString(),
    },
    brand:
      p.brandId != null
        ? {
            id: p.brandId,
            name: p.brandName ?? '',
            nameEn: p.brandNameEn,
            code: p.brandCode ?? '',
            logoUrl: p.brandLogo,
          }
        : null,
    category: p.categoryId != null && p.categoryName != null ? { id: p.categoryId, name: p.categoryName } : null,
    breadcrumb: p.categoryId ? await breadcrumb(p.categoryId) : [],
    parents,
    impurities,
    methods: jsonColumn(row.methods).map((m) => ({ ...m, typeName: m.typeName ?? null })),
    standards: jsonColumn(row.standards),
  };
  const msdsRow = row.msds ? jsonColumn(row.msds) : null;
  return {
    ...withSkus(s, jsonColumn(row.skus).map(toGoodsSku)),
    batches: jsonColumn(row.batches).map((b) => toBatchDto(b, today)),
    msds: msdsRow
      ? {
          productId: p.id,
          code: p.code,
          name: p.nameZh ?? p.nameEn,
          sections: msdsSections(msdsRow.content),
          content: msdsRow.content,
          fileUrl: msdsRow.fileUrl,
          updatedAt: new Date(msdsRow.updatedAt).toISOString(),
        }
      : null,
  };
}

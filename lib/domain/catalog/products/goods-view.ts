/**
 * What the goods page's body shows, and nothing else: the props of the client component that renders it
 * (components/product/GoodsDetailView.tsx).
 *
 * Why a client component takes them: a server component's markup is written into the page's RSC payload as an
 * element tree (every class name, every wrapper) on top of the HTML, then serialised, parsed and copied by the
 * server on every first render. As props, the payload holds this data once — smaller than its markup — and the HTML
 * is the same (docs/decisions/0015-crawler-scale.md). So the view leaves out what the body does not show: the
 * molfile and structure input (only the image URL is shown), the lots and MSDS sections past those listed, the
 * brand's other fields.
 */
import type { BatchDTO } from './certificates';
import type { GoodsPageData } from './goods-page';
import type { GoodsSku, RelatedMethod, RelatedProduct, RelatedStandard } from './goods';
import { GOODS_IMAGE_SIZE } from '@/lib/domain/catalog/products/structure-image';
import { displayName, structureImageSrc } from './urls';
import { KIND_LABELS, describeHazards, licenceInfo, type HazardView, type LicenceInfo } from './hazards';

/** The newest lots shown on the page; the COA lookup lists them all. */
export const GOODS_COA_ROWS = 5;
/** MSDS sections summarised on the page (the file has them all). */
export const GOODS_MSDS_SECTIONS = 8;

export type GoodsViewBatch = Pick<
  BatchDTO,
  'id' | 'batchNo' | 'status' | 'isExpired' | 'purity' | 'releasedOn' | 'expiresOn'
>;

export type GoodsView = {
  id: number;
  /** Display name (curated Chinese name, else English). */
  name: string;
  nameEn: string;
  /** The curated Chinese name, when there is one. */
  nameZh: string | null;
  synonyms: string[];
  code: string;
  cas: string | null;
  formula: string | null;
  molecularWeight: number | null;
  exactMass: number | null;
  purity: string | null;
  storage: string | null;
  shipping: string | null;
  inchiKey: string | null;
  smiles: string | null;
  description: string | null;
  /**
   * The GHS pictograms and statements in words, the licence class's notice and the kind's label, resolved here: the
   * tables behind them (lib/domain/catalog/products/hazards.ts) stay out of the browser's JS (issue 34's budget).
   */
  hazardView: HazardView;
  licence: LicenceInfo | null;
  licenceClass: string | null;
  kind: string;
  kindLabel: string;
  status: number;
  isHot: boolean;
  isNew: boolean;
  /** The large structure drawing (or the product's own image), and the buy box's thumbnail. */
  image: string | null;
  thumb: string | null;
  hasStructure: boolean;
  brand: { id: number; name: string } | null;
  breadcrumb: { id: number; name: string }[];
  /** How many lots there are; `batches` holds the newest GOODS_COA_ROWS. */
  batchCount: number;
  batches: GoodsViewBatch[];
  msds: { sections: { title: string; text: string }[]; fileUrl: string | null } | null;
  parents: RelatedProduct[];
  impurities: RelatedProduct[];
  methods: RelatedMethod[];
  standards: RelatedStandard[];
  skus: GoodsSku[];
  /** Every package is 询价 (no price to show). */
  inquiryOnly: boolean;
};

/** The label and notice of a licence class (no aliases: the page shows neither). */
function licenceNotice(cls: string | null): LicenceInfo | null {
  const info = licenceInfo(cls);
  return info ? { label: info.label, note: info.note } : null;
}

/** The goods page body's props from the page's data (the large drawing at GOODS_IMAGE_SIZE, as the body shows it). */
export function goodsView(d: GoodsPageData): GoodsView {
  const p = d.product;
  const drawn = !!p.structureInput;
  return {
    id: p.id,
    name: displayName(p),
    nameEn: p.nameEn,
    nameZh: p.hasCuratedZh && p.nameZh ? p.nameZh : null,
    synonyms: p.synonyms,
    code: p.code,
    cas: p.cas,
    formula: p.formula,
    molecularWeight: p.molecularWeight,
    exactMass: p.exactMass,
    purity: p.purity,
    storage: p.storage,
    shipping: p.shipping,
    inchiKey: p.inchiKey,
    smiles: p.smiles,
    description: p.description,
    hazardView: describeHazards(p.hazards),
    licence: licenceNotice(p.licenceClass),
    licenceClass: p.licenceClass,
    kind: p.kind,
    kindLabel: KIND_LABELS[p.kind] ?? p.kind,
    status: p.status,
    isHot: p.isHot,
    isNew: p.isNew,
    image: drawn ? structureImageSrc(p.id, GOODS_IMAGE_SIZE, p.updatedAt) : p.imageUrl,
    thumb: drawn ? structureImageSrc(p.id, null, p.updatedAt) : p.imageUrl,
    hasStructure: drawn,
    brand: d.brand ? { id: d.brand.id, name: d.brand.name } : null,
    breadcrumb: d.breadcrumb,
    batchCount: d.batches.length,
    batches: d.batches.slice(0, GOODS_COA_ROWS).map((b) => ({
      id: b.id,
      batchNo: b.batchNo,
      status: b.status,
      isExpired: b.isExpired,
      purity: b.purity,
      releasedOn: b.releasedOn,
      expiresOn: b.expiresOn,
    })),
    msds: d.msds ? { sections: d.msds.sections.slice(0, GOODS_MSDS_SECTIONS), fileUrl: d.msds.fileUrl } : null,
    parents: d.parents,
    impurities: d.impurities,
    methods: d.methods,
    standards: d.standards,
    skus: d.skus,
    inquiryOnly: d.minPrice === null && d.skus.length > 0,
  };
}

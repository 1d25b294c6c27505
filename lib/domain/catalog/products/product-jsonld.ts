/**
 * Structured data (schema.org JSON-LD, + BreadcrumbList) for the goods page. Pure: unit-tested, and validated with
 * Google's rich-result rules in tests (tests/unit/structured-data.test.ts, e2e/structured-data.spec.ts).
 *
 * - At least one priced package: a Product with an AggregateOffer in CNY (询价 packages are not offers).
 * - Every package 询价: a price on request is not an offer, and Google rejects a Product with neither offers nor
 *   reviews; so the page describes what it sells as what it is: a MolecularEntity (a compound with a structure), a
 *   ChemicalSubstance (a mixture, a QC sample) or a Service (custom synthesis), with 价格请询价 in the description.
 *   See docs/decisions/0009-structured-data.md.
 * - Every product has an image: the drawn structure, or for a product without one its generated card (a sample vial
 *   with name, category and catalogue number), both from /images/structure/<id>.png.
 */
import type { GoodsDetail } from './goods';
import { absoluteUrl, SITE_NAME } from '@/lib/platform/seo/site';
import { displayName, goodsHref, structureImageSrc } from './urls';
import { hasPrice } from './price';
import { UI } from '@/lib/config/messages';

const AVAIL = {
  inStock: 'https://schema.org/InStock',
  backOrder: 'https://schema.org/BackOrder',
  discontinued: 'https://schema.org/Discontinued',
} as const;

export const INQUIRY_NOTE = UI.priceOnInquiry;

export function goodsTitle(d: Pick<GoodsDetail, 'product'>): string {
  const p = d.product;
  const name = displayName(p);
  return [name, p.cas ? `CAS ${p.cas}` : null, `货号 ${p.code}`].filter(Boolean).join(' | ');
}

export function goodsDescription(d: GoodsDetail): string {
  const p = d.product;
  const parts = [
    displayName(p),
    p.nameEn && p.nameEn !== displayName(p) ? p.nameEn : null,
    p.cas ? `CAS号 ${p.cas}` : null,
    p.formula ? `分子式 ${p.formula}` : null,
    p.molecularWeight != null ? `分子量 ${p.molecularWeight.toFixed(2)}` : null,
    p.purity ? `纯度 ${p.purity}` : null,
    d.brand ? `品牌 ${d.brand.name}` : null,
    d.skus.length ? `规格 ${d.skus.map((s) => s.packageValue).join('/')}` : null,
    d.minPrice === null && d.skus.length ? INQUIRY_NOTE : null,
    '提供COA证书',
  ];
  return parts.filter(Boolean).join('，');
}

/** The product's picture: its structure card (drawn for every product), or an uploaded photo of one without a structure. */
export function productImagePath(p: Pick<GoodsDetail['product'], 'id' | 'structureInput' | 'imageUrl'>): string {
  return !p.structureInput && p.imageUrl ? p.imageUrl : structureImageSrc(p.id).replace(/\.svg$/, '.png');
}

/** The schema.org type a goods page describes: Product when something has a price, else what the thing is. */
export function jsonLdType(d: GoodsDetail): 'Product' | 'MolecularEntity' | 'ChemicalSubstance' | 'Service' {
  if (d.skus.some((s) => hasPrice(s.price))) return 'Product';
  if (d.product.kind === 'custom') return 'Service';
  return d.product.structureInput ? 'MolecularEntity' : 'ChemicalSubstance';
}

export function productJsonLd(d: GoodsDetail, opts: { base?: string } = {}) {
  const p = d.product;
  const url = absoluteUrl(goodsHref(p.id), opts.base);
  const type = jsonLdType(d);
  const priced = d.skus.filter((s) => hasPrice(s.price));
  const anyStock = d.skus.some((s) => s.stock > 0);
  const availability = (stock: number) =>
    p.status !== 1 ? AVAIL.discontinued : stock > 0 ? AVAIL.inStock : AVAIL.backOrder;

  const identifiers: { '@type': 'PropertyValue'; propertyID: string; value: string }[] = [];
  identifiers.push({ '@type': 'PropertyValue', propertyID: '货号', value: p.code });
  if (p.cas) identifiers.push({ '@type': 'PropertyValue', propertyID: 'CAS', value: p.cas });
  if (p.inchiKey) identifiers.push({ '@type': 'PropertyValue', propertyID: 'InChIKey', value: p.inchiKey });

  const alternate = [p.nameEn !== displayName(p) ? p.nameEn : null, ...p.synonyms]
    .filter((x): x is string => !!x)
    .slice(0, 10);
  const category = d.breadcrumb.map((b) => b.name).join(' > ') || undefined;

  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${url}#${type === 'Product' ? 'product' : 'item'}`,
    name: displayName(p),
    url,
    description: goodsDescription(d),
    image: absoluteUrl(productImagePath(p), opts.base),
    identifier: identifiers,
  };
  if (alternate.length) data.alternateName = alternate;

  if (type === 'Service') {
    data.serviceType = category;
    data.provider = { '@type': 'Organization', name: d.brand?.name ?? SITE_NAME };
    return data;
  }
  if (type === 'MolecularEntity') {
    if (p.formula) data.molecularFormula = p.formula;
    if (p.molecularWeight != null) data.molecularWeight = `${p.molecularWeight.toFixed(2)} g/mol`;
    if (p.inchiKey) data.inChIKey = p.inchiKey;
    if (p.smiles) data.smiles = p.smiles;
  }
  if (type !== 'Product') return data;

  const props: { '@type': 'PropertyValue'; name: string; value: string }[] = [];
  if (p.formula) props.push({ '@type': 'PropertyValue', name: '分子式', value: p.formula });
  if (p.molecularWeight != null)
    props.push({ '@type': 'PropertyValue', name: '分子量', value: p.molecularWeight.toFixed(2) });
  if (p.purity) props.push({ '@type': 'PropertyValue', name: '纯度', value: p.purity });
  if (p.storage) props.push({ '@type': 'PropertyValue', name: '储存条件', value: p.storage });
  // An impurity names the drugs it is an impurity of (a reference by name: a nested Product would have to carry offers).
  if (d.parents.length)
    props.push({
      '@type': 'PropertyValue',
      name: '母体药物',
      value: d.parents
        .slice(0, 5)
        .map((r) => displayName(r))
        .join('、'),
    });
  if (props.length) data.additionalProperty = props;
  data.sku = p.code;
  data.mpn = p.code;
  data.category = category;
  data.brand = { '@type': 'Brand', name: d.brand?.name ?? SITE_NAME };

  const prices = priced.map((s) => s.price as number);
  data.offers = {
    '@type': 'AggregateOffer',
    priceCurrency: 'CNY',
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: priced.length,
    availability: availability(anyStock ? 1 : 0),
    offers: priced.map((s) => ({
      '@type': 'Offer',
      sku: s.code,
      name: s.packageValue,
      price: (s.price as number).toFixed(2),
      priceCurrency: 'CNY',
      availability: availability(s.stock),
      url: absoluteUrl(goodsHref(p.id, s.id), opts.base),
      itemCondition: 'https://schema.org/NewCondition',
    })),
  };
  return data;
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], opts: { base?: string } = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      item: absoluteUrl(it.path, opts.base),
    })),
  };
}

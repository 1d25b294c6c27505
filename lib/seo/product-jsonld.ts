/**
 * schema.org Product (+ BreadcrumbList) for the goods page. Pure: unit-tested.
 * Priced packages become an AggregateOffer in CNY; when every package is 询价 there are no offers
 * (a price on request is not an offer) and the description says so.
 */
import type { GoodsDetail } from '@/lib/domain/catalog/goods';
import { absoluteUrl, SITE_NAME } from './site';
import { displayName, goodsHref, structureImageSrc } from '@/lib/domain/catalog/urls';
import { hasPrice } from '@/lib/domain/catalog/price';

const AVAIL = {
  inStock: 'https://schema.org/InStock',
  backOrder: 'https://schema.org/BackOrder',
  discontinued: 'https://schema.org/Discontinued',
} as const;

export const INQUIRY_NOTE = '价格请询价';

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

export function productJsonLd(d: GoodsDetail, opts: { base?: string } = {}) {
  const p = d.product;
  const url = absoluteUrl(goodsHref(p.id), opts.base);
  const priced = d.skus.filter((s) => hasPrice(s.price));
  const anyStock = d.skus.some((s) => s.stock > 0);
  const availability = (stock: number) => (p.status !== 1 ? AVAIL.discontinued : stock > 0 ? AVAIL.inStock : AVAIL.backOrder);

  const identifiers: { '@type': 'PropertyValue'; propertyID: string; value: string }[] = [];
  if (p.cas) identifiers.push({ '@type': 'PropertyValue', propertyID: 'CAS', value: p.cas });
  if (p.inchiKey) identifiers.push({ '@type': 'PropertyValue', propertyID: 'InChIKey', value: p.inchiKey });

  const props: { '@type': 'PropertyValue'; name: string; value: string }[] = [];
  if (p.formula) props.push({ '@type': 'PropertyValue', name: '分子式', value: p.formula });
  if (p.molecularWeight != null) props.push({ '@type': 'PropertyValue', name: '分子量', value: p.molecularWeight.toFixed(2) });
  if (p.purity) props.push({ '@type': 'PropertyValue', name: '纯度', value: p.purity });
  if (p.storage) props.push({ '@type': 'PropertyValue', name: '储存条件', value: p.storage });

  const alternate = [p.nameEn !== displayName(p) ? p.nameEn : null, ...p.synonyms].filter((x): x is string => !!x).slice(0, 10);

  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: displayName(p),
    url,
    sku: p.code,
    mpn: p.code,
    description: goodsDescription(d),
    category: d.breadcrumb.map((b) => b.name).join(' > ') || undefined,
    image: p.structureInput ? absoluteUrl(structureImageSrc(p.id).replace(/\.svg$/, '.png'), opts.base) : p.imageUrl ? absoluteUrl(p.imageUrl, opts.base) : undefined,
    brand: d.brand ? { '@type': 'Brand', name: d.brand.name } : { '@type': 'Brand', name: SITE_NAME },
  };
  if (alternate.length) data.alternateName = alternate;
  if (identifiers.length) data.identifier = identifiers;
  if (props.length) data.additionalProperty = props;

  if (priced.length > 0) {
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
  }
  return data;
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], opts: { base?: string } = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, item: absoluteUrl(it.path, opts.base) })),
  };
}

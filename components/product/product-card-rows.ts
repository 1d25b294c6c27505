/**
 * The attribute rows of a product card (pure, no React): which rows show and with what value.
 * Optional attributes (CAS号, 分子式, 分子量, and in the list view 纯度 and 品牌) are left out when empty, so a
 * mixture without CAS or formula shows no "—" rows. 货号 always shows.
 */
import type { ProductListItem } from '@/lib/domain/catalog/products';

export type CardRowKey = 'code' | 'cas' | 'formula' | 'mw' | 'purity' | 'brand';
export type CardRow = { key: CardRowKey; label: string; value: string };

/** Labels as on the goods page and the rest of the site. */
export const CARD_ROW_LABELS: Record<CardRowKey, string> = {
  code: '货号',
  cas: 'CAS号',
  formula: '分子式',
  mw: '分子量',
  purity: '纯度',
  brand: '品牌',
};

/** Number of cards (the first row of a 4-column grid) whose image loads eagerly with high priority (LCP). */
export const PRIORITY_CARD_COUNT = 4;

/** A value that says nothing: missing, blank, or a placeholder dash. */
export function isBlankValue(v: string | null | undefined): boolean {
  const s = (v ?? '').trim();
  return s === '' || /^[-—–/]+$/.test(s);
}

type RowSource = Pick<ProductListItem, 'code' | 'cas' | 'formula' | 'molecularWeight' | 'purity' | 'brandName'>;

export function productCardRows(item: RowSource, view: 'grid' | 'list' = 'grid'): CardRow[] {
  const mw =
    item.molecularWeight != null && Number.isFinite(item.molecularWeight) && item.molecularWeight > 0
      ? item.molecularWeight.toFixed(2)
      : null;
  const candidates: [CardRowKey, string | null | undefined][] = [
    ['code', item.code],
    ['cas', item.cas],
    ['formula', item.formula],
    ['mw', mw],
    ...(view === 'list'
      ? ([
          ['purity', item.purity],
          ['brand', item.brandName],
        ] as [CardRowKey, string | null | undefined][])
      : []),
  ];
  return candidates
    .filter(([key, v]) => key === 'code' || !isBlankValue(v))
    .map(([key, v]) => ({ key, label: CARD_ROW_LABELS[key], value: (v ?? '').trim() }));
}

/** Image priority for the index-th card of a list: the first row loads eagerly, the rest lazily. */
export function cardImagePriority(index: number, count: number = PRIORITY_CARD_COUNT): boolean {
  return index >= 0 && index < count;
}

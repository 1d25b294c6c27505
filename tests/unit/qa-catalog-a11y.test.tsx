/** @jest-environment jsdom */
/**
 * QA and accessibility points on the catalogue: product card rows (CAS号 label, no "—" rows for mixtures),
 * first-row image priority, heading levels, the explained (greyed-out) cart buttons on 询价 packages, and the
 * home banner dots (24 px targets, 第N张, aria-current).
 */
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const apiMock = jest.fn((..._args: unknown[]) => Promise.resolve([] as unknown));
jest.mock('@/lib/api/client', () => ({ api: (...a: unknown[]) => apiMock(...a) }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/goodsDetail/7',
  useSearchParams: () => new URLSearchParams(),
}));

import { ProductCard } from '@/components/product/ProductCard';
import {
  CARD_ROW_LABELS,
  PRIORITY_CARD_COUNT,
  cardImagePriority,
  isBlankValue,
  productCardRows,
} from '@/components/product/product-card-rows';
import { RelatedProductCard } from '@/components/product/RelatedProductCard';
import { GoodsBuyBox } from '@/components/product/GoodsBuyBox';
import { HomeBanner } from '@/components/home/HomeBanner';
import { CATALOG_MSG } from '@/lib/config/messages';
import type { ProductListItem } from '@/lib/domain/catalog/products/types';
import type { GoodsSku } from '@/lib/domain/catalog/products/goods';

import { htmlDoc as doc, mountPerTest } from '../helpers/dom';

const base: ProductListItem = {
  id: 7,
  code: 'RS-0007',
  nameZh: '咖啡因',
  nameEn: 'Caffeine',
  cas: '58-08-2',
  formula: 'C8H10N4O2',
  molecularWeight: 194.19,
  purity: '≥99%',
  imageUrl: null,
  hasStructure: true,
  isHot: false,
  isNew: false,
  kind: 'standard',
  brandId: 3,
  brandName: '中检院',
  minPrice: 120,
  packages: [{ skuId: 70, packageValue: '100mg', price: 120, stock: 3, delivery: '现货' }],
};
const mixture: ProductListItem = {
  ...base,
  id: 8,
  code: 'MIX-8',
  nameZh: '农残混标',
  cas: null,
  formula: '',
  molecularWeight: null,
  purity: null,
  brandId: null,
  brandName: null,
};

const labels = (el: Element) => [...el.querySelectorAll('dt')].map((d) => d.textContent);

describe('product card rows', () => {
  test('CAS号 label; empty CAS / formula / MW rows are left out; 货号 always shows', () => {
    expect(productCardRows(base).map((r) => r.label)).toEqual(['货号', 'CAS号', '分子式', '分子量']);
    expect(productCardRows(base).find((r) => r.key === 'mw')?.value).toBe('194.19');
    expect(productCardRows(mixture).map((r) => r.key)).toEqual(['code']);
    expect(productCardRows(mixture, 'list').map((r) => r.key)).toEqual(['code']);
    expect(productCardRows(base, 'list').map((r) => r.label)).toEqual([
      '货号',
      'CAS号',
      '分子式',
      '分子量',
      '纯度',
      '品牌',
    ]);
    expect(productCardRows({ ...base, cas: ' — ', formula: '-', molecularWeight: 0 }).map((r) => r.key)).toEqual([
      'code',
    ]);
    expect(CARD_ROW_LABELS.cas).toBe('CAS号');
    expect(isBlankValue('  ')).toBe(true);
    expect(isBlankValue('50-00-0')).toBe(false);
  });

  test('the rendered cards show CAS号 and no "—" rows for a mixture (grid and list)', () => {
    for (const view of ['grid', 'list'] as const) {
      const d = doc(renderToStaticMarkup(<ProductCard item={base} view={view} />));
      expect(labels(d)).toContain('CAS号');
      expect(labels(d)).not.toContain('CAS');
      expect(d.textContent).toContain('58-08-2');
      const m = doc(renderToStaticMarkup(<ProductCard item={mixture} view={view} />));
      expect(labels(m)).toEqual(['货号']);
      expect([...m.querySelectorAll('dd')].map((x) => x.textContent)).not.toContain('—');
    }
  });

  test('the first row of a list loads its images eagerly with high priority, the rest lazily', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => cardImagePriority(i))).toEqual([true, true, true, true, false, false]);
    expect(PRIORITY_CARD_COUNT).toBe(4);
    for (const view of ['grid', 'list'] as const) {
      const first = doc(renderToStaticMarkup(<ProductCard item={base} view={view} priority />)).querySelector('img')!;
      expect(first.getAttribute('loading')).toBe('eager');
      expect(first.getAttribute('fetchpriority')).toBe('high');
      const later = doc(renderToStaticMarkup(<ProductCard item={base} view={view} />)).querySelector('img')!;
      expect(later.getAttribute('loading')).toBe('lazy');
      expect(later.getAttribute('fetchpriority')).toBeNull();
    }
  });

  test('card titles are h3 (pages put the cards under an h2)', () => {
    for (const view of ['grid', 'list'] as const) {
      const d = doc(renderToStaticMarkup(<ProductCard item={base} view={view} />));
      expect(d.querySelector('h3')?.textContent).toContain('咖啡因');
      expect(d.querySelector('h2, h4')).toBeNull();
    }
  });

  test('related product cards (in h2 sections of the goods page) use h3, not h4', () => {
    const d = doc(
      renderToStaticMarkup(
        <RelatedProductCard
          item={{
            id: 9,
            code: 'P-9',
            nameZh: '雷尼替丁',
            nameEn: 'Ranitidine',
            cas: '66357-35-5',
            formula: null,
            molecularWeight: null,
            imageUrl: null,
            hasStructure: false,
            label: null,
            status: 1,
          }}
        />,
      ),
    );
    expect(d.querySelector('h3')?.textContent).toBe('雷尼替丁');
    expect(d.querySelector('h4')).toBeNull();
  });
});

describe('DOM-rendered components', () => {
  const m = mountPerTest();
  beforeEach(() => apiMock.mockClear());

  const sku = (id: number, price: number | null): GoodsSku => ({
    id,
    code: `C-${id}`,
    packageValue: `${id}mg`,
    specification: [],
    price,
    stock: 1,
    delivery: '现货',
    deliveryDays: null,
  });
  const product = { id: 7, name: '咖啡因', code: 'RS-0007', src: null, onSale: true };
  const button = (name: string) =>
    [...m.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;

  test('a 询价 package: the greyed-out cart buttons say why (title, aria-describedby, visible hint)', async () => {
    await act(async () =>
      m.root.render(<GoodsBuyBox product={product} skus={[sku(1, 100), sku(2, null)]} selectedSkuId={2} />),
    );
    for (const name of ['加入购物车', '立即购买']) {
      const b = button(name);
      expect(b.disabled).toBe(true);
      expect(b.title).toBe(CATALOG_MSG.inquiryOnly);
      const described = b.getAttribute('aria-describedby');
      expect(described).toBeTruthy();
      expect(document.getElementById(described!)?.textContent).toBe(CATALOG_MSG.inquiryOnly);
    }
    expect(CATALOG_MSG.inquiryOnly).toBe('该规格暂无价格，请加入询价篮询价');
    // The package table: every header cell is a column header, the radio column has a name.
    const ths = [...m.container.querySelectorAll('thead th')];
    expect(ths.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(ths[0]!.textContent).toBe('选择');
  });

  test('a priced package: the cart button is enabled with no tooltip or description', async () => {
    await act(async () =>
      m.root.render(<GoodsBuyBox product={product} skus={[sku(1, 100), sku(2, null)]} selectedSkuId={1} />),
    );
    const b = button('加入购物车');
    expect(b.disabled).toBe(false);
    expect(b.hasAttribute('title')).toBe(false);
    expect(b.hasAttribute('aria-describedby')).toBe(false);
    expect(m.container.querySelector('[data-testid="cart-disabled-hint"]')).toBeNull();
  });

  test('home banner dots: 24 px buttons named 第N张 with aria-current on the shown one', () => {
    const banners = [1, 2, 3].map((id) => ({
      id,
      title: `横幅${id}`,
      subtitle: null,
      imageUrl: null,
      link: '/productCenter',
    }));
    act(() => m.root.render(<HomeBanner banners={banners} />));
    const dots = [...m.container.querySelectorAll<HTMLButtonElement>('[data-testid="banner-dot"]')];
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['第1张：横幅1', '第2张：横幅2', '第3张：横幅3']);
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null]);
    for (const d of dots) expect(d.className).toMatch(/\bh-6\b.*\bmin-w-6\b/);
    act(() => dots[2]!.click());
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    // The banner link is named by its visible text (no aria-label that differs from it).
    const link = m.container.querySelector('a')!;
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent).toContain('横幅3');
  });
});

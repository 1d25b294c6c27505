/**
 * /productCenter/formulaProductList?formula=C8H9NO2 — every on-sale product with one molecular formula
 * (isomers of a drawn structure, or a typed formula in any element order). `formula` may also be a SMILES:
 * its Hill formula is listed. See docs/decisions/0002-structure-search.md.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { ProductCard } from '@/components/product/ProductCard';
import { cardImagePriority } from '@/components/product/product-card-rows';
import { Formula } from '@/components/product/Formula';
import { getDb } from '@/lib/db/client';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG, UI } from '@/lib/config/messages';
import { productsByFormula } from '@/lib/domain/catalog/structure';
import { recordPageSearch } from '@/lib/pages/search-record';
import { structureSearchHref } from '@/lib/domain/catalog/structure';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const f = first((await searchParams).formula)
    .trim()
    .slice(0, 120);
  return {
    title: f ? `分子式 ${f} 的产品` : '分子式产品列表',
    description: '按分子式查找对照品、标准物质与药物杂质（同分异构体一并列出）。',
    robots: { index: false, follow: true },
  };
}

export default async function FormulaProductListPage({ searchParams }: Props) {
  const sp = await searchParams;
  const input = first(sp.formula).slice(0, STRUCTURE.molfileMaxBytes);
  const p = Number(first(sp.pageNo));
  const pageNo = Number.isInteger(p) && p > 0 ? p : 1;
  const pageSize = STRUCTURE.pageSize;
  const r = input.trim() ? await productsByFormula(await getDb(), input, pageNo, pageSize) : null;
  if (r?.formula && pageNo === 1) recordPageSearch(await getDb(), { kind: 'formula', query: r.formula }, r.total);

  return (
    <div className="page-width pb-12">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '产品中心', href: '/productCenter' },
          { label: '分子式产品列表' },
        ]}
      />
      <div className="mb-5 flex items-center justify-between rounded-md bg-white px-6 py-5 shadow-card">
        <div>
          <h1 className="text-[22px] font-semibold text-ink-900">
            {r?.formula ? (
              <>
                分子式 <Formula value={r.formula} /> 的产品
              </>
            ) : (
              '分子式产品列表'
            )}
          </h1>
          <p className="mt-0.5 text-[13px] text-ink-500">
            {r?.formula ? (
              <>
                共 <span data-testid="formula-total">{r.total}</span> 个产品
                {r.source === 'structure' ? '（由结构式计算分子式）' : ''}
                ，含同分异构体；盐、水合物的分子式不同，不在此列。
              </>
            ) : (
              '输入分子式（如 C8H9NO2），列出该分子式的全部产品。'
            )}
          </p>
        </div>
        <form method="get" className="flex w-[420px] gap-2" role="search">
          <input
            name="formula"
            defaultValue={r?.formula ?? input}
            placeholder="分子式，如 C8H9NO2"
            aria-label="分子式"
            className="input"
          />
          <button type="submit" className="btn btn-primary h-9">
            查询
          </button>
          {r?.source === 'structure' && (
            <Link href={structureSearchHref({ formula: input, mode: 'exact' })} className="btn btn-outline h-9">
              结构式搜索
            </Link>
          )}
        </form>
      </div>
      {input.trim() && !r?.formula && (
        <p
          className="mb-5 rounded-md border border-danger/30 bg-danger/5 px-5 py-3 text-[14px] text-danger"
          role="alert"
          data-testid="formula-error"
        >
          {r?.error ?? STRUCTURE_MSG.formulaInvalid}
        </p>
      )}
      {r && r.list.length > 0 ? (
        <>
          <h2 className="sr-only">{UI.productListHeading}</h2>
          <div className="grid grid-cols-4 gap-4" data-testid="formula-grid">
            {r.list.map((item, i) => (
              <ProductCard key={item.id} item={item} priority={cardImagePriority(i)} />
            ))}
          </div>
          <Pager
            total={r.total}
            pageNo={pageNo}
            pageSize={pageSize}
            pathname="/productCenter/formulaProductList"
            searchParams={{ formula: r.formula ?? input }}
          />
        </>
      ) : (
        r?.formula && <EmptyState text={UI.emptyGoods} />
      )}
    </div>
  );
}

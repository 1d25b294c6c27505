/**
 * Server-rendered structure search results: a summary line, result cards (structure image, name, CAS, 货号,
 * formula, MW, similarity %, price) and paging. Substructure totals may be a lower bound ("200+"): then the
 * pager offers the pages found so far plus 下一页.
 */
import Link from 'next/link';
import { GoodsLink } from '@/components/product/GoodsLink';
import { Pager } from '@/components/ui/Pager';
import { EmptyState } from '@/components/ui/EmptyState';
import { StaticImage } from '@/components/ui/StaticImage';
import { Formula } from '@/components/product/Formula';
import { UI } from '@/lib/config/messages';
import { priceLabel, hasPrice } from '@/lib/domain/catalog/products/client';
import { displayName, goodsHref, productImageSrc } from '@/lib/domain/catalog/products/client';
import { MODE_LABELS, structureSearchHref } from '@/lib/domain/catalog/structure/client';
import type { StructureHit, StructureSearchResult } from '@/lib/domain/catalog/structure';

function SimilarityBadge({ value }: { value: number | null }) {
  if (value === null) return null;
  const tone =
    value >= 90 ? 'bg-success text-white' : value >= 70 ? 'bg-brand-500 text-white' : 'bg-ink-500 text-white';
  return (
    <span
      className={`absolute right-2 top-2 rounded px-1.5 py-0.5 text-[11px] font-semibold leading-4 ${tone}`}
      title="与查询结构的相似度（Morgan 指纹，Tanimoto）"
      data-testid="similarity"
    >
      相似度 {value}%
    </span>
  );
}

export function StructureHitCard({ hit }: { hit: StructureHit }) {
  const name = displayName(hit);
  const href = goodsHref(hit.id);
  const mw = hit.molecularWeight != null ? hit.molecularWeight.toFixed(2) : '—';
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-md border border-line bg-white transition-shadow hover:border-brand-300 hover:shadow-pop"
      data-testid="structure-hit"
      data-product-id={hit.id}
    >
      <SimilarityBadge value={hit.similarity} />
      <GoodsLink href={href} className="block aspect-[4/3] border-b border-line bg-white" aria-label={name}>
        <StaticImage
          src={productImageSrc(hit)}
          alt={`${name} 结构式`}
          width={240}
          height={180}
          className="h-full w-full object-contain p-3"
        />
      </GoodsLink>
      <div className="flex flex-1 flex-col px-3 pb-3 pt-2.5 text-xs">
        <h3 className="line-clamp-2 min-h-10 text-[14px] font-medium leading-5 text-ink-900" title={name}>
          <GoodsLink href={href} className="group-hover:text-brand-600">
            {name}
          </GoodsLink>
        </h3>
        {hit.nameZh && hit.nameEn !== name && (
          <p className="truncate leading-5 text-ink-500" title={hit.nameEn}>
            {hit.nameEn}
          </p>
        )}
        <dl className="mt-1.5 space-y-0.5">
          {(
            [
              ['货号', hit.code],
              ['CAS号', hit.cas ?? '—'],
              ['分子式', <Formula key="f" value={hit.formula} />],
              ['分子量', mw],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex min-w-0 gap-1.5 leading-5">
              <dt className="shrink-0 text-ink-500">{label}</dt>
              <dd className="min-w-0 truncate text-ink-700">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex items-end justify-between gap-2 border-t border-dashed border-line pt-2">
          {hasPrice(hit.minPrice) ? (
            <span className="price text-[15px]">
              {priceLabel(hit.minPrice)}
              {hit.packages.length > 1 && <span className="ml-0.5 text-xs font-normal text-ink-500">起</span>}
            </span>
          ) : (
            <span className="text-[13px] font-medium text-accent-600">{UI.inquiry}</span>
          )}
          <GoodsLink href={href} className="text-brand-600 hover:underline">
            查看详情
          </GoodsLink>
        </div>
      </div>
    </article>
  );
}

/** Pager for a lower-bound total: the pages found so far, and 下一页 while more may exist. */
function OpenEndedPager({ result, formula }: { result: StructureSearchResult; formula: string }) {
  const known = Math.max(1, Math.ceil(result.total / result.pageSize));
  const href = (p: number) => structureSearchHref({ formula, accuracy: result.accuracy, mode: result.mode, pageNo: p });
  const from = Math.max(1, result.pageNo - 4);
  const to = Math.min(known, result.pageNo + 4);
  const cls = 'inline-flex h-8 min-w-8 items-center justify-center rounded border px-2.5 text-[13px]';
  const pages: number[] = [];
  for (let p = from; p <= to; p++) pages.push(p);
  return (
    <nav aria-label="分页" className="flex flex-wrap items-center justify-center gap-1.5 py-6">
      {result.pageNo > 1 && (
        <Link
          href={href(result.pageNo - 1)}
          className={`${cls} border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-600`}
          rel="prev"
        >
          上一页
        </Link>
      )}
      {pages.map((p) =>
        p === result.pageNo ? (
          <span key={p} className={`${cls} border-brand-500 bg-brand-500 font-medium text-white`} aria-current="page">
            {p}
          </span>
        ) : (
          <Link
            key={p}
            href={href(p)}
            className={`${cls} border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-600`}
          >
            {p}
          </Link>
        ),
      )}
      <Link
        href={href(result.pageNo + 1)}
        className={`${cls} border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-600`}
        rel="next"
      >
        下一页
      </Link>
      <span className="ml-2 text-[13px] text-ink-500">已找到 {result.total}+ 条</span>
    </nav>
  );
}

export function StructureResults({
  result,
  formula,
  queryImage,
}: {
  result: StructureSearchResult;
  formula: string;
  queryImage: string | null;
}) {
  const { query } = result;
  const totalText = result.capped ? `${result.total}+` : String(result.total);
  const params = { formula, accuracy: String(result.accuracy), mode: result.mode };
  return (
    <section className="mt-6" aria-label="搜索结果" data-testid="structure-results">
      <div className="mb-4 flex items-center gap-5 rounded-md border border-line bg-white px-5 py-3">
        {queryImage && (
          // The query drawn by the server (structure/depict: an SVG served with a no-script CSP), not inlined.
          <span className="block h-[84px] w-[112px] shrink-0" data-testid="structure-query-image">
            <StaticImage
              src={queryImage}
              alt="查询结构"
              width={112}
              height={84}
              className="h-full w-full object-contain"
              priority
            />
          </span>
        )}
        <div className="min-w-0 flex-1 text-[13px] text-ink-700">
          <p className="text-[15px] text-ink-900">
            <span className="font-medium">{MODE_LABELS[result.mode]}搜索</span>
            {result.mode === 'similarity' && <span className="ml-1 text-ink-500">（相似度 ≥ {result.accuracy}%）</span>}
            <span className="ml-3">
              共找到{' '}
              <strong className="text-accent-600" data-testid="structure-total">
                {totalText}
              </strong>{' '}
              个产品
            </span>
            <span className="ml-2 text-xs text-ink-500">用时 {result.tookMs} ms</span>
          </p>
          <p className="mt-1 truncate">
            {query.formula && (
              <>
                分子式 <Formula value={query.formula} />
                <Link
                  href={`/productCenter/formulaProductList?formula=${encodeURIComponent(query.formula)}`}
                  className="ml-1 text-brand-600 hover:underline"
                >
                  查看同分子式产品
                </Link>
                <span className="mx-2 text-ink-300">|</span>
              </>
            )}
            {query.molecularWeight != null && (
              <>
                分子量 {query.molecularWeight.toFixed(2)}
                <span className="mx-2 text-ink-300">|</span>
              </>
            )}
            {query.smarts ? 'SMARTS' : 'SMILES'}{' '}
            <span className="font-mono text-xs text-ink-500">{query.canonicalSmiles ?? formula}</span>
          </p>
          {result.timedOut ? (
            <p className="mt-1 text-xs text-accent-600" data-testid="structure-timeout">
              该子结构较为常见且难以筛选，已在限定时间内显示部分结果；请画出更具体的结构以获得完整结果。
            </p>
          ) : (
            result.capped && (
              <p className="mt-1 text-xs text-ink-500">子结构命中较多，按分子由小到大排列；翻页将继续查找。</p>
            )
          )}
        </div>
      </div>
      {result.list.length === 0 ? (
        <EmptyState>
          {result.mode === 'exact' && (
            <p className="text-[13px]">
              没有完全相同的产品，试试
              <Link
                href={structureSearchHref({ formula, mode: 'similarity', accuracy: 70 })}
                className="mx-1 text-brand-600 hover:underline"
              >
                相似度搜索
              </Link>
              或
              <Link
                href={structureSearchHref({ formula, mode: 'substructure' })}
                className="ml-1 text-brand-600 hover:underline"
              >
                子结构搜索
              </Link>
            </p>
          )}
        </EmptyState>
      ) : (
        <div className="grid grid-cols-4 gap-4" data-testid="structure-hit-grid">
          {result.list.map((hit) => (
            <StructureHitCard key={hit.id} hit={hit} />
          ))}
        </div>
      )}
      {result.capped ? (
        <OpenEndedPager result={result} formula={formula} />
      ) : (
        result.total > result.pageSize && (
          <Pager
            total={result.total}
            pageNo={result.pageNo}
            pageSize={result.pageSize}
            pathname="/searchStructureFormula"
            searchParams={params}
          />
        )
      )}
    </section>
  );
}

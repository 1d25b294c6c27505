/**
 * /mobileView (spec §2.1/§2.2): where phones land. Keeps the original `target`:
 *  - target /goodsDetail/<id>: that product's essentials, server-rendered (name, CAS, formula, MW, packages and prices);
 *  - otherwise a link to continue to the target on the desktop site.
 * Also: a product search (keyword; a SMILES or molfile runs the exact structure lookup), top-level category links
 * (category), and 访问电脑版.
 */
import Link from 'next/link';
import { Formula } from '@/components/product/Formula';
import { EmptyState } from '@/components/ui/EmptyState';
import { StaticImage } from '@/components/ui/StaticImage';
import { getDb } from '@/lib/db/client';
import { getCategoryTreeCached, getGoodsPageData } from '@/lib/domain/catalog/cached';
import { parseProductId } from '@/lib/domain/catalog/goods';
import { priceLabel } from '@/lib/domain/catalog/price';
import { stockLabel } from '@/lib/domain/catalog/stock';
import { displayName, productImageSrc, structureImageSrc } from '@/lib/domain/catalog/urls';
import { listProducts } from '@/lib/domain/search/products';
import { productSearchEntry } from '@/lib/domain/insights/kinds';
import { recordPageSearch } from '@/lib/domain/insights/page-record';
import { CHROME, UI } from '@/lib/config/messages';
import { MOBILE_VIEW_PATH, mobileViewHref, safeTarget } from '@/lib/config/routes';
import { DesktopButton } from './DesktopButton';
import { goodsIdOfTarget } from './metadata';
import { MobileSearchBox } from './MobileSearchBox';
import { StructureKeywordNotice } from '@/components/search/StructureKeywordNotice';
import { structureKeywordMatch } from '@/lib/domain/search/structure-match';
import { redirect } from 'next/navigation';

export const dynamic = 'force-dynamic';
/** Indexable, with rel=canonical to the desktop equivalent (./metadata.ts). */
export { generateMetadata } from './metadata';

const MOBILE_PAGE_SIZE = 20;
const MOBILE_CATEGORY_LINKS = 12;

type SP = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function MobileHeader({ target }: { target: string }) {
  return (
    <header className="sticky top-0 z-20 flex h-12 items-center justify-between bg-brand-600 px-3 text-white shadow">
      <Link prefetch={false} href={mobileViewHref('/')} className="flex items-center gap-2 font-semibold">
        {/* eslint-disable-next-line @next/next/no-img-element -- static logo mark */}
        <img src="/images/logo-mark.svg" alt="" width={26} height={26} className="rounded bg-white/10" />
        标准物质商城
      </Link>
      <DesktopButton target={target} className="rounded border border-white/60 px-2.5 py-1 text-xs">
        {CHROME.visitDesktop}
      </DesktopButton>
    </header>
  );
}

async function GoodsEssentials({ id, target }: { id: number; target: string }) {
  const data = await getGoodsPageData(id);
  if (!data)
    return (
      <>
        <h1 className="sr-only">标准物质商城移动版</h1>
        <EmptyState text="商品不存在或已下架" />
      </>
    );
  const p = data.product;
  const name = displayName(p);
  const img = p.structureInput ? structureImageSrc(p.id, null, p.updatedAt) : productImageSrc({ id: p.id, imageUrl: p.imageUrl });
  const rows: [string, React.ReactNode][] = [
    ['货号', p.code],
    ['CAS号', p.cas ?? '—'],
    ['分子式', <Formula key="f" value={p.formula} />],
    ['分子量', p.molecularWeight != null ? p.molecularWeight.toFixed(2) : '—'],
    ['纯度', p.purity ?? '—'],
    ['储存条件', p.storage ?? '—'],
    ['品牌', data.brand?.name ?? '—'],
  ];
  return (
    <article className="bg-white" data-testid="mobile-goods">
      <div className="flex justify-center border-b border-line bg-white p-4">
        <StaticImage src={img} alt={name} width={240} height={190} className="h-[190px] w-[240px] object-contain" priority />
      </div>
      <div className="px-4 py-3">
        <h1 className="text-lg font-semibold leading-snug text-ink-900">{name}</h1>
        {p.nameEn && p.nameEn !== name && <p className="mt-0.5 text-[13px] text-ink-500">{p.nameEn}</p>}
        <p className="mt-2 text-[13px] text-ink-500">
          参考价 <span className="price text-lg">{priceLabel(data.minPrice)}</span>
          {data.minPrice != null && <span className="ml-0.5">起</span>}
        </p>
      </div>
      <dl className="grid grid-cols-[5.5em_1fr] gap-x-3 gap-y-2 border-t border-line px-4 py-3 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-ink-500">{k}</dt>
            <dd className="min-w-0 break-words text-ink-900">{v}</dd>
          </div>
        ))}
      </dl>
      <section className="border-t-8 border-surface px-4 py-3">
        <h2 className="mb-2 text-[15px] font-medium text-ink-900">包装规格</h2>
        {data.skus.length === 0 ? (
          <p className="py-4 text-center text-sm text-ink-500">{UI.emptyGoods}</p>
        ) : (
          <table className="w-full text-sm" data-testid="mobile-packages">
            <thead>
              <tr className="bg-surface text-left text-ink-500">
                <th className="px-2 py-1.5 font-normal">规格</th>
                <th className="px-2 py-1.5 font-normal">价格</th>
                <th className="px-2 py-1.5 font-normal">货期</th>
              </tr>
            </thead>
            <tbody>
              {data.skus.map((s) => (
                <tr key={s.id} className="border-b border-line">
                  <td className="px-2 py-2 text-ink-900">{s.packageValue}</td>
                  <td className="price px-2 py-2">{priceLabel(s.price)}</td>
                  <td className="px-2 py-2 text-ink-500">{stockLabel(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className="sticky bottom-0 flex gap-2 border-t border-line bg-white px-4 py-3">
        <DesktopButton target={target} className="h-11 flex-1 rounded-full bg-accent-500 text-[15px] font-medium text-white">
          访问电脑版下单
        </DesktopButton>
      </div>
    </article>
  );
}

async function ProductResults({ keyword, categoryId, pageNo, sp }: { keyword?: string; categoryId?: number; pageNo: number; sp: SP }) {
  const db = await getDb();
  const res = await listProducts(db, { keyword, categoryId, pageNo, pageSize: MOBILE_PAGE_SIZE });
  recordPageSearch(db, productSearchEntry({ keyword, categoryId, pageNo }), res.total);
  if (res.list.length === 0) return <EmptyState text={keyword ? UI.emptySearch : UI.emptyGoods} />;
  const more = pageNo * MOBILE_PAGE_SIZE < res.total;
  const next = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) if (typeof v === 'string' && k !== 'pageNo') next.set(k, v);
  next.set('pageNo', String(pageNo + 1));
  return (
    <section className="bg-white" data-testid="mobile-results">
      <p className="border-b border-line px-4 py-2 text-xs text-ink-500">
        共 {res.totalCapped ? `${res.total}+` : res.total} 条{res.hint ? ` · ${res.hint}` : ''}
      </p>
      <ul className="divide-y divide-line">
        {res.list.map((p) => (
          <li key={p.id}>
            <Link prefetch={false} href={mobileViewHref(`/goodsDetail/${p.id}`)} className="flex gap-3 px-4 py-3 active:bg-surface">
              <StaticImage src={productImageSrc(p)} alt={displayName(p)} width={72} height={72} className="h-[72px] w-[72px] shrink-0 rounded border border-line object-contain" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-[15px] leading-snug text-ink-900">{displayName(p)}</p>
                <p className="mt-1 truncate text-xs text-ink-500">
                  {p.code}
                  {p.cas ? ` · CAS号 ${p.cas}` : ''}
                </p>
                <p className="price mt-1 text-sm">{priceLabel(p.minPrice)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {more && (
        <Link prefetch={false} href={`/mobileView?${next.toString()}`} className="block border-t border-line py-3 text-center text-sm text-brand-600">
          下一页
        </Link>
      )}
    </section>
  );
}

async function CategoryLinks() {
  let tree: Awaited<ReturnType<typeof getCategoryTreeCached>> = [];
  try {
    tree = await getCategoryTreeCached();
  } catch {
    tree = [];
  }
  if (tree.length === 0) return null;
  return (
    <section className="mt-2 bg-white px-4 py-3" data-testid="mobile-categories">
      <h2 className="mb-2 text-[15px] font-medium text-ink-900">产品分类</h2>
      <ul className="grid grid-cols-3 gap-2 text-center text-[13px]">
        {tree.slice(0, MOBILE_CATEGORY_LINKS).map((c) => (
          <li key={c.id}>
            <Link prefetch={false} href={`/mobileView?category=${c.id}`} className="block truncate rounded bg-surface px-2 py-2.5 text-ink-700 active:bg-brand-50">
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function MobileViewPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const target = safeTarget(one(sp.target));
  const keyword = (one(sp.keyword) ?? '').trim().slice(0, 200);
  const categoryId = parseProductId(one(sp.category)) ?? undefined;
  const pageNo = Math.min(Math.max(Number.parseInt(one(sp.pageNo) ?? '1', 10) || 1, 1), 500);
  const goodsId = goodsIdOfTarget(target);
  // Issue 16: a SMILES or molfile keyword → the product's essentials, the structure results, or the notice below.
  const structure = keyword ? await structureKeywordMatch(await getDb(), one(sp.keyword), { searchPath: MOBILE_VIEW_PATH }) : null;
  if (structure?.redirect) redirect(structure.kind === 'none' ? structure.redirect : mobileViewHref(structure.redirect));
  // The goods view has the product name as its h1; every other view gets one for screen readers.
  const showsGoods = !keyword && !categoryId && !!goodsId;

  return (
    <>
      <MobileHeader target={keyword ? `/searchCenter?keyword=${encodeURIComponent(keyword)}` : target} />
      {!showsGoods && <h1 className="sr-only">{keyword ? `“${keyword}”的搜索结果 - 标准物质商城移动版` : '标准物质商城移动版'}</h1>}
      <MobileSearchBox keyword={keyword} />
      {structure && (
        <div className="bg-white px-3">
          <StructureKeywordNotice match={structure} />
        </div>
      )}
      {keyword || categoryId ? (
        <ProductResults keyword={keyword || undefined} categoryId={categoryId} pageNo={pageNo} sp={sp} />
      ) : goodsId ? (
        <GoodsEssentials id={goodsId} target={target} />
      ) : (
        target !== '/' && (
          <section className="mx-3 mt-1 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink-700" data-testid="mobile-continue">
            <p>您要访问的页面暂无移动版，可继续在电脑版中打开：</p>
            <p className="mt-1 truncate text-xs text-ink-500">{target}</p>
            <DesktopButton target={target} className="mt-3 h-9 w-full rounded-full bg-brand-500 text-white">
              {CHROME.continueToPage}
            </DesktopButton>
          </section>
        )
      )}
      <CategoryLinks />
      <section className="mt-2 grid grid-cols-4 gap-1 bg-white px-2 py-3 text-center text-xs text-ink-700">
        {[
          ['药典方法', '/methods'],
          ['法规标准', '/standard'],
          ['证书下载', '/downloadCenter/downloadSecond/coa'],
          ['联系我们', '/enterpriseIntroduction?type=1'],
        ].map(([label, href]) => (
          <DesktopButton key={href} target={href!} className="rounded py-2 active:bg-surface">
            {label}
          </DesktopButton>
        ))}
      </section>
    </>
  );
}

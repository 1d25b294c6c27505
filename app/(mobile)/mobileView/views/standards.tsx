/** Regulatory standards: the list (/standard?keyword=&status=&category=&pageNo=) and one standard (/standard/standardDetail/<id>). */
import { DemoNotice } from '@/components/content/Blocks';
import { StandardStatusBadge } from '@/components/content/StandardStatusBadge';
import { EmptyState } from '@/components/ui/EmptyState';
import { PAGE_SIZE } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { getStandard, listStandards, standardCategories, STANDARD_STATUSES } from '@/lib/domain/content/standards';
import { searchStandards } from '@/lib/domain/catalog/search';
import { metaDescription } from '@/lib/platform/seo/site';
import { RequiredProducts } from './required';
import {
  NOINDEX,
  PhoneChips,
  PhoneList,
  PhonePager,
  PhoneRichText,
  PhoneTitle,
  idOf,
  pageNoOf,
  withQuery,
} from './shared';
import { defineView } from './types';

const LIST = '/standard';
const DETAIL = '/standard/standardDetail';
export const standardHref = (id: number) => `${DETAIL}/${id}`;

/** Desktop pages listing standards: the list, and the data searches (which also find standards via a product). */
const DATA_SEARCHES = ['/searchCenter/dataSearchofStandard'];

type ListParams = {
  base: string;
  keyword: string;
  status: string;
  category: string;
  pageNo: number;
  search: URLSearchParams;
};

export const standardListView = defineView<ListParams>({
  kind: 'standard-list',
  match(pathname, search) {
    if (pathname !== LIST && !DATA_SEARCHES.includes(pathname)) return null;
    const statusQ = search.get('status') ?? '';
    return {
      base: pathname,
      keyword: (search.get('keyword') ?? '').trim().slice(0, 200),
      status: (STANDARD_STATUSES as readonly string[]).includes(statusQ) ? statusQ : '',
      category: (search.get('category') ?? '').trim().slice(0, 60),
      pageNo: pageNoOf(search),
      search,
    };
  },
  canonical: ({ base, keyword, status, category }) =>
    withQuery(base, new URLSearchParams(), { keyword, status, category }),
  async metadata({ base, keyword }) {
    const title = base === LIST ? '法规标准' : '标准数据检索';
    return {
      title: keyword ? `“${keyword}”的${title}` : title,
      robots: keyword || base !== LIST ? NOINDEX : undefined,
    };
  },
  async render({ base, keyword, status, category, pageNo, search }) {
    const db = await getDb();
    const size = PAGE_SIZE.pagerDefault;
    const q = {
      keyword,
      status: status || undefined,
      category: category || undefined,
      pageNo,
      pageSize: size,
    };
    const [cats, r] = await Promise.all([
      standardCategories(db),
      base === LIST ? listStandards(db, q) : searchStandards(db, q),
    ]);
    const at = (changes: Record<string, string | null>) => withQuery(base, search, { ...changes, pageNo: null });
    return (
      <>
        <PhoneTitle sub={`共 ${r.total} 项标准`}>{base === LIST ? '法规标准' : '标准数据检索'}</PhoneTitle>
        <form action="/mobileView" method="get" role="search" className="flex gap-2 bg-white px-3 pb-3">
          <input type="hidden" name="target" value={withQuery(base, search, { keyword: null, pageNo: null })} />
          <input
            name="q.keyword"
            defaultValue={keyword}
            maxLength={200}
            placeholder="标准号或名称，如 GB 5009.3"
            aria-label="标准号或名称"
            className="h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-[15px]"
          />
          <button type="submit" className="h-11 shrink-0 rounded-full bg-brand-500 px-5 text-white">
            搜索
          </button>
        </form>
        <PhoneChips
          label="标准状态"
          items={[
            {
              key: '',
              label: '全部状态',
              href: at({ status: null }),
              active: !status,
            },
            ...STANDARD_STATUSES.map((s) => ({
              key: s,
              label: s,
              href: at({ status: s }),
              active: status === s,
            })),
          ]}
        />
        <PhoneChips
          label="标准类别"
          items={[
            {
              key: '',
              label: '全部类别',
              href: at({ category: null }),
              active: !category,
            },
            ...cats.map((c) => ({
              key: c.category,
              label: c.category,
              href: at({ category: c.category }),
              active: category === c.category,
            })),
          ]}
        />
        <PhoneList
          testId="mobile-standard-list"
          empty="没有找到相关标准"
          items={r.list.map((s) => ({
            key: s.id,
            href: standardHref(s.id),
            title: `${s.standardCode} ${s.title}`,
            sub: [s.issuer, s.effectiveOn && `实施 ${s.effectiveOn}`].filter(Boolean).join(' · '),
            aside: s.status,
          }))}
        />
        <PhonePager pathname={base} search={search} total={r.total} pageNo={pageNo} pageSize={size} />
      </>
    );
  },
});

const DATA_DETAIL = '/searchCenter/dataSearchofStandard/dataDetail';

export const standardDetailView = defineView<{ id: number; base: string }>({
  kind: 'standard',
  ownHeading: true,
  match(pathname, search) {
    for (const base of [DETAIL, DATA_DETAIL]) {
      const id = idOf(pathname, base, search);
      if (id) return { id, base };
    }
    return null;
  },
  canonical: ({ id, base }) => `${base}/${id}`,
  async metadata({ id }) {
    const s = await getStandard(await getDb(), id);
    if (!s) return { title: '标准不存在', robots: NOINDEX };
    return {
      title: `${s.standardCode} ${s.title}`,
      description: metaDescription(`${s.standardCode} ${s.title}：${s.status}，所需标准物质 ${s.products.length} 种。`),
    };
  },
  async render({ id }) {
    const s = await getStandard(await getDb(), id);
    if (!s)
      return (
        <>
          <h1 className="sr-only">标准不存在</h1>
          <EmptyState text="标准不存在" />
        </>
      );
    const rows: [string, React.ReactNode][] = [
      ['标准号', s.standardCode],
      ['状态', <StandardStatusBadge key="s" status={s.status} />],
      ['发布机构', s.issuer ?? '—'],
      ['标准类别', s.category ?? '—'],
      ['发布日期', s.issuedOn ?? '—'],
      ['实施日期', s.effectiveOn ?? '—'],
      ...(s.replacedBy ? ([['替代标准', s.replacedBy]] as [string, string][]) : []),
    ];
    return (
      <article data-testid="mobile-standard">
        <PhoneTitle sub={s.titleEn ?? undefined}>{`${s.standardCode} ${s.title}`}</PhoneTitle>
        <dl className="grid grid-cols-[5.5em_1fr] gap-x-3 gap-y-2 border-t border-line bg-white px-4 py-3 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-ink-500">{k}</dt>
              <dd className="min-w-0 break-words text-ink-900">{v}</dd>
            </div>
          ))}
        </dl>
        {s.isDemo && <DemoNotice className="mx-4" text="本标准为演示数据，请以正式发布文本为准。" />}
        <RequiredProducts products={s.products} />
        {s.content && (
          <section className="mt-2">
            <h2 className="bg-white px-4 pt-3 text-[15px] font-medium text-ink-900">标准内容</h2>
            <PhoneRichText html={s.content} />
          </section>
        )}
      </article>
    );
  },
});

/**
 * Pharmacopoeia methods: the landing (/methods), the list (/methods/allTheMethods?keyword=&typeIds=&pageNo=) and one
 * method (/methods/methodDetaile/<id>) with every standard it needs and 一键加入 (the desktop's AddAllButtons).
 */
import Link from 'next/link';
import { DemoNotice } from '@/components/content/Blocks';
import { methodHref } from '@/components/methods/MethodList';
import { EmptyState } from '@/components/ui/EmptyState';
import { PAGE_SIZE } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import {
  featuredMethods,
  getMethod,
  listMethodTypes,
  methodRequiredProducts,
  normaliseMethodKeyword,
  searchMethods,
} from '@/lib/domain/content/methods';
import type { MethodListItem } from '@/lib/domain/content/methods';
import { metaDescription } from '@/lib/platform/seo/site';
import {
  NOINDEX,
  PhoneChips,
  PhoneList,
  PhonePager,
  PhoneRichText,
  PhoneTitle,
  idOf,
  pageNoOf,
  phoneHref,
  withQuery,
} from './shared';
import { RequiredProducts } from './required';
import { defineView } from './types';

const ALL = '/methods/allTheMethods';
const DETAIL = '/methods/methodDetaile';

const methodItem = (m: MethodListItem) => ({
  key: m.id,
  href: methodHref(m.id),
  title: m.title,
  sub: [m.api, m.source, m.testItem].filter(Boolean).join(' · '),
  aside: `${m.productCount} 种`,
});

/** The methods search form: a GET form whose result is the phone twin of /methods/allTheMethods. */
function MethodSearch({ keyword }: { keyword: string }) {
  return (
    <form action="/mobileView" method="get" role="search" className="flex gap-2 bg-white px-3 pb-3">
      <input type="hidden" name="target" value={ALL} />
      <input
        name="q.keyword"
        defaultValue={keyword}
        placeholder="API 名称 / 方法标题"
        aria-label="搜索药典方法"
        className="h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-[15px]"
      />
      <button type="submit" className="h-11 shrink-0 rounded-full bg-brand-500 px-5 text-white">
        查方法
      </button>
    </form>
  );
}

export const methodsHomeView = defineView<Record<string, never>>({
  kind: 'methods',
  match: (pathname) => (pathname === '/methods' ? {} : null),
  canonical: () => '/methods',
  async metadata() {
    return {
      title: '药典方法',
      description: '按药典方法查找所需对照品与杂质：中国药典、USP、EP 等方法的有关物质、含量测定所需标准物质。',
    };
  },
  async render() {
    const db = await getDb();
    const [types, featured] = await Promise.all([listMethodTypes(db), featuredMethods(db, 8)]);
    return (
      <>
        <PhoneTitle>药典方法</PhoneTitle>
        <MethodSearch keyword="" />
        <PhoneChips
          label="方法分类"
          items={types.map((t) => ({
            key: t.id,
            label: `${t.name}（${t.count}）`,
            href: `${ALL}?typeIds=${t.id}`,
            active: false,
          }))}
        />
        <h2 className="mt-2 bg-white px-4 pt-3 text-[15px] font-medium text-ink-900">热门方法</h2>
        <PhoneList testId="mobile-method-list" items={featured.map(methodItem)} />
        <Link
          prefetch={false}
          href={phoneHref(ALL)}
          className="flex h-11 items-center justify-center bg-white text-sm text-brand-600"
        >
          全部方法 ›
        </Link>
      </>
    );
  },
});

export const methodListView = defineView<{
  keyword: string;
  typeIds: number[];
  pageNo: number;
  search: URLSearchParams;
}>({
  kind: 'method-list',
  match(pathname, search) {
    if (pathname !== ALL) return null;
    const typeIds = (search.get('typeIds') ?? '')
      .split(',')
      .map((s) => Number.parseInt(s, 10))
      .filter((n) => Number.isInteger(n) && n > 0)
      .slice(0, 20);
    return {
      keyword: normaliseMethodKeyword(search.get('keyword') ?? ''),
      typeIds,
      pageNo: pageNoOf(search),
      search,
    };
  },
  canonical: ({ keyword, typeIds }) =>
    withQuery(ALL, new URLSearchParams(), {
      keyword,
      typeIds: typeIds.join(','),
    }),
  async metadata({ keyword }) {
    return {
      title: keyword ? `“${keyword}”的药典方法` : '全部方法',
      robots: keyword ? NOINDEX : undefined,
    };
  },
  async render({ keyword, typeIds, pageNo, search }) {
    const db = await getDb();
    const size = PAGE_SIZE.pagerDefault;
    const [types, r] = await Promise.all([
      listMethodTypes(db),
      searchMethods(db, { keyword, typeIds, pageNo, pageSize: size }),
    ]);
    return (
      <>
        <PhoneTitle sub={`共 ${r.total} 个方法`}>{keyword ? `“${keyword}”的药典方法` : '全部方法'}</PhoneTitle>
        <MethodSearch keyword={keyword} />
        <PhoneChips
          label="方法分类"
          items={[
            {
              key: 0,
              label: '全部',
              href: withQuery(ALL, search, { typeIds: null, pageNo: null }),
              active: typeIds.length === 0,
            },
            ...types.map((t) => ({
              key: t.id,
              label: t.name,
              href: withQuery(ALL, search, { typeIds: t.id, pageNo: null }),
              active: typeIds.length === 1 && typeIds[0] === t.id,
            })),
          ]}
        />
        <PhoneList testId="mobile-method-list" empty="没有找到相关方法" items={r.list.map(methodItem)} />
        <PhonePager pathname={ALL} search={search} total={r.total} pageNo={pageNo} pageSize={size} />
      </>
    );
  },
});

export const methodDetailView = defineView<{ id: number }>({
  kind: 'method',
  ownHeading: true,
  match(pathname, search) {
    const id = idOf(pathname, DETAIL, search);
    return id ? { id } : null;
  },
  canonical: ({ id }) => methodHref(id),
  async metadata({ id }) {
    const m = await getMethod(await getDb(), id);
    if (!m) return { title: '方法不存在', robots: NOINDEX };
    return {
      title: `${m.title} - ${m.source ?? '药典方法'}`,
      description: metaDescription(
        `${m.title}（${m.source ?? '药典方法'}）：${m.api}所需对照品及杂质共 ${m.productCount} 种，支持一键加入。`,
      ),
    };
  },
  async render({ id }) {
    const db = await getDb();
    const m = await getMethod(db, id);
    if (!m)
      return (
        <>
          <h1 className="sr-only">方法不存在</h1>
          <EmptyState text="方法不存在" />
        </>
      );
    const products = await methodRequiredProducts(db, m.id);
    const rows: [string, string][] = [
      ['API 名称', `${m.api}${m.apiEn ? `（${m.apiEn}）` : ''}`],
      ['方法来源', m.source ?? '—'],
      ['检测项目', m.testItem ?? '—'],
      ['所属系列', m.series ?? '—'],
      ['更新日期', m.updatedAt.slice(0, 10)],
    ];
    return (
      <article data-testid="mobile-method">
        <PhoneTitle sub={m.typeName ?? undefined}>{m.title}</PhoneTitle>
        <dl className="grid grid-cols-[5.5em_1fr] gap-x-3 gap-y-2 border-t border-line bg-white px-4 py-3 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-ink-500">{k}</dt>
              <dd className="min-w-0 break-words text-ink-900">{v}</dd>
            </div>
          ))}
        </dl>
        {m.isDemo && <DemoNotice className="mx-4" text="本方法为演示数据，方法内容仅示意，请以药典正式文本为准。" />}
        <RequiredProducts products={products} />
        <section className="mt-2">
          <h2 className="bg-white px-4 pt-3 text-[15px] font-medium text-ink-900">方法内容</h2>
          {m.content ? (
            <PhoneRichText html={m.content} />
          ) : (
            <p className="bg-white px-4 py-3 text-sm text-ink-500">暂无方法正文。</p>
          )}
        </section>
      </article>
    );
  },
});

/** Counts for the content console's overview page. */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { banners, helpTree, methods, news, standards } from '@/lib/db/schema';

export type ContentOverview = {
  news: { published: number; scheduled: number; drafts: number };
  help: { folders: number; articles: number; links: number };
  banners: { visible: number; hidden: number };
  methods: { total: number; withoutProducts: number };
  standards: { current: number; upcoming: number; withdrawn: number };
};

const n = (v: unknown) => Number(v ?? 0);

export async function contentOverview(db: Db): Promise<ContentOverview> {
  const [[nw], [hp], [bn], [me], [st]] = await Promise.all([
    db
      .select({
        published: sql<number>`count(*) filter (where ${news.status} = 1 and ${news.publishedAt} <= now())`,
        scheduled: sql<number>`count(*) filter (where ${news.status} = 1 and ${news.publishedAt} > now())`,
        drafts: sql<number>`count(*) filter (where ${news.status} <> 1)`,
      })
      .from(news),
    db
      .select({
        folders: sql<number>`count(*) filter (where ${helpTree.type} <> 2 and coalesce(length(${helpTree.content}), 0) = 0)`,
        articles: sql<number>`count(*) filter (where ${helpTree.type} <> 2 and coalesce(length(${helpTree.content}), 0) > 0)`,
        links: sql<number>`count(*) filter (where ${helpTree.type} = 2)`,
      })
      .from(helpTree),
    db
      .select({
        visible: sql<number>`count(*) filter (where ${banners.isVisible})`,
        hidden: sql<number>`count(*) filter (where not ${banners.isVisible})`,
      })
      .from(banners)
      .where(sql`${banners.position} = 'home'`),
    db
      .select({
        total: sql<number>`count(*)`,
        withoutProducts: sql<number>`count(*) filter (where not exists (select 1 from method_products mp where mp.method_id = ${methods.id}))`,
      })
      .from(methods),
    db
      .select({
        current: sql<number>`count(*) filter (where ${standards.status} = '现行')`,
        upcoming: sql<number>`count(*) filter (where ${standards.status} = '即将实施')`,
        withdrawn: sql<number>`count(*) filter (where ${standards.status} = '废止')`,
      })
      .from(standards),
  ]);
  return {
    news: { published: n(nw?.published), scheduled: n(nw?.scheduled), drafts: n(nw?.drafts) },
    help: { folders: n(hp?.folders), articles: n(hp?.articles), links: n(hp?.links) },
    banners: { visible: n(bn?.visible), hidden: n(bn?.hidden) },
    methods: { total: n(me?.total), withoutProducts: n(me?.withoutProducts) },
    standards: { current: n(st?.current), upcoming: n(st?.upcoming), withdrawn: n(st?.withdrawn) },
  };
}

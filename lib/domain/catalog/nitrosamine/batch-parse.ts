/**
 * The rows of a batch screen from pasted text or a spreadsheet's cells: one drug per row (a name, CAS number or
 * SMILES), the first non-empty cell of each row, a header row (name / CAS / SMILES / 名称 …) skipped. Pure, so the
 * page splits a paste itself and the server reads uploads with the same rules.
 */
const HEADER = /^(name|names|drug|cas|cas ?no\.?|smiles|input|名称|药品|药品名称|药物|化合物|结构|cas号)$/i;

export function rowsFromCells(cells: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  cells.forEach((row, i) => {
    const first = row.map((c) => (c ?? '').trim()).find((c) => c !== '');
    if (!first) return;
    if (i === 0 && HEADER.test(first)) return;
    out.push(first);
  });
  return out;
}

/** One row per line; a tab separates cells (rows copied from a spreadsheet). Commas are kept: names contain them. */
export function rowsFromText(text: string): string[] {
  return rowsFromCells(
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .map((line) => line.split('\t')),
  );
}

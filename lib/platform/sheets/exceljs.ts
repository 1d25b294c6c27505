/**
 * exceljs, loaded with the first spreadsheet read or written instead of with the modules that use it: requiring it
 * costs about 0.4 s of CPU, which every process importing the domain barrels paid at start — the seed (scripts/seed.ts
 * reaches the ledger and quick-order modules) and each server bundle that holds an API handler — whether or not it ever
 * touched a spreadsheet (docs/investigations/fresh-clone.md).
 */
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

export function loadExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((m) => (m as unknown as { default?: typeof ExcelJS }).default ?? m);
  return loading;
}

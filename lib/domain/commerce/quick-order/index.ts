/** Quick order: match pasted text or a spreadsheet, then add the chosen lines to the cart or the basket at once. */
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/kernel/errors';
import { QUICK_ORDER_LIMITS } from '@/lib/config/constants';
import { QUICK_MSG } from '@/lib/config/messages';
import { insertLine } from '@/lib/domain/commerce/cart';
import { formFiles } from '@/lib/domain/operations/uploads';
import { matchLines } from './match';
import { parseRows, parseText } from './parse';
import { readSheet } from './sheet';
import { withTransaction } from '@/lib/db/tx';
import type { MatchSummary } from './types';

export type { MatchSummary };
/** 货号 and CAS normalisation, shared with the standards ledger's catalogue matching. */
export { compactCode, normaliseCas, normalisePackage } from './parse';
export { readSheet, sheetKind } from './sheet';
export { quickOrderExamples } from './examples';

export async function matchText(db: Db, text: string): Promise<MatchSummary> {
  if (!text.trim()) throw new AppError(QUICK_MSG.textRequired, 'PARAM_INVALID');
  if (text.length > QUICK_ORDER_LIMITS.maxTextChars) throw new AppError(QUICK_MSG.textTooLong, 'PARAM_INVALID');
  return matchLines(db, parseText(text));
}

export async function matchUpload(db: Db, form: FormData): Promise<MatchSummary> {
  const [file] = formFiles(form);
  if (!file) throw new AppError(QUICK_MSG.fileRequired, 'FILE_REQUIRED');
  if (file.size > QUICK_ORDER_LIMITS.maxFileBytes) throw new AppError(QUICK_MSG.fileTooLarge, 'FILE_TOO_LARGE');
  const rows = await readSheet(new Uint8Array(await file.arrayBuffer()));
  return matchLines(db, parseRows(rows));
}

/** Adds the chosen packages in one transaction: all of them, or (on the first refusal) none. */
export async function addChosen(
  db: Db,
  userId: number,
  target: 'cart' | 'basket',
  lines: readonly { skuId: number; num: number }[],
): Promise<{ added: number }> {
  if (lines.length === 0) throw new AppError(QUICK_MSG.noLinesChosen, 'PARAM_INVALID');
  await withTransaction(db, async (tx) => {
    for (const l of lines) await insertLine(tx, target, userId, { skuId: l.skuId, num: l.num });
  });
  return { added: lines.length };
}
export { toHalfWidth } from './parse';

/**
 * Bounds and characters of every nitrosamine screen input (issue 35; briefing "bad input"): the SMILES, molfile or
 * keyword of one screen (API and page), each row of a batch and a batch's title. One function, so the API schema
 * (lib/api/endpoints/nitrosamine.ts) and the domain (the page calls it directly) refuse the same things with the same
 * Chinese message. Pure: no database, no RDKit.
 *
 * The router already strips NUL and the other C0 controls except tab/LF/CR from every string
 * (lib/platform/security/input.ts); what reaches a schema can still hold tab, LF, CR, the C1 controls (U+0080–U+009F,
 * e.g. NEL from a legacy export) and the invisible direction characters, which reorder what a chemist reads
 * without changing what is screened ("Trojan Source", CVE-2021-42574): hasUnsafeText in that file. None of them belongs in a SMILES, a name or a
 * CAS number, so they are refused rather than silently dropped: the chemist learns that the pasted text was not
 * what it looked like.
 */
import { NITROSAMINE_BATCH, NITROSAMINE_INPUT, STRUCTURE } from '@/lib/config/constants';
import { NITROSAMINE_MSG } from '@/lib/config/messages';
import { isMolfileText } from '@/lib/platform/chem/guard';
import { hasUnsafeText, replaceUnsafeText } from '@/lib/platform/security/input';
import type { ScreenField } from './types';

const LABEL: Record<ScreenField, string> = {
  smiles: 'SMILES',
  molfile: 'Molfile',
  keyword: '药品名称、CAS号或货号',
  row: '该行',
  title: '评估名称',
};

function tooLong(field: ScreenField): { max: number; message: string } {
  switch (field) {
    case 'smiles':
      return { max: STRUCTURE.smilesMaxChars, message: NITROSAMINE_MSG.tooLarge };
    case 'molfile':
      return { max: STRUCTURE.molfileMaxBytes, message: NITROSAMINE_MSG.tooLarge };
    case 'keyword':
      return {
        max: NITROSAMINE_INPUT.keywordMaxChars,
        message: NITROSAMINE_MSG.keywordTooLong(NITROSAMINE_INPUT.keywordMaxChars),
      };
    case 'row':
      return {
        max: NITROSAMINE_BATCH.maxRowChars,
        message: NITROSAMINE_MSG.batchRowTooLong(NITROSAMINE_BATCH.maxRowChars),
      };
    case 'title':
      return {
        max: NITROSAMINE_BATCH.titleMaxChars,
        message: NITROSAMINE_MSG.titleTooLong(NITROSAMINE_BATCH.titleMaxChars),
      };
  }
}

/**
 * The Chinese message why one input is refused, or null when it is acceptable. Leading and trailing whitespace does
 * not count (a pasted line's newline); a molfile is taken as it is. A molfile pasted into the SMILES box (the page
 * sends it as `smiles`) is judged as a molfile. An empty value is acceptable here: emptiness has its own messages.
 */
export function screenInputProblem(field: ScreenField, value: string): string | null {
  const kind: ScreenField = field === 'smiles' && isMolfileText(value) ? 'molfile' : field;
  const text = kind === 'molfile' ? value : value.trim();
  const bound = tooLong(kind);
  // Measured before the character scan, so a huge input is not walked.
  if (text.length > bound.max) return bound.message;
  // A molfile is lines, and some writers pad its fields with tabs.
  if (hasUnsafeText(text, { lines: kind === 'molfile' })) return NITROSAMINE_MSG.controlChars(LABEL[kind]);
  return null;
}

/** An input as it may be stored and shown beside its message: bounded, control characters made visible (U+FFFD). */
export function displayInput(value: string, max: number = NITROSAMINE_BATCH.maxRowChars): string {
  const t = value.trim();
  const cut = t.length > max ? `${t.slice(0, max)}…` : t;
  return replaceUnsafeText(cut, '\uFFFD');
}

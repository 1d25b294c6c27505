/**
 * Does a search keyword hold a chemical structure? (issue 16: a SMILES or molfile pasted into the header box runs the
 * exact structure lookup.) Pure and cheap — a few regular expressions and one pass over the text — so every keyword
 * search can ask it first; safe in client components.
 *
 *   structureKeyword('CC(=O)Nc1ccc(O)cc1')  → { kind: 'smiles', text: 'CC(=O)Nc1ccc(O)cc1' }
 *   structureKeyword('c1ccccc1')            → { kind: 'smiles', … }     (ring closures)
 *   structureKeyword('OC(=O)[C@@H](N)C')    → { kind: 'smiles', … }     (brackets, branches, bonds)
 *   structureKeyword('<V2000 molfile>')     → { kind: 'molfile', text: <the first record, up to M  END> }
 *   structureKeyword('<molfile on 1 line>') → { kind: 'flatMolfile' }   (its line breaks were lost: cannot be read)
 *   structureKeyword('C8H9NO2' | 'CCO' | 'CO' | 'NaCl' | '50-78-2' | 'RS-000029' | '对乙酰氨基酚') → null
 *
 * What counts as a SMILES (the decision for ambiguous text):
 *   - one word (no blanks) of SMILES characters only; SMARTS-only characters (`* ~ ; ! & $ ,`) are not a structure
 *     keyword (the exact lookup refuses SMARTS — the structure search page takes them);
 *   - it reads as SMILES: starts with an atom, atoms outside brackets are of the organic subset
 *     (B C N O P S F Cl Br I, aromatic b c n o p s — so `H`, `Na`, `Ca` of a formula never pass), branches balanced and
 *     never empty, bonds between atoms, every ring-closure label closed again, never on the atom that opened it nor
 *     between two atoms already bonded in the chain (a ring has 3+ atoms — so the formula `C2N2` is no "ring" C2…N2);
 *   - and it shows SMILES syntax: a branch, bracket atom, `=` `#` `/` `\` bond, or a ring closure — or it is a bare
 *     chain of at least 6 capital organic-subset atoms (`CCCCCCCCCCCCCCCCO`, `OCCSCCCCCCCCCCSCCO`).
 *     Shorter bare chains (`CCO`, `CO`, `CCCC`, `CNO`, `ICON`) stay a formula / word search: they are ambiguous (CO is
 *     carbon monoxide's formula) and a wrong guess would send the buyer to a goods page; the structure search page
 *     takes them.
 * Catalogue numbers, CAS numbers, InChIKeys and standard numbers never read as SMILES: they start with a digit or
 * hold letters outside the organic subset (R, S-…-digits unpaired, G, K, …); see tests/unit/structure-keyword.test.ts.
 */
import { STRUCTURE } from '@/lib/config/constants';

export type StructureKeyword =
  | { kind: 'smiles'; text: string }
  | { kind: 'molfile'; text: string }
  /** A molfile whose line breaks were lost (pasted into a one-line box without the paste handler): unreadable. */
  | { kind: 'flatMolfile' };

/**
 * How a structure keyword is named to the buyer: what the search box shows after a paste (instead of the block's
 * first line) and the notice's "已按…精确查找".
 */
export const STRUCTURE_KEYWORD_LABEL = { smiles: '结构式（SMILES）', molfile: '结构式（Molfile）' } as const;

/** Characters of a SMILES (no SMARTS-only ones). */
const SMILES_CHARS = /^[A-Za-z0-9()[\]=#@+\-\\/%.:]+$/;
/** Atoms allowed outside brackets (organic subset), longest first. */
const ORGANIC_ATOM = /^(?:Cl|Br|[BCNOPSFI]|[bcnops])/;
/** A bracket atom's content: isotope, element, chirality, hydrogens, charge, atom class. */
const BRACKET_ATOM =
  /^\d{0,3}(?:[A-Z][a-z]?|[bcnops]|se|as|te)(?:@@?|@(?:TH|AL|SP|TB|OH)\d{1,2})?(?:H\d?)?(?:[+-]\d{0,2}|\+\+|--)?(?::\d{1,3})?$/;
const BOND = /^[-=#:/\\.]/;
/** Bonds and parts that only SMILES writes (a plain word or formula has none of them). */
const STRONG_BOND = /^[=#/\\]/;
/** Fewest atoms of an unbranched, ring-free chain without bond symbols read as a SMILES (CCCCCO yes, CCO no). */
const BARE_CHAIN_MIN_ATOMS = 6;

const MOLFILE_COUNTS_LINE = /V[23]000\s*$/;
const MOLFILE_END_LINE = /^M {2}END\s*$/;

/**
 * The first molfile record of a pasted text (a molfile or an SD file), from its three header lines to `M  END`, with
 * CRLF read as LF; null when the text holds none. The header lines are found from the counts line (`… V2000` /
 * `… V3000`), so an extra blank line pasted before the block does not shift it.
 */
export function molfileBlock(text: string): string | null {
  if (!text.includes('\n')) return null;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const counts = lines.findIndex((l) => MOLFILE_COUNTS_LINE.test(l));
  if (counts < 0) return null;
  let end = -1;
  for (let i = counts + 1; i < lines.length; i++) {
    if (MOLFILE_END_LINE.test(lines[i]!)) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const header = lines.slice(Math.max(0, counts - 3), counts);
  while (header.length < 3) header.unshift('');
  return [...header, ...lines.slice(counts, end + 1)].join('\n') + '\n';
}

/**
 * True when one word reads as a SMILES with SMILES syntax (see the module comment): one pass over the text, following
 * the chain (branches on a stack) so that a ring closure between two atoms already bonded to each other (`C2N2`,
 * `CO11`) is refused. Not a full parser — RDKit decides — only "is this meant as a structure?".
 */
export function looksLikeSmiles(s: string): boolean {
  if (s.length < 2 || !SMILES_CHARS.test(s)) return false;
  let atoms = 0;
  let aromatic = 0;
  let strong = false;
  /** The atom the next one bonds to (-1: none, after a `.`), and the branch points of the open branches. */
  let cur = -1;
  const branches: number[] = [];
  /** Chain parent of each atom (-1 for the first atom and after a `.`). */
  const parent: number[] = [];
  // What came last: an atom (or a ring closure on it), an open branch, a closed branch or a bond.
  let prev: 'start' | 'atom' | 'open' | 'close' | 'bond' = 'start';
  const openRings = new Map<string, number>();
  const addAtom = () => {
    parent.push(cur);
    cur = atoms++;
    prev = 'atom';
  };
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '[') {
      const close = s.indexOf(']', i + 1);
      if (close < 0 || close - i > 26 || !BRACKET_ATOM.test(s.slice(i + 1, close))) return false;
      addAtom();
      strong = true;
      i = close + 1;
      continue;
    }
    const atom = ORGANIC_ATOM.exec(s.slice(i, i + 2));
    if (atom) {
      if (/^[bcnops]$/.test(atom[0])) aromatic++;
      addAtom();
      i += atom[0].length;
      continue;
    }
    if (/\d|%/.test(c)) {
      // A ring-closure label on the last atom (optionally after a bond): %nn or one digit.
      const label = c === '%' ? s.slice(i, i + 3) : c;
      if (c === '%' && !/^%\d\d$/.test(label)) return false;
      if (cur < 0 || !(prev === 'atom' || (prev === 'bond' && s[i - 1] !== '.'))) return false;
      const opened = openRings.get(label);
      if (opened === undefined) openRings.set(label, cur);
      else {
        // A ring has 3+ atoms: not on the same atom, not between two atoms already bonded in the chain.
        if (opened === cur || parent[cur] === opened) return false;
        openRings.delete(label);
        strong = true;
      }
      prev = 'atom';
      i += label.length;
      continue;
    }
    if (BOND.test(c)) {
      if (prev !== 'atom' && prev !== 'open' && prev !== 'close') return false;
      if (STRONG_BOND.test(c)) strong = true;
      if (c === '.') {
        if (prev === 'open' || branches.length) return false;
        cur = -1;
      }
      prev = 'bond';
      i++;
      continue;
    }
    if (c === '(') {
      if (prev !== 'atom' && prev !== 'close') return false;
      branches.push(cur);
      strong = true;
      prev = 'open';
      i++;
      continue;
    }
    if (c === ')') {
      if (!branches.length || (prev !== 'atom' && prev !== 'close')) return false;
      cur = branches.pop()!;
      prev = 'close';
      i++;
      continue;
    }
    return false;
  }
  if (atoms === 0 || branches.length || openRings.size || (prev !== 'atom' && prev !== 'close')) return false;
  // A bare chain of capitals reads as a SMILES only when long (OCCSCCCCCCCCCCSCCO); short ones stay formulas/words.
  return strong || (atoms >= BARE_CHAIN_MIN_ATOMS && aromatic === 0 && !/[-.:]/.test(s));
}

/**
 * The structure a search keyword holds, or null for every other keyword. `input` is the keyword as received (a
 * molfile keeps its line breaks; the pages pass the raw query value, not the collapsed keyword).
 */
export function structureKeyword(input: string | null | undefined): StructureKeyword | null {
  if (!input) return null;
  const block = molfileBlock(input);
  if (block) return { kind: 'molfile', text: block };
  const s = input.normalize('NFKC').trim();
  if (!s) return null;
  if (/\s/.test(s)) {
    // A molfile squashed onto one line (its counts line and end marker still visible).
    return /\bV[23]000\b/.test(s) && /\bM\s+END\b/.test(s) ? { kind: 'flatMolfile' } : null;
  }
  if (s.length > STRUCTURE.smilesMaxChars * 4) return null;
  return looksLikeSmiles(s) ? { kind: 'smiles', text: s } : null;
}

/** True when a pasted text should go to the structure lookup rather than into the one-line box as text. */
export function isPastedStructure(text: string, boxMaxLength: number): boolean {
  const k = structureKeyword(text);
  return !!k && (k.kind === 'molfile' || (k.kind === 'smiles' && k.text.length > boxMaxLength));
}

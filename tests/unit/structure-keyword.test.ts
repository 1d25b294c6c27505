/**
 * Issue 16: which search keywords are a structure (SMILES or molfile) — the pure check every keyword search asks first.
 */
import {
  isPastedStructure,
  looksLikeSmiles,
  molfileBlock,
  structureKeyword,
} from '@/lib/domain/catalog/search/structure-keyword';
import { PARACETAMOL_V2000, PARACETAMOL_V3000, SALICYLIC_ACID_V2000 } from '../helpers/molfiles';

describe('SMILES keywords', () => {
  test.each([
    'CC(=O)Nc1ccc(O)cc1', // paracetamol
    'c1ccccc1', // benzene: ring closures only
    'C1CCCCC1', // cyclohexane, all capitals
    'OC(=O)[C@@H](N)C', // alanine: bracket atom, chirality
    'OC(=O)c1ccccc1O',
    'Cn1cnc2c1c(=O)n(C)c(=O)n2C', // caffeine
    'C=O',
    'C#N',
    'F/C=C/F', // cis/trans bonds
    '[Na+].[Cl-]',
    'O=C(N(CCC1)[C@@H]1C#N)CN(N=O)[C@](C[C@H](C2)C3)(C[C@@H]2C4)C[C@]34O', // ring closed on the far side of a branch
    'C%10CCCCC%10',
    'CCCCCCCCCCCCCCCCO', // a long bare chain
    'OCCSCCCCCCCCCCSCCO',
    'CC(=O)Nc1ccc(O)cc1', // full-width brackets typed with a Chinese IME
  ])('%s is a SMILES', (s) => {
    expect(structureKeyword(s)).toEqual({ kind: 'smiles', text: s.normalize('NFKC') });
  });

  test('blanks around a SMILES are trimmed', () => {
    expect(structureKeyword('  c1ccccc1 ')).toEqual({ kind: 'smiles', text: 'c1ccccc1' });
  });

  test.each([
    ['C8H9NO2', 'formula (H is not an organic-subset atom)'],
    ['H9C8NO2', 'formula'],
    ['NaCl', 'formula'],
    ['CCl4', 'formula with an unclosed "ring"'],
    ['C6Cl6', 'formula: ring closure between bonded atoms'],
    ['C2N2', 'formula: ring closure between bonded atoms'],
    ['S2O2', 'formula'],
    ['CO', 'short bare chain: carbon monoxide formula'],
    ['CCO', 'short bare chain'],
    ['CCCC', 'short bare chain'],
    ['ICON', 'word of organic-subset capitals'],
    ['cocoons', 'word of aromatic letters'],
    ['scoops', 'word of aromatic letters'],
    ['50-78-2', 'CAS'],
    ['103-90-2', 'CAS'],
    ['RZVAJINKPMORJF-UHFFFAOYSA-N', 'InChIKey'],
    ['RS-000029', 'catalogue number'],
    ['IMP-P00001', 'catalogue number'],
    ['T-PARA', 'catalogue number'],
    ['C-123', 'code'],
    ['CO-11', 'code: ring closure on one atom'],
    ['GB 5009.3-2016', 'standard number'],
    ['对乙酰氨基酚', 'Chinese name'],
    ['paracetamol', 'English name'],
    ['(S)-Ibuprofen', 'name with a stereo prefix'],
    ['Vitamin-B12', 'name'],
    ['C1=CC', 'unclosed ring'],
    ['CC(=O', 'unbalanced branch'],
    ['CC()C', 'empty branch'],
    ['CC=', 'trailing bond'],
    ['=CC', 'leading bond'],
    ['*c1ccccc1', 'SMARTS-only character'],
    ['[#6]1ccccc1', 'SMARTS'],
    ['c1ccccc1 c1ccccc1', 'two words'],
    ['', 'empty'],
  ])('%s is not (%s)', (s) => {
    expect(structureKeyword(s)).toBeNull();
  });

  test('looksLikeSmiles needs SMILES syntax, not only SMILES letters', () => {
    expect(looksLikeSmiles('CCN')).toBe(false);
    expect(looksLikeSmiles('CC(C)N')).toBe(true);
    expect(looksLikeSmiles('CCCCN')).toBe(false);
    expect(looksLikeSmiles('CCCCCN')).toBe(true);
  });
});

describe('molfile keywords', () => {
  test('a V2000 molfile is read as one, whole', () => {
    expect(structureKeyword(PARACETAMOL_V2000)).toEqual({ kind: 'molfile', text: PARACETAMOL_V2000 });
    expect(structureKeyword(SALICYLIC_ACID_V2000)?.kind).toBe('molfile');
  });

  test('a V3000 molfile is read as one', () => {
    expect(structureKeyword(PARACETAMOL_V3000)).toEqual({ kind: 'molfile', text: PARACETAMOL_V3000 });
  });

  test('CRLF line ends, an extra blank line before the block and an SD file tail are tidied', () => {
    const crlf = PARACETAMOL_V2000.replace(/\n/g, '\r\n');
    expect(molfileBlock(crlf)).toBe(PARACETAMOL_V2000);
    expect(molfileBlock(`\n\n${PARACETAMOL_V2000}`)).toBe(PARACETAMOL_V2000);
    const sdf = `${PARACETAMOL_V2000}> <NAME>\nparacetamol\n\n$$$$\n${SALICYLIC_ACID_V2000}$$$$\n`;
    expect(molfileBlock(sdf)).toBe(PARACETAMOL_V2000);
  });

  test('a block without its counts line or M  END is not a molfile', () => {
    expect(molfileBlock(PARACETAMOL_V2000.replace('M  END', ''))).toBeNull();
    expect(molfileBlock(PARACETAMOL_V2000.replace(' V2000', ''))).toBeNull();
    expect(molfileBlock('CC(=O)Nc1ccc(O)cc1\nparacetamol')).toBeNull();
  });

  test('a molfile squashed onto one line is recognised as unreadable', () => {
    expect(structureKeyword(PARACETAMOL_V2000.replace(/\s+/g, ' '))).toEqual({ kind: 'flatMolfile' });
  });
});

describe('isPastedStructure: what the one-line box must not take as text', () => {
  test('a molfile, or a SMILES longer than the box', () => {
    expect(isPastedStructure(PARACETAMOL_V2000, 200)).toBe(true);
    expect(isPastedStructure('CC(=O)Nc1ccc(O)cc1', 200)).toBe(false);
    expect(isPastedStructure('C'.repeat(10) + 'C(=O)O'.repeat(40), 200)).toBe(true);
    expect(isPastedStructure('对乙酰氨基酚', 200)).toBe(false);
    expect(isPastedStructure('line one\nline two', 200)).toBe(false);
  });
});

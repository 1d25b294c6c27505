'use client';
/**
 * OpenChemLib's canvas structure editor (openchemlib 9, BSD-3), loaded in the browser only.
 * Import it through next/dynamic with ssr:false (see StructureSearchForm): the ~340 KB gzip module is
 * fetched on /searchStructureFormula alone, after the page has rendered.
 *
 * Emits the drawn molecule as isomeric SMILES and a V2000 molfile on every change.
 */
import { useEffect, useRef } from 'react';
import type { CanvasEditor, Molecule } from 'openchemlib';

export type DrawnStructure = { smiles: string; molfile: string; atoms: number };

export type EditorHandle = {
  /** Load a SMILES or molfile; false when OpenChemLib cannot read it. */
  load: (text: string) => boolean;
  clear: () => void;
  /** SMILES of a SMILES or molfile text (null when unreadable), without touching the drawing. */
  toSmiles: (text: string) => string | null;
};

type Props = {
  initial?: string;
  onChange: (s: DrawnStructure) => void;
  onReady?: (h: EditorHandle) => void;
  className?: string;
};

type OCLModule = typeof import('openchemlib');

function readMolecule(OCL: OCLModule, text: string): Molecule | null {
  const t = text.trim();
  if (!t) return null;
  try {
    const mol =
      /\n/.test(text) && /M\s+END|V2000|V3000/.test(text)
        ? OCL.Molecule.fromMolfile(text)
        : OCL.Molecule.fromSmiles(t.split(/\s+/)[0]!);
    return mol.getAllAtoms() > 0 ? mol : null;
  } catch {
    return null;
  }
}

function describe(mol: Molecule): DrawnStructure {
  const atoms = mol.getAllAtoms();
  if (atoms === 0) return { smiles: '', molfile: '', atoms: 0 };
  let smiles = '';
  try {
    smiles = mol.toIsomericSmiles();
  } catch {
    smiles = '';
  }
  let molfile = '';
  try {
    molfile = mol.toMolfile();
  } catch {
    molfile = '';
  }
  return { smiles, molfile, atoms };
}

export default function OclEditor({ initial, onChange, onReady, className = '' }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const changeRef = useRef(onChange);
  const readyRef = useRef(onReady);
  changeRef.current = onChange;
  readyRef.current = onReady;
  const initialRef = useRef(initial);

  useEffect(() => {
    let editor: CanvasEditor | null = null;
    let cancelled = false;
    void import('openchemlib').then((OCL) => {
      if (cancelled || !host.current) return;
      editor = new OCL.CanvasEditor(host.current, { initialMode: 'molecule' });
      const ed = editor;
      const start = initialRef.current ? readMolecule(OCL, initialRef.current) : null;
      if (start) {
        start.inventCoordinates();
        ed.setMolecule(start);
      }
      ed.setOnChangeListener((ev) => {
        if (!ev.isUserEvent) return;
        changeRef.current(describe(ed.getMolecule()));
      });
      readyRef.current?.({
        load: (text) => {
          const mol = readMolecule(OCL, text);
          if (!mol) return false;
          if (!/\n/.test(text)) mol.inventCoordinates();
          ed.setMolecule(mol);
          return true;
        },
        clear: () => ed.clearAll(),
        toSmiles: (text) => {
          const mol = readMolecule(OCL, text);
          return mol ? describe(mol).smiles || null : null;
        },
      });
    });
    return () => {
      cancelled = true;
      if (editor && !editor.isDestroyed) editor.destroy();
    };
  }, []);

  return <div ref={host} className={className} data-testid="structure-editor" />;
}

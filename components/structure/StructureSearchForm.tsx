'use client';
/**
 * The query panel of /searchStructureFormula: the structure editor (OpenChemLib, client-only and lazy),
 * a SMILES/molfile paste box kept in sync with it, the mode selector (精确 / 子结构 / 相似度), the accuracy
 * (default 100 % = exact), examples, and submit → the URL (formula, accuracy, mode), which the server renders.
 *
 * Without JavaScript the form still works: it is a plain GET form with the same field names.
 */
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import {
  MODE_LABELS,
  STRUCTURE_MODES,
  looksLikeMolfile,
  normalizeAccuracy,
  structureSearchHref,
  type StructureMode,
} from '@/lib/domain/catalog/structure/client';
import type { DrawnStructure, EditorHandle } from './OclEditor';

const OclEditor = dynamic(() => import('./OclEditor'), {
  ssr: false,
  loading: () => (
    <div className="flex h-full items-center justify-center text-[13px] text-ink-500" role="status">
      结构编辑器加载中…
    </div>
  ),
});

export const STRUCTURE_EXAMPLES: { label: string; smiles: string; mode: StructureMode; accuracy: number }[] = [
  { label: '对乙酰氨基酚', smiles: 'CC(=O)Nc1ccc(O)cc1', mode: 'exact', accuracy: 100 },
  { label: '苯环（子结构）', smiles: 'c1ccccc1', mode: 'substructure', accuracy: 100 },
  { label: '布洛芬（相似度 70%）', smiles: 'CC(C)Cc1ccc(cc1)C(C)C(=O)O', mode: 'similarity', accuracy: 70 },
];

const MODE_HINTS: Record<StructureMode, string> = {
  exact: '查找与所画结构完全相同的产品',
  substructure: '查找包含所画结构片段的产品',
  similarity: '按指纹相似度（Tanimoto）查找结构相近的产品',
};

type Props = { initialFormula: string; initialMode: StructureMode; initialAccuracy: number };

export function StructureSearchForm({ initialFormula, initialMode, initialAccuracy }: Props) {
  const router = useRouter();
  const [text, setText] = useState(initialFormula);
  const [mode, setMode] = useState<StructureMode>(initialMode);
  const [accuracy, setAccuracy] = useState<string>(
    String(initialMode === 'similarity' ? initialAccuracy : initialMode === 'exact' ? 100 : initialAccuracy),
  );
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const editor = useRef<EditorHandle | null>(null);

  const onDraw = useCallback((s: DrawnStructure) => {
    setText(s.smiles);
    setError(null);
  }, []);

  const loadIntoEditor = (value: string) => {
    if (!editor.current || !value.trim()) return true;
    return editor.current.load(value);
  };

  const chooseMode = (m: StructureMode) => {
    setMode(m);
    if (m === 'exact') setAccuracy('100');
    else if (m === 'similarity' && normalizeAccuracy(accuracy) >= 100) setAccuracy(String(STRUCTURE.similarityDefault));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    let formula = text.trim();
    if (!formula) {
      setError(STRUCTURE_MSG.empty);
      return;
    }
    // A pasted molfile becomes a short SMILES for the URL when the editor can read it.
    if (looksLikeMolfile(text) && editor.current) formula = editor.current.toSmiles(text) ?? text;
    const acc = mode === 'exact' ? 100 : normalizeAccuracy(accuracy);
    setError(null);
    setPending(true);
    router.push(structureSearchHref({ formula, accuracy: acc, mode }));
    // The server re-renders the results; the button re-enables when navigation settles.
    setTimeout(() => setPending(false), 1500);
  };

  const example = (ex: (typeof STRUCTURE_EXAMPLES)[number]) => {
    setText(ex.smiles);
    setMode(ex.mode);
    setAccuracy(String(ex.accuracy));
    setError(null);
    loadIntoEditor(ex.smiles);
    router.push(structureSearchHref({ formula: ex.smiles, accuracy: ex.accuracy, mode: ex.mode }));
  };

  const accuracyDisabled = mode !== 'similarity';

  return (
    <form
      action="/searchStructureFormula"
      method="get"
      onSubmit={submit}
      className="grid grid-cols-[minmax(0,1fr)_380px] gap-6"
      data-testid="structure-form"
    >
      <div className="flex flex-col">
        <div className="mb-2 flex items-center justify-between text-[13px] text-ink-500">
          <span>在下方绘制结构式（可从工具栏选择原子、键与环）</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              editor.current?.clear();
              setText('');
            }}
          >
            清空
          </button>
        </div>
        <div className="h-[380px] overflow-hidden rounded border border-line bg-white">
          <OclEditor
            initial={initialFormula}
            onChange={onDraw}
            onReady={(h) => {
              editor.current = h;
            }}
            className="h-full w-full"
          />
        </div>
      </div>

      <div className="flex flex-col gap-4">
        <label className="block">
          <span className="mb-1.5 block text-[13px] font-medium text-ink-700">SMILES 或 Molfile</span>
          <textarea
            name="formula"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            onBlur={() => {
              if (text.trim() && !loadIntoEditor(text)) setError(STRUCTURE_MSG.invalid);
            }}
            onPaste={(e) => {
              const pasted = e.clipboardData.getData('text');
              if (!pasted.trim()) return;
              // Let the textarea take the text, then draw it.
              setTimeout(() => {
                if (!loadIntoEditor(pasted)) setError(STRUCTURE_MSG.invalid);
                else if (looksLikeMolfile(pasted) && editor.current) setText(editor.current.toSmiles(pasted) ?? pasted);
              }, 0);
            }}
            rows={4}
            spellCheck={false}
            placeholder="例如：CC(=O)Nc1ccc(O)cc1，或粘贴 Molfile"
            className="input h-auto resize-y py-2 font-mono text-[12px] leading-5"
            aria-label="SMILES 或 Molfile"
            data-testid="structure-text"
            maxLength={STRUCTURE.molfileMaxBytes}
          />
        </label>

        <fieldset>
          <legend className="mb-1.5 text-[13px] font-medium text-ink-700">搜索方式</legend>
          <div
            className="inline-flex overflow-hidden rounded border border-line"
            role="radiogroup"
            aria-label="搜索方式"
          >
            {STRUCTURE_MODES.map((m) => (
              <label
                key={m}
                className={`cursor-pointer border-r border-line px-4 py-1.5 text-[13px] last:border-r-0 ${mode === m ? 'bg-brand-500 text-white' : 'bg-white text-ink-700 hover:text-brand-600'}`}
              >
                <input
                  type="radio"
                  name="mode"
                  value={m}
                  checked={mode === m}
                  onChange={() => chooseMode(m)}
                  className="sr-only"
                />
                {MODE_LABELS[m]}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-ink-500">{MODE_HINTS[mode]}</p>
        </fieldset>

        <label className="block">
          <span className="mb-1.5 block text-[13px] font-medium text-ink-700">精确度</span>
          <span className="flex items-center gap-2">
            <input
              type="number"
              name="accuracy"
              min={1}
              max={100}
              step={1}
              value={mode === 'exact' ? '100' : accuracy}
              disabled={accuracyDisabled}
              onChange={(e) => setAccuracy(e.target.value)}
              className="input w-24"
              aria-label="精确度（%）"
              data-testid="structure-accuracy"
            />
            <span className="text-ink-500">%</span>
            <span className="text-xs text-ink-500">
              {mode === 'similarity'
                ? '相似度不低于该值；100% 即精确匹配'
                : mode === 'exact'
                  ? '默认 100%，即精确匹配'
                  : '子结构搜索不使用精确度'}
            </span>
          </span>
        </label>

        {error && (
          <p
            className="rounded border border-danger/30 bg-danger/5 px-3 py-2 text-[13px] text-danger"
            role="alert"
            data-testid="structure-form-error"
          >
            {error}
          </p>
        )}

        <div className="flex gap-2">
          <button
            type="submit"
            className="btn btn-primary btn-lg flex-1"
            disabled={pending}
            data-testid="structure-submit"
          >
            {pending ? '搜索中…' : '搜索'}
          </button>
        </div>

        <div>
          <p className="mb-1.5 text-[13px] text-ink-500">示例：</p>
          <div className="flex flex-wrap gap-2">
            {STRUCTURE_EXAMPLES.map((ex) => (
              <button key={ex.label} type="button" className="btn btn-outline btn-sm" onClick={() => example(ex)}>
                {ex.label}
              </button>
            ))}
          </div>
        </div>
      </div>
    </form>
  );
}

export default StructureSearchForm;

'use client';
/**
 * The query panel of /nitrosamineRisk: the structure editor (OpenChemLib, the one of the structure search), a
 * SMILES/molfile box kept in sync with it, and a name / CAS / 货号 box. Submit → the URL (?smiles= or ?keyword=),
 * which the server renders. Without JavaScript it is a plain GET form with the same field names.
 */
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { STRUCTURE } from '@/lib/config/constants';
import { NITROSAMINE_MSG } from '@/lib/config/messages';
import { looksLikeMolfile } from '@/lib/domain/catalog/structure/client';
import { nitrosamineRiskHref } from '@/lib/domain/catalog/nitrosamine/client';
import type { DrawnStructure, EditorHandle } from '@/components/structure/OclEditor';
import { LazyOclEditor as OclEditor } from '@/components/structure/LazyOclEditor';

const EXAMPLES = [
  { label: '普萘洛尔（仲胺）', smiles: 'CC(C)NCC(O)COc1cccc2ccccc12' },
  { label: '阿米替林（叔胺）', smiles: 'CN(C)CCC=C1c2ccccc2CCc2ccccc21' },
  { label: '氟西汀', smiles: 'CNCCC(Oc1ccc(cc1)C(F)(F)F)c1ccccc1' },
];

export function NitrosamineForm({ initialSmiles, initialKeyword }: { initialSmiles: string; initialKeyword: string }) {
  const router = useRouter();
  const [text, setText] = useState(initialSmiles);
  const [keyword, setKeyword] = useState(initialKeyword);
  const [error, setError] = useState<string | null>(null);
  const editor = useRef<EditorHandle | null>(null);

  const onDraw = useCallback((s: DrawnStructure) => {
    setText(s.atoms > 0 ? s.smiles : '');
    setError(null);
  }, []);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    let smiles = text.trim();
    if (smiles && looksLikeMolfile(text) && editor.current) smiles = editor.current.toSmiles(text) ?? text;
    if (!smiles && !keyword.trim()) {
      setError(NITROSAMINE_MSG.empty);
      return;
    }
    setError(null);
    router.push(nitrosamineRiskHref(smiles ? { smiles } : { keyword }));
  };

  return (
    <form
      action="/nitrosamineRisk"
      method="get"
      onSubmit={submit}
      className="grid grid-cols-[minmax(0,1fr)_380px] gap-6"
      data-testid="nitrosamine-form"
    >
      <div className="h-[320px] overflow-hidden rounded border border-line bg-white">
        <OclEditor
          initial={initialSmiles}
          onChange={onDraw}
          onReady={(h) => (editor.current = h)}
          className="h-full w-full"
        />
      </div>
      <div className="flex flex-col gap-3">
        <label className="block">
          <span className="mb-1.5 block text-[13px] font-medium text-ink-700">SMILES 或 Molfile</span>
          <textarea
            name="smiles"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            onBlur={() => {
              if (text.trim() && editor.current) editor.current.load(text);
            }}
            rows={4}
            spellCheck={false}
            placeholder="例如：CC(C)NCC(O)COc1cccc2ccccc12"
            className="input h-auto resize-y py-2 font-mono text-[12px] leading-5"
            aria-label="SMILES 或 Molfile"
            data-testid="nitrosamine-smiles"
            maxLength={STRUCTURE.molfileMaxBytes}
          />
        </label>
        <label className="block">
          <span className="mb-1.5 block text-[13px] font-medium text-ink-700">或输入药品名称 / CAS号 / 货号</span>
          <input
            name="keyword"
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              if (e.target.value.trim()) setText('');
              setError(null);
            }}
            className="input w-full"
            placeholder="如 普萘洛尔、525-66-6"
            aria-label="药品名称、CAS号或货号"
            data-testid="nitrosamine-keyword"
            maxLength={120}
          />
        </label>
        {error && (
          <p className="rounded border border-danger/30 bg-danger/5 px-3 py-2 text-[13px] text-danger" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-lg" data-testid="nitrosamine-submit">
          评估亚硝胺风险
        </button>
        <p className="text-[12px] text-ink-500">
          示例：
          {EXAMPLES.map((ex) => (
            <button
              key={ex.label}
              type="button"
              className="mr-3 text-brand-600 hover:underline"
              onClick={() => {
                setText(ex.smiles);
                setKeyword('');
                editor.current?.load(ex.smiles);
                router.push(nitrosamineRiskHref({ smiles: ex.smiles }));
              }}
            >
              {ex.label}
            </button>
          ))}
        </p>
      </div>
    </form>
  );
}

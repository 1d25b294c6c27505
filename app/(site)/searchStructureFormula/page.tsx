/**
 * /searchStructureFormula — structure search (spec §2.3 "structure-formula search; accuracy default 100%").
 * The query lives in the URL (formulaSearchData {formula, accuracy} + mode + pageNo), so results are
 * server-rendered and shareable; the editor is a client island loaded lazily.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { StructureSearchForm } from '@/components/structure/StructureSearchForm';
import { StructureResults } from '@/components/structure/StructureResults';
import { getDb } from '@/lib/db/client';
import { ChemEngineError, getRDKit } from '@/lib/platform/chem/rdkit';
import { computeProps } from '@/lib/platform/chem/props';
import { checkStructureInput } from '@/lib/platform/chem/guard';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { searchStructures, StructureQueryError } from '@/lib/domain/catalog/structure';
import { warmStructureIndex } from '@/lib/domain/catalog/structure/index';
import {
  looksLikeMolfile,
  parseStructureParams,
  structureSearchHref,
  type StructureSearchResult,
} from '@/lib/domain/catalog/structure';
import { structureLogKind } from '@/lib/domain/operations/insights';
import { recordPageSearch } from '@/lib/pages/search-record';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = parseStructureParams(await searchParams);
  return {
    title: '结构式搜索',
    description:
      '按化学结构搜索对照品、标准物质与药物杂质：在线绘制或粘贴 SMILES / Molfile，支持精确、子结构与相似度搜索。',
    ...phoneTwin('/searchStructureFormula'),
    // Result pages are per query: keep them out of the index, follow the product links.
    robots: q.formula ? { index: false, follow: true } : { index: true, follow: true },
  };
}

const depictSrc = (smiles: string) =>
  `/mall/shopping/product/api/structure/depict?smiles=${encodeURIComponent(smiles)}&w=224&h=168`;

export default async function SearchStructureFormulaPage({ searchParams }: Props) {
  const q = parseStructureParams(await searchParams);
  const formula = q.formula.trim() ? q.formula : '';

  let result: StructureSearchResult | null = null;
  let error: string | null = null;

  // A molfile in the URL becomes the (much shorter) canonical SMILES URL (oversized ones are refused by the search below).
  if (formula && looksLikeMolfile(formula) && checkStructureInput(formula).ok) {
    let canonical: string | null = null;
    try {
      canonical = computeProps(await getRDKit(), formula, { molfile: false, inchi: false })?.canonicalSmiles ?? null;
    } catch (err) {
      if (!(err instanceof ChemEngineError)) throw err;
      error = STRUCTURE_MSG.indexBuilding;
    }
    if (canonical)
      redirect(structureSearchHref({ formula: canonical, accuracy: q.accuracy, mode: q.mode, pageNo: q.pageNo }));
  }

  // A buyer opening the empty page is about to search: make sure this instance's index is (being) built.
  if (!formula) warmStructureIndex(await getDb());
  if (formula && !error) {
    try {
      result = await searchStructures(await getDb(), {
        smiles: looksLikeMolfile(formula) ? null : formula,
        molfile: looksLikeMolfile(formula) ? formula : null,
        mode: q.mode,
        accuracy: q.accuracy,
        pageNo: q.pageNo,
        pageSize: STRUCTURE.pageSize,
      });
      // Insights: the first page of a structure search, by its canonical SMILES (buffered, never awaited).
      if (q.pageNo === 1)
        recordPageSearch(
          await getDb(),
          { kind: structureLogKind(result.mode), query: result.query.canonicalSmiles ?? formula.trim().slice(0, 200) },
          result.total,
        );
    } catch (err) {
      if (err instanceof StructureQueryError) error = err.message;
      else throw err;
    }
  }

  return (
    <div className="page-width pb-12">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '结构式搜索' }]} />
      <div className="rounded-md bg-white px-6 py-5 shadow-card">
        <div className="mb-4">
          <h1 className="text-[22px] font-semibold text-ink-900">结构式搜索</h1>
          <p className="mt-0.5 text-[13px] text-ink-500">
            绘制或粘贴结构式（SMILES / Molfile），按精确、子结构或相似度查找对照品、标准物质与药物杂质。
          </p>
        </div>
        <StructureSearchForm initialFormula={formula} initialMode={q.mode} initialAccuracy={q.accuracy} />
      </div>

      {error && (
        <p
          className="mt-6 rounded-md border border-danger/30 bg-danger/5 px-5 py-3 text-[14px] text-danger"
          role="alert"
          data-testid="structure-error"
        >
          {error}
        </p>
      )}
      {result && (
        <StructureResults
          result={result}
          formula={formula}
          queryImage={result.query.canonicalSmiles ? depictSrc(result.query.canonicalSmiles) : null}
        />
      )}
    </div>
  );
}

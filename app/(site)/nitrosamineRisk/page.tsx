/**
 * /nitrosamineRisk — the nitrosamine risk screen (issue 35): a drug (drawn, pasted, or a name / CAS / 货号) → the
 * N-nitroso derivatives it can form, each drawn with its N-nitroso group and CPCA features highlighted, its potency
 * category and AI, the agencies' published limit beside the prediction, and what to buy. The query lives in the URL
 * (?smiles= or ?keyword=), so a result can be shared; the page renders on the server.
 */
import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { NitrosamineForm } from '@/components/nitrosamine/NitrosamineForm';
import { NitrosamineBatch } from '@/components/nitrosamine/NitrosamineBatch';
import { DerivativeCard, ProductOffer, withSkus } from '@/components/nitrosamine/DerivativeCard';
import { getDb } from '@/lib/db/client';
import { getRDKit } from '@/lib/platform/chem/rdkit';
import { structureSvgWith } from '@/lib/platform/chem/depict';
import { NITROSAMINE_MSG } from '@/lib/config/messages';
import { AppError } from '@/lib/kernel/errors';
import { CPCA_RULES, screenNitrosamines, type ScreenResult } from '@/lib/domain/catalog/nitrosamine';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export const metadata: Metadata = {
  title: '亚硝胺风险评估',
  description:
    '输入药物结构、名称或CAS号，预测可能生成的N-亚硝胺杂质（NDSRI），按FDA/EMA致癌效力分类法（CPCA）给出效力类别与可接受摄入量，并对照监管机构已公布限度，一键购买对照品或定制合成。',
  ...phoneTwin('/nitrosamineRisk'),
};

export default async function NitrosamineRiskPage({ searchParams }: Props) {
  const sp = await searchParams;
  const smiles = one(sp.smiles).slice(0, 100_000);
  const keyword = one(sp.keyword).slice(0, 120);
  // A stored batch screen to re-open (its token; the API answers an unknown one with its own message).
  const screen = /^[A-Za-z0-9_-]{16,40}$/.test(one(sp.screen)) ? one(sp.screen) : null;
  let result: ScreenResult | null = null;
  let error: string | null = null;
  if (smiles.trim() || keyword.trim()) {
    try {
      result = await screenNitrosamines(await getDb(), smiles.trim() ? { smiles } : { keyword });
    } catch (err) {
      if (err instanceof AppError) error = err.message;
      else throw err;
    }
  }
  const rd = result ? await getRDKit() : null;
  const parentSvg =
    result && rd
      ? structureSvgWith(rd, result.parent.smiles, {
          width: 300,
          height: 220,
          highlightAtoms: result.derivatives.flatMap((d) => d.parentAtoms),
        })
      : null;
  const parentName = result?.parent.resolvedFrom?.name ?? result?.parent.products[0]?.name ?? '母体药物';
  const parentOffers = result ? await withSkus(result.parent.products) : [];

  return (
    <div className="page-width pb-12">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '亚硝胺风险评估' }]} />
      <div className="rounded-md bg-white px-6 py-5 shadow-card">
        <div className="flex items-baseline justify-between">
          <h1 className="text-[22px] font-semibold text-ink-900">亚硝胺风险评估</h1>
          <a href="#batch" className="text-[13px] text-brand-600 hover:underline" data-testid="nitrosamine-batch-link">
            批量评估（粘贴列表或上传 CSV / Excel）
          </a>
        </div>
        <p className="mt-0.5 mb-4 text-[13px] text-ink-500">
          绘制或粘贴药物结构，或输入名称/CAS号/货号：列出可亚硝化位点、预测的N-亚硝胺（NDSRI）、CPCA效力类别与可接受摄入量，并对照已公布限度。
        </p>
        <NitrosamineForm
          initialSmiles={smiles.trim() ? (result?.parent.smiles ?? smiles) : ''}
          initialKeyword={keyword}
        />
        <p className="mt-4 rounded bg-warning/10 px-3 py-2 text-[12px] text-ink-700" data-testid="nitrosamine-notice">
          {NITROSAMINE_MSG.notice}
        </p>
      </div>

      {error && (
        <p
          className="mt-6 rounded-md border border-danger/30 bg-danger/5 px-5 py-3 text-[14px] text-danger"
          role="alert"
          data-testid="nitrosamine-error"
        >
          {error}
        </p>
      )}

      {result && (
        <section className="mt-6 space-y-4">
          <div className="rounded-md bg-white px-6 py-5 shadow-card" data-testid="nitrosamine-parent">
            <h2 className="text-[17px] font-semibold text-ink-900">
              母体结构
              {result.parent.resolvedFrom
                ? `：${result.parent.resolvedFrom.name}（${result.parent.resolvedFrom.code}）`
                : ''}
            </h2>
            <div className="mt-3 grid grid-cols-[300px_minmax(0,1fr)] gap-6">
              {parentSvg ? (
                <div className="rounded border border-line" dangerouslySetInnerHTML={{ __html: parentSvg }} />
              ) : (
                <div />
              )}
              <div className="text-[13px]">
                <p className="break-all font-mono text-[12px]">{result.parent.smiles}</p>
                <p className="mt-2">
                  {result.derivatives.length ? (
                    `发现 ${result.derivatives.length} 个可能的N-亚硝基衍生物（高亮为可亚硝化的氮原子）。`
                  ) : (
                    <span data-testid="nitrosamine-nosite">{result.message}</span>
                  )}
                </p>
                {parentOffers.length > 0 && (
                  <div className="mt-3">
                    <h3 className="font-medium text-ink-900">母体药物对照品</h3>
                    <div className="mt-1 space-y-2">
                      {parentOffers.map((p) => (
                        <ProductOffer key={p.id} p={p} />
                      ))}
                    </div>
                  </div>
                )}
              </div>
            </div>
          </div>
          {result.derivatives.map((d, i) => (
            <DerivativeCard key={d.smiles} d={d} index={i} parentName={parentName} />
          ))}
          <p className="text-[12px] text-ink-500">规则版本：{CPCA_RULES.versionZh}</p>
        </section>
      )}

      <NitrosamineBatch key={screen ?? ''} initialToken={screen} />
    </div>
  );
}

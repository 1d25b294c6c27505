/**
 * One predicted N-nitroso derivative on /nitrosamineRisk (issue 35), rendered on the server: its drawing with the
 * N-nitroso group and CPCA features highlighted, identity (SMILES, formula, MW, InChIKey), the CPCA working (α-H counts,
 * features with the rule's wording, score, category, AI), the agencies' published limits beside it with the one that
 * governs, and what to buy (the matching standards, else 定制合成 pre-filled with the structure).
 */
import Link from 'next/link';
import { NitrosamineBuy } from '@/components/nitrosamine/NitrosamineBuy';
import { getDb } from '@/lib/db/client';
import { getRDKit } from '@/lib/platform/chem/rdkit';
import { structureSvgWith } from '@/lib/platform/chem/depict';
import { goodsHref, listSkus, type GoodsSku } from '@/lib/domain/catalog/products';
import { customSynthesisHref, type ScreenDerivative, type ScreenProduct } from '@/lib/domain/catalog/nitrosamine';

const SITE_LABEL: Record<ScreenDerivative['siteType'], string> = {
  secondary: '仲胺',
  tertiary: '叔胺（脱烷基）',
  amide: '酰胺类',
  existing: '已含亚硝基',
};
const fmtAi = (v: number | null) => (v === null ? '—' : `${v} ng/天`);

export type Buyable = ScreenProduct & { skus: GoodsSku[] };

export async function withSkus(list: ScreenProduct[]): Promise<Buyable[]> {
  const db = await getDb();
  return Promise.all(list.slice(0, 3).map(async (p) => ({ ...p, skus: await listSkus(db, p.id) })));
}

export function ProductOffer({ p }: { p: Buyable }) {
  const priced = p.skus.filter((s) => s.price !== null);
  const min = priced.length ? Math.min(...priced.map((s) => s.price!)) : null;
  const stock = p.skus.reduce((n, s) => n + s.stock, 0);
  return (
    <div
      className="rounded border border-line px-3 py-2 text-[13px]"
      data-testid="nitrosamine-offer"
      data-product-id={p.id}
    >
      <Link href={goodsHref(p.id)} className="font-medium text-brand-600 hover:underline">
        {p.name}
      </Link>
      <span className="ml-2 text-ink-500">货号 {p.code}</span>
      <div className="mt-1 text-ink-700">
        规格：{p.skus.map((s) => s.packageValue).join('、') || '—'}
        <span className="ml-3">{min !== null ? `¥${min.toFixed(2)} 起` : '询价'}</span>
        <span className="ml-3">{stock > 0 ? `现货 ${stock}` : '期货'}</span>
      </div>
      <NitrosamineBuy
        product={{ id: p.id, name: p.name }}
        skus={p.skus.map((s) => ({ id: s.id, packageValue: s.packageValue, price: s.price, stock: s.stock }))}
      />
    </div>
  );
}

export async function DerivativeCard({
  d,
  index,
  parentName,
}: {
  d: ScreenDerivative;
  index: number;
  parentName: string;
}) {
  const rd = await getRDKit();
  const hl = [...d.nitrosoAtoms, ...d.features.flatMap((f) => f.atoms)];
  const svg = structureSvgWith(rd, d.smiles, { width: 300, height: 220, highlightAtoms: hl });
  const offers = await withSkus(d.products);
  const name = `N-亚硝基-${parentName}${index > 0 ? `（位点${index + 1}）` : ''}`;
  return (
    <article className="rounded-md bg-white px-6 py-5 shadow-card" data-testid="nitrosamine-derivative">
      <header className="mb-3 flex flex-wrap items-baseline gap-3">
        <h2 className="text-[17px] font-semibold text-ink-900">衍生物 {index + 1}</h2>
        <span className="rounded bg-brand-50 px-2 py-0.5 text-[12px] text-brand-700">{SITE_LABEL[d.siteType]}</span>
        <span className="text-[12px] text-ink-500">{d.siteNote}</span>
      </header>
      <div className="grid grid-cols-[300px_minmax(0,1fr)] gap-6">
        <div>
          {svg ? <div className="rounded border border-line" dangerouslySetInnerHTML={{ __html: svg }} /> : null}
          <dl className="mt-2 grid grid-cols-[64px_1fr] gap-y-1 text-[12px]">
            <dt className="text-ink-500">SMILES</dt>
            <dd className="break-all font-mono" data-testid="nitrosamine-derivative-smiles">
              {d.smiles}
            </dd>
            <dt className="text-ink-500">分子式</dt>
            <dd>{d.formula}</dd>
            <dt className="text-ink-500">分子量</dt>
            <dd>{d.molecularWeight}</dd>
            <dt className="text-ink-500">InChIKey</dt>
            <dd className="break-all font-mono">{d.inchiKey ?? '—'}</dd>
          </dl>
        </div>
        <div className="text-[13px]">
          {d.applicable ? (
            <>
              <p>
                α-碳氢计数：<b>({d.alphaHydrogens.join(', ')})</b>
                {d.alphaHydrogenScore !== null && (
                  <span className="ml-2 text-ink-500">α-氢得分 {d.alphaHydrogenScore}</span>
                )}
              </p>
              <table className="mt-2 w-full text-left">
                <thead className="text-ink-500">
                  <tr>
                    <th className="py-1 font-normal">特征（规则原文）</th>
                    <th className="w-16 py-1 font-normal">得分</th>
                  </tr>
                </thead>
                <tbody>
                  {d.features.length === 0 && (
                    <tr>
                      <td className="py-1 text-ink-500" colSpan={2}>
                        未发现失活或活化特征
                      </td>
                    </tr>
                  )}
                  {d.features.map((f) => (
                    <tr key={f.id} className="border-t border-line" data-testid="nitrosamine-feature">
                      <td className="py-1">
                        {f.wording}{' '}
                        <span className="text-ink-400">
                          （{f.kind === 'activating' ? '活化' : f.kind === 'deactivating' ? '失活' : '第5类规则'}）
                        </span>
                      </td>
                      <td className="py-1">{f.kind === 'category5' ? '—' : f.score > 0 ? `+${f.score}` : f.score}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2">
                效力得分：<b>{d.score ?? '—'}</b>
                <span className="ml-4">
                  CPCA 类别：<b data-testid="nitrosamine-category">第{d.category}类</b>
                </span>
                <span className="ml-4">
                  CPCA 可接受摄入量：<b>{fmtAi(d.acceptableIntakeNgPerDay)}</b>
                </span>
              </p>
            </>
          ) : (
            <p className="rounded bg-warning/10 px-3 py-2">{d.notApplicableReason}</p>
          )}
          <div className="mt-3">
            <h3 className="font-medium text-ink-900">监管机构已公布限度</h3>
            {d.publishedLimits.length ? (
              <ul className="mt-1 space-y-0.5" data-testid="nitrosamine-published">
                {d.publishedLimits.map((p) => (
                  <li key={`${p.agency}${p.acceptableIntakeNgPerDay}`}>
                    {p.agency}：{fmtAi(p.acceptableIntakeNgPerDay)}
                    {p.category ? `（第${p.category}类）` : ''}
                    {p.date ? ` ${p.date}` : ''}
                    {p.source ? (
                      <a
                        href={p.source}
                        className="ml-2 text-brand-600 hover:underline"
                        rel="noopener noreferrer nofollow"
                        target="_blank"
                      >
                        {p.sourceTable ?? '来源'}
                      </a>
                    ) : (
                      p.sourceTable && <span className="ml-2 text-ink-500">{p.sourceTable}</span>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-ink-500">暂无公布限度，按CPCA预测值</p>
            )}
            <p className="mt-1">
              适用限度：<b data-testid="nitrosamine-governing">{fmtAi(d.governingLimitNgPerDay)}</b>
              <span className="ml-2 text-ink-500">
                {d.governingBasis === 'published'
                  ? '（以已公布限度为准）'
                  : d.governingBasis === 'cpca'
                    ? '（CPCA预测）'
                    : ''}
              </span>
            </p>
          </div>
          <div className="mt-3">
            <h3 className="font-medium text-ink-900">对照品</h3>
            {offers.length ? (
              <div className="mt-1 space-y-2">
                {offers.map((p) => (
                  <ProductOffer key={p.id} p={p} />
                ))}
              </div>
            ) : (
              <p className="mt-1">
                本商城暂无该结构的对照品。
                <Link
                  href={customSynthesisHref({ smiles: d.smiles, name, notes: `亚硝胺风险评估：${d.smiles}` })}
                  className="btn btn-primary btn-sm ml-2"
                  data-testid="nitrosamine-custom"
                >
                  定制合成
                </Link>
              </p>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

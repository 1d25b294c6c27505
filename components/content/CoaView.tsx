/** The certificate of a lot: validity (有效 / 已过期 / 已撤回), dates, purity and certified values. Server component. */
import { GoodsLink } from '@/components/product/GoodsLink';
import type { CertificateDTO } from '@/lib/domain/catalog/products';
import { displayName, goodsHref } from '@/lib/domain/catalog/products';
import { Formula } from '@/components/product/Formula';

export function lotValidity(c: { status: string; isExpired: boolean }): { label: string; tone: 'ok' | 'warn' | 'bad' } {
  if (c.status === 'withdrawn') return { label: '已撤回', tone: 'bad' };
  if (c.isExpired) return { label: '已过期', tone: 'warn' };
  return { label: '有效', tone: 'ok' };
}

export function CoaView({ cert }: { cert: CertificateDTO }) {
  const v = lotValidity(cert);
  const p = cert.product;
  const withdrawnReason = cert.notes.find((n) => n.name === '撤回原因')?.value;
  const toneCls =
    v.tone === 'ok'
      ? 'bg-green-50 text-green-700 border-green-300'
      : v.tone === 'warn'
        ? 'bg-amber-50 text-amber-800 border-amber-300'
        : 'bg-red-50 text-danger border-red-300';
  return (
    <div data-testid="coa-result" data-status={cert.status}>
      {cert.status === 'withdrawn' && (
        <div
          role="alert"
          className="mb-4 rounded border border-red-300 bg-red-50 px-4 py-3 text-[14px] text-danger"
          data-testid="coa-withdrawn"
        >
          <strong>警告：该批号已撤回。</strong>
          此批次证书已失效，请勿继续使用该批次产品出具检测结果，并联系客服更换为当前有效批次。
          {withdrawnReason && <span className="mt-1 block">撤回原因：{withdrawnReason}</span>}
        </div>
      )}
      {cert.status !== 'withdrawn' && cert.isExpired && (
        <div
          role="alert"
          className="mb-4 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-[14px] text-amber-800"
          data-testid="coa-expired"
        >
          <strong>提示：该批号已过有效期（{cert.expiresOn}）。</strong>
          过期标准物质的定值结果不再受保证，请使用有效期内的批次。
        </div>
      )}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-[20px] font-semibold text-ink-900">
            <GoodsLink href={goodsHref(p.id)} className="hover:text-brand-600">
              {displayName(p)}
            </GoodsLink>
          </h2>
          {p.nameZh && p.nameEn !== p.nameZh && <p className="text-[13px] text-ink-500">{p.nameEn}</p>}
        </div>
        <span
          className={`inline-flex items-center rounded border px-3 py-1 text-[15px] font-semibold ${toneCls}`}
          data-testid="coa-validity"
        >
          {v.label}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-x-8 gap-y-2 text-[13px]">
        {[
          ['货号', p.code],
          ['批号', cert.batchNo],
          ['品牌', p.brandName ?? '—'],
          ['CAS号', p.cas ?? '—'],
          ['分子式', <Formula key="f" value={p.formula} />],
          ['分子量', p.molecularWeight != null ? p.molecularWeight.toFixed(2) : '—'],
          ['放行日期', cert.releasedOn ?? '—'],
          ['有效期至', cert.expiresOn ?? '—'],
          ['纯度', cert.purity ?? '—'],
          ['储存条件', p.storage ?? '—'],
          ['批次状态', cert.status === 'withdrawn' ? '已撤回' : '当前批次'],
        ].map(([k, val]) => (
          <div key={String(k)} className="flex gap-2">
            <dt className="shrink-0 text-ink-500">{k}：</dt>
            <dd className="text-ink-900">{val}</dd>
          </div>
        ))}
      </dl>
      {cert.lines.length > 0 && (
        <>
          <h3 className="mb-2 mt-5 text-[15px] font-semibold">定值结果</h3>
          <table className="table-dense">
            <thead>
              <tr>
                <th>项目</th>
                <th>结果</th>
                <th>不确定度</th>
                <th>方法</th>
              </tr>
            </thead>
            <tbody>
              {cert.lines.map((l, i) => (
                <tr key={i}>
                  <td>{l.name}</td>
                  <td className="font-medium text-ink-900">
                    {l.value}
                    {l.unit ? ` ${l.unit}` : ''}
                  </td>
                  <td>{l.uncertainty ? `±${l.uncertainty.replace(/^±/, '')}${l.unit ? ` ${l.unit}` : ''}` : '—'}</td>
                  <td>{l.method ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {cert.notes.length > 0 && (
        <dl className="mt-4 space-y-1 text-[13px]">
          {cert.notes.map((n, i) => (
            <div key={i} className="flex gap-2">
              <dt className="shrink-0 text-ink-500">{n.name}：</dt>
              <dd className="text-ink-700">{n.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

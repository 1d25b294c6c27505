'use client';
/**
 * The goods page's sections below the section nav (docs: GoodsDetailView.tsx) and the property-table pieces.
 */
import { SiteLink } from '@/components/ui/SiteLink';
import type { RelatedProduct } from '@/lib/domain/catalog/products';
import { GOODS_COA_ROWS, type GoodsView } from '@/lib/domain/catalog/products/client';
import { RelatedProductCard } from './RelatedProductCard';

/**
 * Property tables: the cell styles sit once on the <dl> (child selectors) instead of on every row, which keeps
 * ~20 rows × (HTML + RSC payload) of repeated class names out of the page.
 */
export const PROPS_DL =
  'grid grid-cols-2 border-l border-r border-t border-line text-[13px] [&>div]:flex [&>div]:border-b [&>div]:border-line ' +
  '[&_dt]:w-[84px] [&_dt]:shrink-0 [&_dt]:bg-surface [&_dt]:px-3 [&_dt]:py-2 [&_dt]:text-ink-500 ' +
  '[&_dd]:min-w-0 [&_dd]:flex-1 [&_dd]:break-words [&_dd]:px-3 [&_dd]:py-2 [&_dd]:text-ink-900';

export function Prop({
  label,
  children,
  wide = false,
  testId,
}: {
  label: string;
  children: React.ReactNode;
  wide?: boolean;
  testId?: string;
}) {
  return (
    // Only the attributes in use (an undefined prop still costs bytes in the RSC payload).
    <div {...(wide ? { className: 'col-span-2' } : {})} {...(testId ? { 'data-testid': testId } : {})}>
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </div>
  );
}

export function Section({
  id,
  title,
  extra,
  children,
}: {
  id: string;
  title: string;
  extra?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section id={id} className="card scroll-mt-14 p-5">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="section-title text-[16px]">{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** A grid of related products (parent drugs, impurities); nothing when there are none. */
export function RelatedSection({ id, title, items }: { id: string; title: string; items: RelatedProduct[] }) {
  if (!items.length) return null;
  return (
    <Section id={id} title={title}>
      <div className="grid grid-cols-3 gap-3">
        {items.map((r) => (
          <RelatedProductCard key={r.id} item={r} />
        ))}
      </div>
    </Section>
  );
}

const dateText = (s: string | null) => s ?? '—';

/** The COA lots (the newest GOODS_COA_ROWS) with links to the certificate search. */
export function GoodsCoaSection({ v }: { v: GoodsView }) {
  const coaHref = (batch?: string) =>
    `/downloadCenter/downloadSecond/coa?code=${encodeURIComponent(v.code)}${batch ? `&batch=${encodeURIComponent(batch)}` : ''}`;

  return (
    <Section
      id="coa"
      title="COA 分析证书"
      extra={
        <SiteLink prefetch={false} href={coaHref()} className="text-[13px] text-brand-600 hover:underline">
          按批号查询证书 ›
        </SiteLink>
      }
    >
      {v.batchCount === 0 ? (
        <p className="text-[13px] text-ink-500">暂无批次证书，下单后随货提供 COA，或联系客服索取。</p>
      ) : (
        <table className="table-dense" data-testid="coa-table">
          <thead>
            <tr>
              <th scope="col">批号</th>
              <th scope="col">状态</th>
              <th scope="col">纯度</th>
              <th scope="col">发布日期</th>
              <th scope="col">有效期至</th>
              <th scope="col" className="text-right">
                证书
              </th>
            </tr>
          </thead>
          <tbody>
            {v.batches.map((b) => (
              <tr key={b.id}>
                <td className="font-mono">{b.batchNo}</td>
                <td>
                  {b.status === 'withdrawn' ? (
                    <span className="rounded-sm bg-surface px-1.5 py-0.5 text-xs text-ink-500">已撤回</span>
                  ) : b.isExpired ? (
                    <span className="rounded-sm bg-amber-50 px-1.5 py-0.5 text-xs text-amber-700">已过期</span>
                  ) : (
                    <span className="rounded-sm bg-green-50 px-1.5 py-0.5 text-xs text-success">现行有效</span>
                  )}
                </td>
                <td>{b.purity ?? v.purity ?? '—'}</td>
                <td>{dateText(b.releasedOn)}</td>
                <td className={b.isExpired ? 'text-amber-700' : ''}>{dateText(b.expiresOn)}</td>
                <td className="text-right">
                  <SiteLink prefetch={false} href={coaHref(b.batchNo)} className="text-brand-600 hover:underline">
                    查看/下载
                  </SiteLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {v.batchCount > GOODS_COA_ROWS && (
        <p className="mt-3 text-[13px]">
          <SiteLink
            prefetch={false}
            href={coaHref()}
            className="text-brand-600 hover:underline"
            data-testid="coa-all-lots"
          >
            查看全部批次 ›
          </SiteLink>
        </p>
      )}
    </Section>
  );
}

/** The MSDS summary; nothing without one. */
export function GoodsMsdsSection({ v }: { v: GoodsView }) {
  if (!v.msds) return null;
  return (
    <Section id="msds" title="MSDS 安全技术说明书（摘要）">
      <div className="grid grid-cols-2 gap-x-8 gap-y-3 text-[13px]">
        {v.msds.sections.map((s) => (
          <div key={s.title}>
            <h3 className="font-medium text-ink-900">{s.title}</h3>
            <p className="mt-0.5 line-clamp-3 text-ink-700">{s.text}</p>
          </div>
        ))}
      </div>
      {v.msds.fileUrl && (
        <a href={v.msds.fileUrl} className="mt-4 inline-block text-[13px] text-brand-600 hover:underline">
          下载完整 MSDS ›
        </a>
      )}
    </Section>
  );
}

/** The pharmacopoeia methods that use the product; nothing without any. */
export function GoodsMethodsSection({ v }: { v: GoodsView }) {
  if (v.methods.length === 0) return null;
  return (
    <Section id="methods" title="相关药典方法">
      <table className="table-dense">
        <thead>
          <tr>
            <th scope="col">药典</th>
            <th scope="col">方法</th>
            <th scope="col">检验项目</th>
            <th scope="col">本品用途</th>
          </tr>
        </thead>
        <tbody>
          {v.methods.map((m) => (
            <tr key={m.id}>
              <td className="whitespace-nowrap">{m.typeName ?? m.source ?? '—'}</td>
              <td>
                <SiteLink
                  prefetch={false}
                  href={`/methods/methodDetaile/${m.id}`}
                  className="text-brand-600 hover:underline"
                >
                  {m.title}
                </SiteLink>
              </td>
              <td>{m.testItem ?? '—'}</td>
              <td>{m.role}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The standards that list the product; nothing without any. */
export function GoodsStandardsSection({ v }: { v: GoodsView }) {
  if (v.standards.length === 0) return null;
  return (
    <Section id="standards" title="相关法规标准">
      <ul className="divide-y divide-line text-[13px]">
        {v.standards.map((s) => (
          <li key={s.id} className="flex items-center gap-3 py-2">
            <SiteLink
              prefetch={false}
              href={`/standard/standardDetail/${s.id}`}
              className="font-mono text-brand-600 hover:underline"
            >
              {s.standardCode}
            </SiteLink>
            <span className="min-w-0 flex-1 truncate text-ink-700">{s.title}</span>
            <span className="text-xs text-ink-500">{s.status}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * /downloadCenter/downloadSecond/coa?code=<货号>&batch=<批号> — find a COA by catalogue number and lot.
 * The query prefills the form, so a lookup is a shareable link.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { findCertificate, listBatches, productIdByCode } from '@/lib/domain/catalog/products';
import { qs, type SP } from '@/lib/domain/content/site';
import { CoaView, lotValidity } from '@/components/content/CoaView';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'COA 证书查询', ...phoneTwin('/downloadCenter/downloadSecond/coa') };

/** The lots of one catalogue number, each a link to its certificate. */
function LotLinks({
  code,
  lots,
  className,
}: {
  code: string;
  lots: Awaited<ReturnType<typeof listBatches>>;
  className: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {lots.map((b) => (
        <li key={b.id}>
          <Link
            href={`/downloadCenter/downloadSecond/coa?code=${encodeURIComponent(code)}&batch=${encodeURIComponent(b.batchNo)}`}
            className="inline-flex items-center gap-1 rounded border border-line px-2 py-1 hover:border-brand-500"
          >
            {b.batchNo}
            <span className="text-[12px] text-ink-500">（{lotValidity(b).label}）</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default async function CoaPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const code = qs(sp, 'code', 40);
  const batch = qs(sp, 'batch', 60);
  const brand = qs(sp, 'brand', 120);
  const db = await getDb();
  const searched = Boolean(code || batch);
  const cert = code && batch ? await findCertificate(db, { code, batchNo: batch, brand: brand || undefined }) : null;
  const productId = searched && !cert && code ? await productIdByCode(db, code) : null;
  const otherLots = productId ? await listBatches(db, productId, { limit: 20 }) : [];
  const printHref = `/downloadCenter/downloadSecond/coa/print?code=${encodeURIComponent(code)}&batch=${encodeURIComponent(batch)}`;
  let message = '';
  if (searched && !cert) {
    if (!code) message = '请输入货号';
    // A catalogue number alone (the goods page's "all lots" link): list the product's lots to choose from.
    else if (!batch && productId) message = '';
    else if (!batch) message = '请输入批号';
    else if (!productId) message = `未找到货号为“${code}”的产品，请核对货号后重试。`;
    else message = `未找到货号“${code}”批号“${batch}”的 COA 证书，请核对批号（批号通常印在瓶签上）。`;
  }
  return (
    <div className="page-width space-y-5 pb-10">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '下载中心', href: '/downloadCenter' },
          { label: 'COA 证书查询' },
        ]}
      />
      <section className="card p-6">
        <h1 className="section-title">COA 证书查询</h1>
        <form method="get" className="mt-4 grid max-w-[760px] grid-cols-[1fr_1fr_auto] gap-2" data-testid="coa-form">
          <label className="block">
            <span className="mb-1 block text-[13px] text-ink-500">货号</span>
            <input
              name="code"
              defaultValue={code}
              className="input"
              placeholder="如 RS-000123"
              maxLength={40}
              required
            />
          </label>
          <label className="block">
            <span className="mb-1 block text-[13px] text-ink-500">批号</span>
            <input
              name="batch"
              defaultValue={batch}
              className="input"
              placeholder="如 L2024001"
              maxLength={60}
              required
            />
          </label>
          <button className="btn btn-primary self-end" type="submit">
            查询证书
          </button>
        </form>
        <p className="mt-2 text-[12px] text-ink-500">货号与批号见产品标签；查询结果页地址可直接分享。</p>
      </section>

      {message && (
        <section className="card border-amber-200 p-6" role="alert" data-testid="coa-not-found">
          <p className="text-[15px] font-medium text-amber-800">{message}</p>
          {otherLots.length > 0 && (
            <div className="mt-3 text-[13px]">
              <p className="text-ink-500">该产品已有以下批号的证书：</p>
              <LotLinks code={code} lots={otherLots} className="mt-2" />
            </div>
          )}
        </section>
      )}

      {!message && !cert && !batch && otherLots.length > 0 && (
        <section className="card p-6" data-testid="coa-lots">
          <h2 className="text-[15px] font-medium text-ink-900">货号 {code} 的 COA 批次</h2>
          <p className="mt-1 text-[13px] text-ink-500">请选择瓶签上的批号查看证书：</p>
          <LotLinks code={code} lots={otherLots} className="mt-3 text-[13px]" />
        </section>
      )}

      {cert && (
        <section className="card p-6">
          <div className="mb-4 flex items-center justify-between border-b border-line pb-3">
            <h2 className="text-[16px] font-semibold">分析证书（COA）</h2>
            <div className="flex gap-2">
              <a href={printHref} target="_blank" rel="noopener" className="btn btn-outline">
                打印证书
              </a>
              {cert.fileUrl && /^(https?:\/\/|\/(?!\/))/.test(cert.fileUrl) && (
                <a href={cert.fileUrl} className="btn btn-outline" target="_blank" rel="noopener noreferrer">
                  下载原件
                </a>
              )}
            </div>
          </div>
          <CoaView cert={cert} />
        </section>
      )}
    </div>
  );
}

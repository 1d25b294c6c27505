/** /downloadCenter — downloads: COA lookup and the product catalogue. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHero } from '@/components/content/Blocks';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const metadata: Metadata = {
  title: '下载中心',
  description: '下载中心：按货号和批号查询、打印 COA 分析证书，下载产品目录。',
  ...phoneTwin('/downloadCenter'),
};

export default function DownloadCenterPage() {
  return (
    <>
      <PageHero title="下载中心" subtitle="COA 证书查询与打印、产品目录下载。" />
      <div className="page-width pb-10">
        <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '下载中心' }]} />
        <div className="grid grid-cols-2 gap-5">
          <section className="card p-6">
            <h2 className="section-title">COA 证书</h2>
            <p className="mt-2 text-[13px] text-ink-500">
              输入货号与批号，查看该批次是否有效（当前 / 已撤回）、放行日期、有效期、纯度与定值结果，并可打印证书。
            </p>
            <form
              action="/downloadCenter/downloadSecond/coa"
              method="get"
              className="mt-4 grid grid-cols-[1fr_1fr_auto] gap-2"
            >
              <input name="code" className="input" placeholder="货号" aria-label="货号" maxLength={40} required />
              <input name="batch" className="input" placeholder="批号" aria-label="批号" maxLength={60} required />
              <button className="btn btn-primary" type="submit">
                查询
              </button>
            </form>
          </section>
          <section className="card p-6">
            <h2 className="section-title">产品目录</h2>
            <p className="mt-2 text-[13px] text-ink-500">
              按产品分类下载 CSV 格式的产品目录（货号、名称、CAS、分子式、包装与价格），可用 Excel 打开。
            </p>
            <Link href="/downloadCenter/downloadSecond/productCatalog" className="btn btn-primary mt-4">
              前往下载
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}

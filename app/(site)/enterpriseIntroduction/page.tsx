/** /enterpriseIntroduction — company introduction; ?type=1 contact, ?type=2 licence information. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { COMPANY, SERVICE_HOURS } from '@/lib/config/constants';
import { UI } from '@/lib/config/messages';
import { qs, type SP } from '@/lib/domain/content/site';
import { siteStats } from '@/lib/domain/content/site';
import { getDb } from '@/lib/db/client';
import { Card, DemoNotice, PageHero } from '@/components/content/Blocks';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

const TABS = [
  { type: '', label: '公司简介' },
  { type: '1', label: '联系我们' },
  { type: '2', label: '资质证照' },
] as const;

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const type = qs(await searchParams, 'type');
  const tab = TABS.find((t) => t.type === type) ?? TABS[0];
  return {
    title: tab.label,
    description: `${COMPANY.name}：${tab.label}。专注对照品、标准物质、药物杂质的研发与供应。`,
    ...phoneTwin(tab.type ? `/enterpriseIntroduction?type=${tab.type}` : '/enterpriseIntroduction'),
  };
}

function Intro({ stats }: { stats: { products: number; methods: number; standards: number } }) {
  return (
    <>
      <Card title="公司简介">
        <div className="prose-zh">
          <p>
            {COMPANY.name}
            是一家专注于化学对照品、标准物质、药物杂质及药典方法配套产品的综合服务平台，面向制药企业、第三方检测机构、科研院所与高校，提供标准物质供应、杂质定制合成、中间体合成与质控样品等服务。
          </p>
          <p>
            平台产品覆盖中国药典、USP、EP
            等药典方法所需的对照品与杂质，以及食品、环境、化工等领域的国家与行业标准物质，产品的 COA
            分析证书可按货号与批号在线查询。
          </p>
          <h2>我们的优势</h2>
          <ul>
            <li>药典方法一站式配齐：按方法列出全部对照品与杂质，一键加入询价篮。</li>
            <li>结构可视：每个产品展示结构式、CAS 号、分子式、分子量与储存条件。</li>
            <li>证书可查：COA 按批号在线查询，批次有效、撤回、过期状态清晰可见。</li>
            <li>定制合成：支持稀缺杂质、代谢物、同位素标记物的定制合成。</li>
          </ul>
        </div>
      </Card>
      <div className="grid grid-cols-4 gap-4">
        {[
          [stats.products.toLocaleString('en-US'), '种在售产品'],
          [String(stats.methods), '个药典方法配套'],
          [String(stats.standards), '项法规标准'],
          ['9:00-18:00', '工作日客服在线'],
        ].map(([n, l]) => (
          <div key={l} className="card p-5 text-center">
            <div className="text-[26px] font-semibold text-brand-600">{n}</div>
            <div className="text-[13px] text-ink-500">{l}</div>
          </div>
        ))}
      </div>
    </>
  );
}

function Contact() {
  return (
    <Card title="联系我们" id="contact">
      <dl className="grid grid-cols-2 gap-4 text-[14px]" data-testid="contact-section">
        <div>
          <dt className="text-ink-500">公司名称</dt>
          <dd className="text-ink-900">{COMPANY.name}</dd>
        </div>
        <div>
          <dt className="text-ink-500">客服热线</dt>
          <dd className="text-ink-900">{COMPANY.supportPhone}</dd>
        </div>
        <div>
          <dt className="text-ink-500">电子邮箱</dt>
          <dd className="text-ink-900">
            <a className="text-brand-600" href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-ink-500">服务时间</dt>
          <dd className="text-ink-900">{SERVICE_HOURS}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-ink-500">公司地址</dt>
          <dd className="text-ink-900">北京市示例区示例路 1 号（演示地址）</dd>
        </div>
      </dl>
      <p className="mt-4 text-[13px] text-ink-500">
        需要报价或定制服务？可直接{' '}
        <Link className="text-brand-600" href="/inquiryCenter">
          提交询价
        </Link>{' '}
        或{' '}
        <Link className="text-brand-600" href="/customizedServices">
          申请定制
        </Link>
        。
      </p>
    </Card>
  );
}

function Licence() {
  return (
    <Card title="资质证照" id="licence">
      <dl className="grid grid-cols-2 gap-4 text-[14px]" data-testid="licence-section">
        <div>
          <dt className="text-ink-500">企业名称</dt>
          <dd>{COMPANY.name}</dd>
        </div>
        <div>
          <dt className="text-ink-500">统一社会信用代码</dt>
          <dd>91110000000000000X（演示）</dd>
        </div>
        <div>
          <dt className="text-ink-500">{UI.hazardLicence}</dt>
          <dd>京应急化经字〔0000〕000000 号（演示）</dd>
        </div>
        <div>
          <dt className="text-ink-500">ICP 备案号</dt>
          <dd>{COMPANY.icp}</dd>
        </div>
      </dl>
      <p className="mt-4 rounded bg-surface px-3 py-2 text-[13px] text-ink-700">
        {UI.researchOnly}。危险化学品的销售须符合国家相关法规，购买时需提供相应资质证明。
      </p>
    </Card>
  );
}

export default async function EnterpriseIntroductionPage({ searchParams }: { searchParams: Promise<SP> }) {
  const type = qs(await searchParams, 'type');
  const tab = TABS.find((t) => t.type === type) ?? TABS[0];
  return (
    <>
      <PageHero title="关于我们" subtitle="专业的标准物质一站式采购平台" />
      <nav className="border-b border-line bg-white" aria-label="关于我们">
        <ul className="page-width flex">
          {TABS.map((t) => (
            <li key={t.label}>
              <Link
                href={t.type ? `/enterpriseIntroduction?type=${t.type}` : '/enterpriseIntroduction'}
                aria-current={t === tab ? 'page' : undefined}
                className={`inline-flex h-11 items-center border-b-2 px-5 ${t === tab ? 'border-brand-500 font-medium text-brand-600' : 'border-transparent text-ink-700 hover:text-brand-600'}`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="page-width space-y-5 pb-10">
        <Breadcrumb
          items={[
            { label: '首页', href: '/' },
            { label: '关于我们', href: '/enterpriseIntroduction' },
            { label: tab.label },
          ]}
        />
        <DemoNotice text="公司信息为演示内容，仅用于展示商城功能。" />
        {tab.type === '' && <Intro stats={await siteStats(await getDb())} />}
        {tab.type === '1' && <Contact />}
        {tab.type === '2' && <Licence />}
      </div>
    </>
  );
}

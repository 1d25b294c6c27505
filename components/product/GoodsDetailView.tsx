'use client';
/**
 * The goods page's body (/goodsDetail/:id): breadcrumb, structure, facts, buy box, section nav and the sections below
 * (details, safety, COA lots, MSDS, parents, impurities, methods, standards).
 *
 * Fed by one data object (lib/domain/catalog/products/goods-view.ts), the props of a pages-router page
 * (pages/goodsDetail/[[...id]].tsx, which keeps the head, the JSON-LD and the 404; why the pages router:
 * docs/decisions/0015-crawler-scale.md). No Suspense boundaries: the pages router renders the whole page before it
 * sends it, and React writes a boundary whose content passes its 12.8 KB chunk size as its fallback plus the content
 * in a hidden element moved by an inline script — out of order for crawlers, and the buy box twice.
 */
import dynamic from 'next/dynamic';
import { SiteLink } from '@/components/ui/SiteLink';
import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/Breadcrumb';
import { HotBadge } from '@/components/ui/HotBadge';
import { StaticImage } from '@/components/ui/StaticImage';
import { COMPANY, SERVICE_HOURS } from '@/lib/config/constants';
import { UI } from '@/lib/config/messages';
import type { GoodsView } from '@/lib/domain/catalog/products/client';
import { brandHref, categoryListHref } from '@/lib/domain/catalog/products/client';
import { nitrosamineRiskHref } from '@/lib/domain/catalog/nitrosamine/client';
import { GOODS_IMAGE_SIZE } from '@/lib/domain/catalog/products/structure-image';
import { FavoriteButton } from './FavoriteButton';
import { Formula } from './Formula';
import { GoodsBuyBoxFromUrl } from './GoodsBuyBox';
import {
  GoodsCoaSection,
  GoodsMethodsSection,
  GoodsMsdsSection,
  GoodsStandardsSection,
  PROPS_DL,
  Prop,
  RelatedSection,
  Section,
} from './GoodsSections';
import { HazardPanel } from './HazardPanel';
import { HistoryRecorder } from './HistoryRecorder';
import { ViewBeacon } from './ViewBeacon';

// The restricted-product notice (licence rules, the buyer's standing) is code only a restricted product's page runs:
// rendered on the server, its chunk is loaded with such a page and not with the others (issue 34's JS budget).
const GoodsLicence = dynamic(() => import('@/components/licences/GoodsLicence').then((m) => m.GoodsLicence));

export function GoodsDetailView({ v }: { v: GoodsView }) {
  const name = v.name;
  const lic = v.licence;
  const buy = {
    product: { id: v.id, name, code: v.code, src: v.thumb, onSale: v.status === 1 },
    skus: v.skus,
  };

  const crumbs: BreadcrumbItem[] = [
    { label: '首页', href: '/' },
    { label: '产品中心', href: '/productCenter' },
    ...v.breadcrumb.map((c) => ({ label: c.name, href: categoryListHref(c.id, c.name) })),
    { label: name },
  ];
  const nav = [
    { id: 'info', label: '产品详情', show: true },
    { id: 'safety', label: '安全信息', show: true },
    { id: 'coa', label: `COA 证书${v.batchCount ? ` (${v.batchCount})` : ''}`, show: true },
    { id: 'msds', label: 'MSDS', show: !!v.msds },
    { id: 'parents', label: '母体药物', show: v.parents.length > 0 },
    { id: 'impurities', label: `相关杂质 (${v.impurities.length})`, show: v.impurities.length > 0 },
    { id: 'methods', label: `药典方法 (${v.methods.length})`, show: v.methods.length > 0 },
    { id: 'standards', label: '法规标准', show: v.standards.length > 0 },
  ].filter((n) => n.show);

  return (
    <>
      <Breadcrumb items={crumbs} />

      <section className="card flex gap-8 p-6" data-testid="goods-main">
        <div className="w-[380px] shrink-0">
          <div className="relative h-[320px] rounded border border-line bg-white p-3" data-testid="goods-structure">
            {/* The server-drawn SVG as an image (cached by browsers and CDNs, not repeated in the HTML and the RSC payload). */}
            <StaticImage
              src={v.image}
              alt={`${name} 结构式`}
              width={GOODS_IMAGE_SIZE.w}
              height={GOODS_IMAGE_SIZE.h}
              priority
              className="h-full w-full object-contain"
            />
            {v.isHot && <HotBadge className="absolute left-2 top-2" />}
          </div>
          <div className="mt-3 grid grid-cols-2 gap-2 text-[13px]">
            <a href="#coa" className="btn btn-outline">
              COA 证书
            </a>
            <a href={v.msds ? '#msds' : '#safety'} className="btn btn-outline">
              {v.msds ? 'MSDS 安全数据' : '安全信息'}
            </a>
          </div>
          {v.smiles && (
            <div className="mt-3 rounded bg-surface px-3 py-2 text-xs">
              <span className="text-ink-500">SMILES</span>
              <p className="mt-0.5 break-all font-mono text-[11px] leading-4 text-ink-700">{v.smiles}</p>
              {v.kind !== 'impurity' && (
                <SiteLink
                  prefetch={false}
                  href={nitrosamineRiskHref({ smiles: v.smiles })}
                  className="mt-1 inline-block text-brand-600 hover:underline"
                  data-testid="goods-nitrosamine-link"
                >
                  亚硝胺风险评估
                </SiteLink>
              )}
            </div>
          )}
          <div className="mt-3 rounded border border-brand-100 bg-brand-50/60 px-3 py-2.5 text-xs leading-5 text-ink-700">
            <p className="font-medium text-brand-700">需要更大包装、特殊纯度或同位素标记物？</p>
            <p className="mt-0.5">
              可提交{' '}
              <SiteLink
                prefetch={false}
                href="/customizedServices"
                className="text-brand-600 underline underline-offset-2 hover:no-underline"
              >
                定制合成
              </SiteLink>{' '}
              需求，或致电 {COMPANY.supportPhone}（{SERVICE_HOURS}）。
            </p>
          </div>
        </div>

        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-sm bg-brand-50 px-1.5 py-0.5 text-brand-700">{v.kindLabel}</span>
            {v.isNew && <span className="rounded-sm bg-green-50 px-1.5 py-0.5 text-success">新品</span>}
            {lic && <span className="rounded-sm bg-red-50 px-1.5 py-0.5 text-red-700">{lic.label}</span>}
            {v.status !== 1 && <span className="rounded-sm bg-surface px-1.5 py-0.5 text-ink-500">已下架</span>}
            {/* Client islands: the favourite state and the footprint belong to the buyer, not to the cached page. */}
            <span className="ml-auto">
              <FavoriteButton productId={v.id} />
            </span>
            <HistoryRecorder productId={v.id} />
            <ViewBeacon productId={v.id} />
          </div>
          <h1 className="mt-2 text-[22px] font-semibold leading-snug text-ink-900" data-testid="goods-name">
            {name}
          </h1>
          {v.nameEn && v.nameEn !== name && <p className="mt-1 text-[14px] text-ink-500">{v.nameEn}</p>}
          {v.synonyms.length > 0 && (
            <p className="mt-1 line-clamp-2 text-xs text-ink-500" title={v.synonyms.join('; ')}>
              别名：{v.synonyms.slice(0, 8).join('；')}
            </p>
          )}
          {v.licenceClass ? <GoodsLicence cls={v.licenceClass} /> : null}

          <dl className={`mt-4 ${PROPS_DL}`}>
            <Prop label="货号" testId="prop-code">
              <span className="font-mono">{v.code}</span>
            </Prop>
            <Prop label="CAS号" testId="prop-cas">
              {v.cas ? <span className="font-mono">{v.cas}</span> : '—'}
            </Prop>
            <Prop label="分子式">
              <Formula value={v.formula} />
            </Prop>
            <Prop label="分子量">{v.molecularWeight != null ? v.molecularWeight.toFixed(2) : '—'}</Prop>
            <Prop label="纯度">{v.purity ?? '—'}</Prop>
            <Prop label="品牌">
              {v.brand ? (
                <SiteLink
                  prefetch={false}
                  href={brandHref(v.brand.id, v.brand.name)}
                  className="text-brand-600 hover:underline"
                >
                  {v.brand.name}
                </SiteLink>
              ) : (
                '—'
              )}
            </Prop>
            <Prop label="储存条件">{v.storage ?? '—'}</Prop>
            <Prop label="运输条件">{v.shipping ?? '—'}</Prop>
            <Prop label="InChIKey" wide>
              {v.inchiKey ? <span className="font-mono text-xs">{v.inchiKey}</span> : '—'}
            </Prop>
          </dl>

          {/* The HTML (and crawlers) get the default package; the client switches to the one in ?skuId=. */}
          <GoodsBuyBoxFromUrl {...buy} />
          {v.inquiryOnly && <p className="sr-only">{UI.priceOnInquiry}</p>}
        </div>
      </section>

      <nav
        aria-label="页面导航"
        className="sticky top-0 z-20 mt-4 flex gap-1 rounded-t border border-line bg-white px-3 shadow-card"
      >
        {nav.map((n) => (
          <a
            key={n.id}
            href={`#${n.id}`}
            className="border-b-2 border-transparent px-4 py-3 text-[14px] text-ink-700 hover:border-brand-500 hover:text-brand-600"
          >
            {n.label}
          </a>
        ))}
      </nav>

      <div className="mt-4 space-y-4">
        <Section id="info" title="产品详情">
          {/* The identifiers (货号, CAS号, formula, MW, purity, storage, InChIKey) are in the table at the top. */}
          <dl className={PROPS_DL}>
            <Prop label="中文名称">{v.nameZh ?? '—'}</Prop>
            <Prop label="英文名称">{v.nameEn}</Prop>
            <Prop label="精确质量">{v.exactMass != null ? v.exactMass.toFixed(4) : '—'}</Prop>
            <Prop label="产品类别">{v.breadcrumb.map((b) => b.name).join(' / ') || v.kindLabel || '—'}</Prop>
            {v.synonyms.length > 0 && (
              <Prop label="别名" wide>
                {v.synonyms.join('；')}
              </Prop>
            )}
          </dl>
          {v.description && (
            <p className="mt-4 whitespace-pre-line text-[14px] leading-7 text-ink-700">{v.description}</p>
          )}
        </Section>

        <Section id="safety" title="安全信息">
          <HazardPanel hazards={v.hazardView} licence={v.licence} />
        </Section>

        <GoodsCoaSection v={v} />
        <GoodsMsdsSection v={v} />
        <RelatedSection id="parents" title="母体药物" items={v.parents} />
        <RelatedSection id="impurities" title="相关杂质" items={v.impurities} />

        <GoodsMethodsSection v={v} />
        <GoodsStandardsSection v={v} />

        <p
          className="rounded border border-amber-200 bg-amber-50 px-4 py-3 text-[13px] text-amber-800"
          data-testid="research-notice"
        >
          {UI.researchOnly}，不得用于临床诊断、治疗或食品、药品、化妆品生产。{lic ? `${lic.label}须凭资质购买。` : ''}
        </p>
      </div>
    </>
  );
}

/** 商品编辑: the product form, its packages (price, stock, delivery), its COA lots, on/off the shelf. */
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { catalogOptions, getProductDetail } from '@/lib/domain/catalog/staff';
import { goodsHref } from '@/lib/domain/catalog/products';
import { Badge, Card, PageHeader, fmtTime } from '@/components/console/parts';
import { ProductForm } from '@/components/console/catalog/ProductForm';
import { Packages, ShelfToggle } from '@/components/console/catalog/Packages';
import { Lots } from '@/components/console/catalog/Lots';

export const metadata = { title: '编辑商品' };
export const dynamic = 'force-dynamic';

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('catalog');
  const { id: raw } = await params;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const db = await getDb();
  const [p, opts] = await Promise.all([id ? getProductDetail(db, id) : null, catalogOptions(db)]);
  if (!p) notFound();
  return (
    <>
      <PageHeader title={`编辑商品 ${p.code}`}>
        {p.status === 1 ? <Badge tone="green">在售</Badge> : <Badge>已下架</Badge>}
        <ShelfToggle productId={p.id} status={p.status} />
        <a href={goodsHref(p.id)} target="_blank" rel="noreferrer" className="text-sm text-brand-600 hover:underline">
          查看商品页
        </a>
        <Link href="/console/catalog" className="text-sm text-brand-600 hover:underline">
          返回列表
        </Link>
      </PageHeader>
      <Card
        title={
          <span>
            基本信息 <span className="ml-2 text-xs font-normal text-ink-500">更新于 {fmtTime(p.updatedAt)}</span>
          </span>
        }
      >
        <ProductForm
          product={{ ...p }}
          categories={opts.categories.map((c) => ({ id: c.id, label: c.label }))}
          brands={opts.brands.map((b) => ({ id: b.id, label: b.name }))}
        />
      </Card>
      <Card title="规格与价格">
        <Packages productId={p.id} rows={p.skus} />
        <p className="mt-2 text-xs text-ink-500">
          价格留空或填“询价”表示询价；库存增加时会通知到货通知的订阅者。保存后商城商品页即时更新。
        </p>
      </Card>
      <Card title="批次与 COA">
        <Lots productId={p.id} rows={p.lots} />
        <p className="mt-2 text-xs text-ink-500">
          COA 须为 PDF（不超过 10MB）。撤回的批次在商城 COA 查询中显示为“已撤回”。
        </p>
      </Card>
    </>
  );
}

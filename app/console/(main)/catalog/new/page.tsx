/**
 * 新增商品: the product form with the structure editor; packages and lots are added on the edit page after saving.
 * ?cas= prefills the CAS number (the insights page's zero-result CAS rows link here).
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { catalogOptions } from '@/lib/domain/catalog/staff';
import { Card, PageHeader } from '@/components/console/parts';
import { ProductForm } from '@/components/console/catalog/ProductForm';

export const metadata = { title: '新增商品' };
export const dynamic = 'force-dynamic';

export default async function NewProductPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('catalog');
  const raw = (await searchParams).cas;
  const cas = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 20) ?? '';
  const opts = await catalogOptions(await getDb());
  return (
    <>
      <PageHeader title="新增商品">
        <Link href="/console/catalog" className="text-sm text-brand-600 hover:underline">
          返回商品列表
        </Link>
      </PageHeader>
      <Card>
        <ProductForm
          initialCas={cas}
          categories={opts.categories.map((c) => ({ id: c.id, label: c.label }))}
          brands={opts.brands.map((b) => ({ id: b.id, label: b.name }))}
        />
      </Card>
    </>
  );
}

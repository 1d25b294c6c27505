/**
 * /productCenter/productClassifyList/:categoryId? (query categoryName, keyword, sort, brandIds, categoryIds,
 * deliverys, packageValues, pageNo, view) — the product list and product search (spec §2.3).
 * Server-rendered per request; every piece of state is in the URL (a shared link reproduces the result).
 * The header's 产品 search lands here with categoryId 0. The plain views of a category are rewritten by the proxy to
 * the route-cached app/(site)/listCache/… (same content: ../list-view.tsx).
 */
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { VIEW_MODE_COOKIE } from '@/lib/config/constants';
import type { ViewMode } from '@/lib/domain/catalog/search';
import { listMetadata, loadListRoute, ProductListView } from '../list-view';

export const dynamic = 'force-dynamic';

type SP = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ categoryId?: string[] }>; searchParams: Promise<SP> };

const load = async (props: Props) => loadListRoute((await props.params).categoryId, await props.searchParams);

export async function generateMetadata(props: Props): Promise<Metadata> {
  return listMetadata(await load(props));
}

export default async function ProductClassifyListPage(props: Props) {
  const r = await load(props);
  if (!r) notFound();
  const cookieView = (await cookies()).get(VIEW_MODE_COOKIE)?.value;
  const view: ViewMode = r.state.view ?? (cookieView === 'list' ? 'list' : 'grid');
  return <ProductListView route={r} view={view} />;
}

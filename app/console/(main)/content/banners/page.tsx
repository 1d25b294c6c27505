/** 首页轮播图: the home page's banners in order. */
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { listBannersAdmin } from '@/lib/domain/content/staff';
import { PageHeader } from '@/components/console/parts';
import { BannerAdmin } from '@/components/console/content/BannerAdmin';

export const metadata = { title: '轮播图管理' };
export const dynamic = 'force-dynamic';

export default async function BannersPage() {
  await requireStaff('content');
  const list = await listBannersAdmin(await getDb());
  return (
    <>
      <PageHeader title="首页轮播图" />
      <BannerAdmin
        banners={list.map((b) => ({
          id: b.id,
          title: b.title,
          subtitle: b.subtitle,
          imageUrl: b.imageUrl,
          link: b.link,
          isVisible: b.isVisible,
          sort: b.sort,
        }))}
      />
    </>
  );
}

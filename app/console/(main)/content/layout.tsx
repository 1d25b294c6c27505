/** 内容管理: the tabs over every content page (news, help centre, banners, methods, standards). */
import { requireStaff } from '@/lib/api/staff/page-auth';
import { ContentTabs } from '@/components/console/content/ContentTabs';

export const dynamic = 'force-dynamic';

export default async function ContentLayout({ children }: { children: React.ReactNode }) {
  await requireStaff('content');
  return (
    <>
      <ContentTabs />
      {children}
    </>
  );
}

/** Help layout: left navigation from the help tree, page content on the right. */
import { getDb } from '@/lib/db/client';
import { helpTreeList } from '@/lib/domain/content/site';
import { HelpNav } from '@/components/help/HelpNav';

export default async function HelpLayout({ children }: { children: React.ReactNode }) {
  const tree = await helpTreeList(await getDb());
  return (
    <div className="page-width flex gap-5 py-6">
      <HelpNav tree={tree} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

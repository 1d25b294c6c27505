/** Server-side pieces of the content pages: the header with a way back, the filter button, query parameters. */
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '../parts';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter ('' when absent). */
export const firstParam = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** The numeric [id] of a page, or the 404 page. */
export async function pageId(params: Promise<{ id: string }>): Promise<number> {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return id;
}

export function HeaderWithBack({ title, back, children }: { title: string; back: string; children?: React.ReactNode }) {
  return (
    <PageHeader title={title}>
      {children}
      <Link href={back} className="text-sm text-brand-600 hover:underline">
        返回列表
      </Link>
    </PageHeader>
  );
}

export function FilterButton() {
  return (
    <button type="submit" className="rounded border border-line bg-white px-3 py-1.5 text-sm hover:border-brand-400">
      筛选
    </button>
  );
}

export function NewLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="rounded bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700">
      {label}
    </Link>
  );
}

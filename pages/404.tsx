/**
 * 404 of the pages router (a goods page whose id does not exist): the same page as the app router's
 * (app/not-found.tsx: components/layout/NotFoundPage.tsx), not indexed. Prerendered at build: it reads nothing.
 */
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { PageHead } from '@/components/seo/PageHead';
import { NOT_FOUND_META } from '@/lib/domain/catalog/products/page-meta';

export default function NotFound() {
  return (
    <>
      <PageHead meta={NOT_FOUND_META} />
      <NotFoundPage />
    </>
  );
}

/**
 * /resolve/<slug> — target of the proxy's single-segment fallback (/<api|standard code|CAS|brand>).
 * Permanent redirect to the canonical page, or the 404 page.
 */
import { notFound, permanentRedirect } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { resolveSlug } from '@/lib/domain/resolve';

export const dynamic = 'force-dynamic';

export default async function ResolvePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const url = await resolveSlug(await getDb(), slug);
  if (!url) notFound();
  permanentRedirect(url);
}

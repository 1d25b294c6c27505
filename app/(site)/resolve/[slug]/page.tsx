/**
 * /resolve/<slug> — target of the proxy's single-segment fallback (/<api|standard code|CAS|brand>).
 * Permanent redirect to the canonical page, or the 404 page — under the 404 title of every other missing page
 * (app/not-found.tsx), not the home page's default title.
 */
import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { resolveSlug } from '@/lib/domain/catalog/products';
import { metadata as notFoundMetadata } from '@/app/not-found';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

/** One lookup per request, shared by the metadata and the page. */
const resolve = cache(async (slug: string) => resolveSlug(await getDb(), slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return (await resolve(slug)) ? {} : { title: notFoundMetadata.title, robots: notFoundMetadata.robots };
}

export default async function ResolvePage({ params }: Props) {
  const { slug } = await params;
  const url = await resolve(slug);
  if (!url) notFound();
  permanentRedirect(url);
}

/**
 * A server-rendered image (no client code): a missing src uses the placeholder, and a broken one is swapped for it by
 * the document-wide handler of lib/ui/image-fallback.ts (root layout). For images inside client components use
 * ImageWithFallback.
 */
import { PLACEHOLDER_SRC } from '@/lib/ui/image-fallback';

export type StaticImageProps = {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  /** Above the fold (LCP candidate): loaded eagerly with high fetch priority. */
  priority?: boolean;
};

/** The <img> attributes both image components share (src: the given one, or the placeholder when missing). */
export function imageAttrs({ src, alt, width, height, className, priority = false }: StaticImageProps) {
  return {
    src: src && src.trim() ? src : PLACEHOLDER_SRC,
    alt,
    width,
    height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
    className: className || undefined,
  };
}

export function StaticImage(props: StaticImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- server-drawn structure SVGs and seeded URLs; alt is in the attrs
  return <img {...imageAttrs(props)} data-fallback="" />;
}

export default StaticImage;

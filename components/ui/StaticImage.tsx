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

export function StaticImage({ src, alt, width, height, className, priority = false }: StaticImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- server-drawn structure SVGs and seeded URLs
    <img
      src={src && src.trim() ? src : PLACEHOLDER_SRC}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className || undefined}
      data-fallback=""
    />
  );
}

export default StaticImage;

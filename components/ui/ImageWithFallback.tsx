'use client';
/**
 * Image with a fallback: a missing src or a broken image shows /images/placeholder.svg (spec §8 "Broken image").
 * Also catches images that failed before hydration (complete with no natural width).
 */
import { useCallback, useEffect, useState } from 'react';

export { PLACEHOLDER_SRC as PLACEHOLDER_IMAGE } from '@/lib/ui/image-fallback';
import { PLACEHOLDER_SRC as PLACEHOLDER_IMAGE } from '@/lib/ui/image-fallback';

export type ImageWithFallbackProps = {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  /** Above the fold (e.g. the first row of a product grid): loaded eagerly with high fetch priority (LCP). */
  priority?: boolean;
};

export function ImageWithFallback({ src, alt, width, height, className = '', priority = false }: ImageWithFallbackProps) {
  const wanted = src && src.trim() ? src : PLACEHOLDER_IMAGE;
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [wanted]);
  const shown = failed ? PLACEHOLDER_IMAGE : wanted;

  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && img.complete && img.naturalWidth === 0 && shown !== PLACEHOLDER_IMAGE) setFailed(true);
    },
    [shown],
  );

  return (
    // eslint-disable-next-line @next/next/no-img-element -- arbitrary seeded/remote URLs; a plain <img> keeps the fallback simple
    <img
      ref={ref}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className || undefined}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailed(true);
      }}
    />
  );
}

export default ImageWithFallback;

'use client';
/**
 * Image with a fallback: a missing src or a broken image shows /images/placeholder.svg (spec §8 "Broken image").
 * Also catches images that failed before hydration (complete with no natural width).
 */
import { useCallback, useEffect, useState } from 'react';
import { PLACEHOLDER_SRC as PLACEHOLDER_IMAGE } from '@/lib/ui/image-fallback';
import { imageAttrs, type StaticImageProps } from './StaticImage';

export { PLACEHOLDER_IMAGE };

export type ImageWithFallbackProps = StaticImageProps;

export function ImageWithFallback(props: ImageWithFallbackProps) {
  const attrs = imageAttrs(props);
  const wanted = attrs.src;
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
      {...attrs}
      ref={ref}
      src={shown}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailed(true);
      }}
    />
  );
}

export default ImageWithFallback;

/**
 * The structure drawing inlined as SVG (server-rendered: visible without JavaScript or an image request).
 * The SVG comes from RDKit (lib/chem/depict); anything that could run script is refused as a precaution.
 */
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';

/** True when an SVG string is plain drawing markup (no script, event handlers, foreign objects or JS URLs). */
export function isSafeSvg(svg: string): boolean {
  if (!/^<svg[\s>]/.test(svg.trim())) return false;
  return !/<script|<foreignObject|<iframe|\son[a-z]+\s*=|javascript:|<!ENTITY/i.test(svg);
}

export function StructureFigure({ svg, alt, fallbackSrc, className = '' }: { svg: string | null; alt: string; fallbackSrc?: string | null; className?: string }) {
  if (svg && isSafeSvg(svg)) {
    return (
      <figure
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center [&>svg]:h-auto [&>svg]:max-h-full [&>svg]:w-full [&>svg]:max-w-full ${className}`}
        dangerouslySetInnerHTML={{ __html: svg }}
        data-testid="structure-svg"
      />
    );
  }
  return (
    <figure className={`flex items-center justify-center ${className}`}>
      <ImageWithFallback src={fallbackSrc ?? null} alt={alt} width={240} height={240} className="max-h-full max-w-full object-contain" />
    </figure>
  );
}

export default StructureFigure;

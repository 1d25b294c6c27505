/** @jest-environment jsdom */
/**
 * Broken server-rendered images show the placeholder (spec §8) through one document-wide handler
 * (lib/ui/image-fallback.ts, installed by the root layout), so list cards need no client component per image.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { IMAGE_FALLBACK_SCRIPT, PLACEHOLDER_SRC } from '@/lib/ui/image-fallback';
import { StaticImage } from '@/components/ui/StaticImage';

beforeAll(() => {
  // What the inline <script> in the root layout does.
  new Function(IMAGE_FALLBACK_SCRIPT)();
});

function mount(html: string): HTMLImageElement {
  document.body.innerHTML = html;
  return document.body.querySelector('img')!;
}

describe('StaticImage + document fallback handler', () => {
  test('a broken image is swapped for the placeholder', () => {
    const img = mount(
      renderToStaticMarkup(<StaticImage src="/images/structure/999.svg" alt="结构式" width={240} height={180} />),
    );
    expect(img.getAttribute('src')).toBe('/images/structure/999.svg');
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_SRC);
  });

  test('a missing src uses the placeholder directly; a failing placeholder is not retried forever', () => {
    const img = mount(renderToStaticMarkup(<StaticImage src={null} alt="无图" />));
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_SRC);
    let sets = 0;
    const desc = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    Object.defineProperty(img, 'src', {
      set(v: string) {
        sets++;
        desc.set!.call(img, v);
      },
      get() {
        return desc.get!.call(img);
      },
    });
    img.dispatchEvent(new Event('error'));
    expect(sets).toBe(0);
  });

  test('images without data-fallback are left alone', () => {
    const img = mount('<img src="/logo.png" alt="logo">');
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/logo.png');
  });

  test('above-the-fold images load eagerly with high priority; others lazily; no client code is needed', () => {
    expect(renderToStaticMarkup(<StaticImage src="/a.svg" alt="a" priority />)).toMatch(
      /loading="eager"[^>]*fetchPriority="high"|fetchpriority="high"/i,
    );
    expect(renderToStaticMarkup(<StaticImage src="/a.svg" alt="a" />)).toContain('loading="lazy"');
  });
});

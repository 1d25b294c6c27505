/**
 * Structure image URLs carry the product's version (lib/domain/catalog/products/urls.ts): a page that knows the product's
 * updated_at links a URL that changes when the product (its structure) is corrected, so browsers and CDNs, which
 * keep a versioned image for a year, fetch the new drawing at once; so does a new drawing style (DEPICTION_VERSION).
 * Without a version the URL is the plain one.
 */
import {
  DEPICTION_VERSION,
  imageVersion,
  productImageSrc,
  structureImageSrc,
} from '@/lib/domain/catalog/products/urls';

describe('structure image URLs', () => {
  const before = '2026-11-27T08:00:00.000Z';
  const after = '2026-11-27T08:00:00.001Z';

  test('the version is the updated_at in base-36 milliseconds and the drawing style, and changes with it', () => {
    expect(imageVersion(before)).toBe(`${Date.parse(before).toString(36)}d${DEPICTION_VERSION}`);
    expect(imageVersion(after)).not.toBe(imageVersion(before));
    for (const bad of [null, undefined, '', 'not a date']) expect(imageVersion(bad)).toBeNull();
  });

  test('sized and versioned, sized, versioned, plain', () => {
    const v = imageVersion(before);
    expect(structureImageSrc(7, { w: 600, h: 480 }, before)).toBe(`/images/structure/7.svg?w=600&h=480&v=${v}`);
    expect(structureImageSrc(7, { w: 600, h: 480 })).toBe('/images/structure/7.svg?w=600&h=480');
    expect(structureImageSrc(7, null, before)).toBe(`/images/structure/7.svg?v=${v}`);
    expect(structureImageSrc(7)).toBe('/images/structure/7.svg');
    expect(structureImageSrc(7, null, 'garbage')).toBe('/images/structure/7.svg');
    // List items know no version: their thumbnails stay unversioned (cached for an hour by the route).
    expect(productImageSrc({ id: 7, hasStructure: true }, { w: 160, h: 120 })).toBe(
      '/images/structure/7.svg?w=160&h=120',
    );
  });
});

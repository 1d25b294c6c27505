/**
 * The goods page inlines the structure drawing twice (HTML + RSC payload), so it is compacted first
 * (lib/domain/catalog/products/structure-svg.ts). The drawing must stay the same: same shapes, colours and coordinates.
 * (Checked once by pixel comparison in Chromium; here the geometry is compared numerically.)
 */
import { structureSvg } from '../../lib/platform/chem/depict';
import { compactStructureSvg } from '../../lib/domain/catalog/products/structure-svg';

const SIZE = { width: 360, height: 280, fixedBondLength: 36 };
const shapes = (svg: string) => svg.match(/<(path|ellipse|circle|rect|polygon|polyline|line)\s/g) ?? [];
const numbers = (svg: string) =>
  [...svg.matchAll(/\sd=['"]([^'"]*)['"]/g)].flatMap((m) => (m[1]!.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number));
const colours = (svg: string) =>
  new Set(
    [...svg.matchAll(/(?:fill|stroke)[:=]'?(#[0-9A-Fa-f]{3,6})/g)].map((m) => {
      const c = m[1]!.toUpperCase();
      return c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c;
    }),
  );

describe('compactStructureSvg', () => {
  test.each([
    ['thalidomide (wedges, hetero atoms)', 'O=C1c2ccccc2C(=O)N1[C@@H]1CCC(=O)NC1=O'],
    ['betaine (charges)', 'C[N+](C)(C)CC(=O)[O-]'],
    ['halogens', 'FC(F)(F)c1ccc(Br)cc1I'],
  ])('%s: at most half the size, same geometry and colours', async (_name, smiles) => {
    const svg = (await structureSvg(smiles, SIZE))!;
    const c = compactStructureSvg(svg);
    expect(c.length).toBeLessThan(svg.length * 0.5);
    expect(c.startsWith('<svg ')).toBe(true);
    expect(c.endsWith('</svg>')).toBe(true);
    expect(c).toContain("viewBox='0 0 360 280'");
    expect(c).not.toMatch(/style=|class=/);
    expect(shapes(c)).toEqual(shapes(svg));
    expect(numbers(c)).toEqual(numbers(svg));
    expect(colours(c)).toEqual(colours(svg));
    expect(compactStructureSvg(c)).toBe(c);
  });

  test('keeps non-default stroke styles and leaves fill on shapes that are filled', () => {
    const svg =
      "<svg version='1.1' xmlns='http://www.w3.org/2000/svg' width='10px' height='10px' viewBox='0 0 10 10'>\n" +
      "<path class='bond-0' d='M 1.0,2.0 L 3.5,4.0' style='fill:none;fill-rule:evenodd;stroke:#000000;stroke-width:2.0px;stroke-linecap:round;stroke-linejoin:miter;stroke-miterlimit:10;stroke-opacity:1' />\n" +
      "<path d='M 1.0 1.0 L 2.0 2.0 Z' style='fill:#FF0000;fill-rule:evenodd;stroke:#FF0000;stroke-width:2.0px' />\n</svg>";
    expect(compactStructureSvg(svg)).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10' viewBox='0 0 10 10'><g fill='none' stroke-width='2'>" +
        "<path d='M1,2L3.5,4' stroke='#000' stroke-linecap='round' stroke-miterlimit='10'/>" +
        "<path d='M1 1L2 2Z' fill='#F00' fill-rule='evenodd' stroke='#F00'/></g></svg>",
    );
  });

  test('a shape without its own fill keeps the default (no wrapping group); non-SVG input is left alone', () => {
    const svg =
      "<svg viewBox='0 0 4 4'><path d='M 0 0 L 1 1' style='stroke:#000000' /><path d='M 1 1 L 2 2' style='fill:none;stroke:#000000' /></svg>";
    expect(compactStructureSvg(svg)).toBe(
      "<svg viewBox='0 0 4 4'><path d='M0 0L1 1' stroke='#000'/><path d='M1 1L2 2' fill='none' stroke='#000'/></svg>",
    );
    expect(compactStructureSvg('not an svg')).toBe('not an svg');
  });
});

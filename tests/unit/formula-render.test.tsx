/** A formula renders as text with sub/superscripts: C<sub>8</sub>H<sub>9</sub>NO<sub>2</sub>, no extra wrappers. */
import { renderToStaticMarkup } from 'react-dom/server';
import { Formula } from '../../components/product/Formula';

test('element runs are plain text, counts are subscripts, the whole formula is the accessible name', () => {
  expect(renderToStaticMarkup(<Formula value="C8H9NO2" />)).toBe(
    '<span class="tabular-nums " aria-label="C8H9NO2">C<sub>8</sub>H<sub>9</sub>NO<sub>2</sub></span>',
  );
});

test('a charge is a superscript; a hydrate keeps its coefficient as normal text', () => {
  expect(renderToStaticMarkup(<Formula value="C5H11NO2+" />)).toContain('O<sub>2</sub><sup>+</sup></span>');
  expect(renderToStaticMarkup(<Formula value="C16H19N3O4S.3H2O" />)).toContain('S·3H<sub>2</sub>O</span>');
});

test('no formula: a dash', () => {
  expect(renderToStaticMarkup(<Formula value={null} className="x" />)).toBe('<span class="x">—</span>');
});

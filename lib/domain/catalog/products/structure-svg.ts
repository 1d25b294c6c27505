/**
 * Make an RDKit structure SVG smaller (pure; no RDKit needed). Used by the structure image route
 * (app/images/structure), which serves every structure image of the catalogue, the goods page's included.
 *
 * RDKit writes every bond as a <path> with the same ~150-character style attribute, a class naming its atoms,
 * and path data with spaces and ".0"s. This keeps the drawing identical and cuts it by about half:
 * - style declarations become presentation attributes, leaving out the SVG defaults
 *   (stroke-linecap:butt, stroke-linejoin:miter, opacity 1; fill-rule when there is no fill);
 * - #RRGGBB colours shorten to #RGB where possible, "1.5px" widths to "1.5";
 * - class attributes (bond-N atom-N: RDKit's hooks for highlighting, unused here) are dropped;
 * - path data loses redundant spaces and trailing ".0";
 * - fill='none' and the common stroke width move to one wrapping <g> when every shape states its own fill
 *   (and every stroked shape its own width), so nothing inherits a value it did not have;
 * - root attributes the drawing does not need (version, baseProfile, extra xmlns, xml:space) and the
 *   whitespace between elements are dropped.
 * Input that is not an <svg> element is returned unchanged.
 */

const DEFAULTS: Record<string, string> = {
  'stroke-linecap': 'butt',
  'stroke-linejoin': 'miter',
  'stroke-opacity': '1',
  'fill-opacity': '1',
  opacity: '1',
};

const shortColour = (v: string) => v.replace(/^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/i, '#$1$2$3');

function styleToAttrs(style: string): string {
  const decl = new Map<string, string>();
  for (const part of style.split(';')) {
    const i = part.indexOf(':');
    if (i <= 0) continue;
    const k = part.slice(0, i).trim().toLowerCase();
    const v = part.slice(i + 1).trim();
    if (!/^[a-z-]+$/.test(k) || !v || /["'<>&]/.test(v)) continue;
    decl.set(k, v);
  }
  if (decl.get('fill') === 'none') decl.delete('fill-rule');
  const out: string[] = [];
  for (const [k, raw] of decl) {
    if (DEFAULTS[k] === raw) continue;
    let v = shortColour(raw);
    if (k === 'stroke-width') v = v.replace(/px$/, '').replace(/^(\d+)\.0+$/, '$1');
    out.push(`${k}='${v}'`);
  }
  return out.join(' ');
}

function compactPathData(d: string): string {
  return d
    .replace(/\s+/g, ' ')
    .replace(/(\d)\.0+(?!\d)/g, '$1')
    .replace(/\s*([MmLlHhVvCcSsQqTtAaZz])\s*/g, '$1')
    .replace(/\s*,\s*/g, ',')
    .replace(/ -/g, '-')
    .trim();
}

const SHAPE = /<(path|ellipse|circle|rect|polygon|polyline|line)\s[^>]*>/g;

/** Hoist fill='none' and the most common stroke-width of the shapes into one <g> (see above for when it is safe). */
function hoistDefaults(svg: string): string {
  const open = /^<svg[^>]*>/.exec(svg);
  if (!open || !svg.endsWith('</svg>') || /<(g|text|use|defs|style)[\s>]/.test(svg)) return svg;
  const shapes = svg.match(SHAPE) ?? [];
  if (shapes.length < 2 || shapes.some((t) => !/\sfill='/.test(t))) return svg;
  const widths = new Map<string, number>();
  for (const t of shapes) {
    if (!/\sstroke='/.test(t)) continue;
    const w = /\sstroke-width='([^']*)'/.exec(t)?.[1];
    if (w === undefined) return svg;
    widths.set(w, (widths.get(w) ?? 0) + 1);
  }
  const width = [...widths].sort((a, b) => b[1] - a[1])[0]?.[0];
  const body = svg.slice(open[0].length, -'</svg>'.length).replace(SHAPE, (t) => {
    let r = t.replace(/\sfill='none'/, '');
    if (width !== undefined) r = r.replace(new RegExp(`\\sstroke-width='${width.replace(/\./g, '\\.')}'`), '');
    return r;
  });
  const g = `<g fill='none'${width !== undefined ? ` stroke-width='${width}'` : ''}>`;
  return `${open[0]}${g}${body}</g></svg>`;
}

export function compactStructureSvg(svg: string): string {
  const s = svg.trim();
  if (!/^<svg[\s>]/.test(s)) return svg;
  const flat = s
    .replace(/^<svg\s[^>]*>/, (tag) =>
      tag
        .replace(/\s(?:version|baseProfile|xml:space|xmlns:[a-z]+)=(?:'[^']*'|"[^"]*")/g, '')
        .replace(/\s(width|height)=(['"])(\d+(?:\.\d+)?)px\2/g, ' $1=$2$3$2'),
    )
    .replace(/\sclass=(?:'[^']*'|"[^"]*")/g, '')
    .replace(/\sstyle='([^']*)'/g, (_m, style: string) => {
      const attrs = styleToAttrs(style);
      return attrs ? ` ${attrs}` : '';
    })
    .replace(
      /\s(fill|stroke)=(['"])(#[0-9a-fA-F]{6})\2/g,
      (_m, k: string, q: string, v: string) => ` ${k}=${q}${shortColour(v)}${q}`,
    )
    .replace(/\sd=(['"])([^'"]*)\1/g, (_m, q: string, d: string) => ` d=${q}${compactPathData(d)}${q}`)
    .replace(/\s+\/>/g, '/>')
    .replace(/>\s+</g, '><');
  return hoistDefaults(flat);
}

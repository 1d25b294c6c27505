/**
 * Structure images drawn on the server by RDKit:
 *   /images/structure/<productId>.svg          list thumbnails (optional ?w=&h=, clamped)
 *   /images/structure/<productId>.png          1200×630 card (shared-link preview, the JSON-LD image); a product
 *                                              without a structure gets a drawn sample vial with its category
 * Cache headers by version (CACHE_VERSIONED below) with an ETag derived from the product's updated_at; If-None-Match → 304.
 * While the chemistry engine is being re-created after a fault (lib/platform/chem/health.ts): 503 with Retry-After, never a
 * cached 404.
 */
import { ImageResponse } from 'next/og';
import { getDb } from '@/lib/db/client';
import { structureSvg as drawSvg, type DepictOptions } from '@/lib/platform/chem/depict';
import { ChemEngineError } from '@/lib/platform/chem/rdkit';
import { getStructureInput, parseProductId } from '@/lib/domain/catalog/products';
import { imageVersion } from '@/lib/domain/catalog/products';
import { etagFor, isSafeSvg, parseStructureFile, clampImageSize } from '@/lib/domain/catalog/products/structure-image';
import { compactStructureSvg } from '@/lib/domain/catalog/products';

export const dynamic = 'force-dynamic';

/**
 * A versioned URL (`?v=` = the product's current image version, lib/domain/catalog/products/urls.ts#imageVersion) never
 * changes content: cached for a year. An unversioned or outdated one is cached for an hour (then revalidated by ETag),
 * so a corrected structure shows within the hour even where a page links it without a version.
 */
const CACHE_VERSIONED = 'public, max-age=31536000, immutable';
const CACHE_UNVERSIONED = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

class EngineRestarting extends Error {}

/** Depiction; an engine fault becomes EngineRestarting (answered 503 below). */
async function structureSvg(input: string, opts: DepictOptions): Promise<string | null> {
  try {
    return await drawSvg(input, opts);
  } catch (err) {
    if (err instanceof ChemEngineError) throw new EngineRestarting();
    throw err;
  }
}

function restartingResponse() {
  return new Response('Service Unavailable', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' },
  });
}

function notFoundResponse() {
  return new Response('Not Found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}

export async function GET(req: Request, ctx: { params: Promise<{ file: string }> }) {
  try {
    return await draw(req, ctx);
  } catch (err) {
    if (err instanceof EngineRestarting) return restartingResponse();
    throw err;
  }
}

async function draw(req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const parsed = parseStructureFile(file);
  if (!parsed) return notFoundResponse();
  const id = parseProductId(parsed.id);
  if (!id) return notFoundResponse();

  const url = new URL(req.url);
  const size =
    parsed.ext === 'png'
      ? { width: 1200, height: 630 }
      : clampImageSize(url.searchParams.get('w'), url.searchParams.get('h'));

  const db = await getDb();
  const s = await getStructureInput(db, id);
  // A product without a structure (a mixture, a QC sample, a service) has no drawing, but its 1200×630 card
  // (name, category, catalogue number) still exists: it is the product's image for shared links and search engines.
  if (!s || (!s.input && parsed.ext === 'svg')) return notFoundResponse();

  const etag = etagFor(id, s.updatedAt, parsed.ext, size);
  const v = url.searchParams.get('v');
  const headers = { etag, 'cache-control': v && v === imageVersion(s.updatedAt) ? CACHE_VERSIONED : CACHE_UNVERSIONED };
  const inm = req.headers.get('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim() === etag)) return new Response(null, { status: 304, headers });

  if (parsed.ext === 'svg' && s.input) {
    const drawn = await structureSvg(s.input, { ...size, whiteBackground: true, fixedBondLength: bondFor(size) });
    // Same drawing in about half the bytes (fewer decimals, shared styles); anything that could run script is refused.
    const svg = drawn ? withXmlns(compactStructureSvg(drawn)) : null;
    if (!svg || !isSafeSvg(svg)) return notFoundResponse();
    return new Response(svg, {
      headers: {
        ...headers,
        'content-type': 'image/svg+xml; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  }

  const svg = s.input
    ? await structureSvg(s.input, { width: 560, height: 480, whiteBackground: true, fixedBondLength: 56 })
    : VIAL_SVG;
  if (!svg) return notFoundResponse();
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(withXmlns(svg)).toString('base64')}`;
  const res = new ImageResponse(
    {
      type: 'div',
      key: 'og',
      props: {
        style: {
          width: '100%',
          height: '100%',
          display: 'flex',
          background: '#ffffff',
          borderTop: '12px solid #1f6fd1',
        },
        children: [
          {
            type: 'div',
            key: 'img',
            props: {
              style: {
                width: 620,
                height: '100%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                background: '#f5f7fa',
              },
              children: { type: 'img', key: 'i', props: { src: dataUrl, width: 560, height: 480 } },
            },
          },
          {
            type: 'div',
            key: 'text',
            props: {
              style: {
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                padding: '0 48px',
                color: '#1f2329',
              },
              children: ogLines(s.latin, !s.input),
            },
          },
        ],
      },
    } as unknown as React.ReactElement,
    { width: 1200, height: 630 },
  );
  const buf = await res.arrayBuffer();
  return new Response(buf, { headers: { ...headers, 'content-type': 'image/png' } });
}

/**
 * Text column of the card: Latin text only (the bundled OG font has no CJK glyphs). A product without a structure
 * names its category instead (what the picture cannot show).
 */
function ogLines(
  latin: { nameEn: string; cas: string | null; code: string; category: string | null; formula: string | null },
  noStructure: boolean,
) {
  const lines: { text: string; size: number; color: string; weight?: number }[] = [
    {
      text: latin.nameEn.length > 80 ? `${latin.nameEn.slice(0, 78)}…` : latin.nameEn,
      size: 44,
      color: '#1f2329',
      weight: 700,
    },
  ];
  if (noStructure && latin.category) lines.push({ text: latin.category, size: 30, color: '#3c4350' });
  if (latin.cas) lines.push({ text: `CAS ${latin.cas}`, size: 30, color: '#3c4350' });
  lines.push({ text: `Cat. No. ${latin.code}`, size: 30, color: '#3c4350' });
  lines.push({ text: 'Reference standard · COA available', size: 24, color: '#1f6fd1' });
  return lines.map((l, i) => ({
    type: 'div',
    key: `l${i}`,
    props: {
      style: { fontSize: l.size, color: l.color, fontWeight: l.weight ?? 400, marginBottom: 18, lineHeight: 1.25 },
      children: l.text,
    },
  }));
}

/** The picture of a product without a structure: a sample vial with its liquid and label, in the shop's colours. */
const VIAL_SVG = `<svg xmlns='http://www.w3.org/2000/svg' width='560' height='480' viewBox='0 0 560 480'>
<rect width='560' height='480' fill='#f5f7fa'/>
<rect x='236' y='60' width='88' height='46' rx='6' fill='#1f6fd1'/>
<rect x='228' y='100' width='104' height='16' rx='4' fill='#174f96'/>
<path d='M236 116 h88 v270 a22 22 0 0 1 -22 22 h-44 a22 22 0 0 1 -22 -22 z' fill='#ffffff' stroke='#8a94a6' stroke-width='5'/>
<path d='M239 270 h82 v116 a19 19 0 0 1 -19 19 h-44 a19 19 0 0 1 -19 -19 z' fill='#cfe0f7'/>
<rect x='246' y='170' width='68' height='70' rx='4' fill='#ffffff' stroke='#1f6fd1' stroke-width='4'/>
<line x1='258' y1='192' x2='302' y2='192' stroke='#1f6fd1' stroke-width='5'/>
<line x1='258' y1='208' x2='296' y2='208' stroke='#8a94a6' stroke-width='4'/>
<line x1='258' y1='222' x2='290' y2='222' stroke='#8a94a6' stroke-width='4'/>
</svg>`;

/** Bond length for a box: small molecules keep a natural size instead of filling the box. */
const bondFor = (size: { width: number; height: number }) => Math.round(Math.min(size.width, size.height) / 6.5);

function withXmlns(svg: string): string {
  return svg.includes('xmlns=') ? svg : svg.replace('<svg', "<svg xmlns='http://www.w3.org/2000/svg'");
}

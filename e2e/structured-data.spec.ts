/**
 * Structured data of real goods pages, as a crawler reads them: the JSON-LD inlined in the server's HTML, checked
 * with Google's rich-result rules and the schema.org vocabulary kept in the repository (no network): 0 errors over a
 * sample of every kind of goods page (structure or none, priced, partly and wholly 询价, impurity, QC mixture,
 * custom service). Every product's image answers as a PNG.
 */
import fs from 'node:fs';
import { test, expect, type APIRequestContext } from './helpers/fixtures';
import { jsonLdBlocks, structuredDataProblems, validateStructuredData } from '../tests/helpers/structured-data';

type Env<T> = { code: number; data: T };
type Ld = Record<string, unknown> & { '@type': string; image?: string; offers?: { offerCount: number } };

async function skuList(request: APIRequestContext, id: number) {
  const env = (await (await request.get(`/mall/shopping/product/api/prodproduct/getSkuList/${id}`)).json()) as Env<
    { price: number | null }[]
  >;
  return env.code === 1 ? env.data : [];
}

test('goods pages of every kind carry structured data that Google accepts (0 errors), each with an image', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const xml = await (await request.get('/sitemaps/products-0.xml')).text();
  const ids = [...xml.matchAll(/\/goodsDetail\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
  expect(ids.length).toBeGreaterThan(100);
  // The first and the last products of the catalogue (the demo's QC samples and services come last), and the first
  // few whose every package is 询价.
  const sample = new Set([...ids.slice(0, 25), ...ids.slice(-25)]);
  let wholly = 0;
  for (const id of ids.slice(25, 1500)) {
    if (wholly >= 3) break;
    const list = await skuList(request, id);
    if (list.length && list.every((s) => s.price === null)) {
      sample.add(id);
      wholly++;
    }
  }

  const blocks: unknown[] = [];
  const kinds = new Set<string>();
  const images: string[] = [];
  const cards: string[] = [];
  for (const id of sample) {
    const res = await request.get(`/goodsDetail/${id}`);
    expect(res.status(), `/goodsDetail/${id}`).toBe(200);
    const html = await res.text();
    const found = jsonLdBlocks(html) as Ld[];
    const main = found.find((b) => b['@type'] !== 'BreadcrumbList');
    expect(main, `/goodsDetail/${id} has a product block`).toBeTruthy();
    expect(found.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
    blocks.push(...found);
    const structure = html.includes(`/images/structure/${id}.svg`);
    const skus = await skuList(request, id);
    const priced = skus.filter((s) => s.price !== null).length;
    kinds.add(
      `${main!['@type']}${structure ? '' : ' without structure'}${main!['@type'] === 'Product' && priced < skus.length ? ', partly 询价' : ''}`,
    );
    expect(main!.image, `/goodsDetail/${id} image`).toMatch(/^https?:\/\//);
    if (!structure) cards.push(main!.image!);
    else if (images.length < 2) images.push(main!.image!);
  }
  // Every kind of page was in the sample.
  expect([...kinds]).toEqual(
    expect.arrayContaining([
      'Product',
      'Product, partly 询价',
      'Product without structure',
      'MolecularEntity',
      'Service without structure',
    ]),
  );

  expect(structuredDataProblems(validateStructuredData(blocks))).toEqual([]);

  // The images are there (the card of a product without a structure included).
  expect(cards.length).toBeGreaterThan(0);
  for (const src of [...images, ...cards]) {
    const r = await request.get(new URL(src).pathname);
    expect(r.status(), src).toBe(200);
    expect(r.headers()['content-type']).toBe('image/png');
    const png = await r.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    if (src === cards[0]) fs.writeFileSync('docs/screenshots/product-card-no-structure.png', png);
  }
});

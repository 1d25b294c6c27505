/**
 * Issue 36: every public desktop page has a phone twin, and both sides carry the pair's annotations
 * (lib/platform/seo/phone-twin.ts, docs/decisions/0021-phone-pages.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveView } from '@/app/(mobile)/mobileView/views/registry';
import { targetOf } from '@/app/(mobile)/mobileView/metadata';
import { goodsPageMeta } from '@/lib/domain/catalog/products/page-meta';
import { PHONE_MEDIA, desktopTwinTags, phonePageMeta, phoneTwin, phoneUrlOf } from '@/lib/platform/seo/phone-twin';
import { PHONE_SITEMAP, parseSitemapFile, phonePagesXml } from '@/lib/platform/seo/sitemap';
import { siteUrl } from '@/lib/platform/seo/site';
import { searchCenterHref, searchRobots } from '@/lib/domain/catalog/search';
import { publicRoutes, siteRouteFolders } from '../helpers/public-routes';

/** One desktop URL of each public page kind, and the kind of phone view it must get. */
const KINDS: [kind: string, desktopUrl: string][] = [
  ['home', '/'],
  ['goods', '/goodsDetail/42'],
  ['search', '/searchCenter?keyword=%E5%AF%B9%E4%B9%99%E9%85%B0%E6%B0%A8%E5%9F%BA%E9%85%9A'],
  ['structureSearch', '/searchStructureFormula?formula=C8H9NO2'],
  ['category', '/productCenter/productClassifyList/5?sort=priceAsc&pageNo=2'],
  ['news-list', '/newsInformation?categoryId=2'],
  ['news-article', '/newsInformation/advisoryDetails/7'],
  ['methods', '/methods'],
  ['method-list', '/methods/allTheMethods?keyword=aspirin'],
  ['method', '/methods/methodDetaile/3'],
  ['standard-list', '/standard?status=%E7%8E%B0%E8%A1%8C'],
  ['standard', '/standard/standardDetail/9'],
  ['standard-list', '/searchCenter/dataSearchofStandard?keyword=GB'],
  ['brand-list', '/brandCenter'],
  ['brand', '/brandCenter/branParticulars/4'],
  ['help', '/helpCenter/loginProblem?id=12'],
  ['downloads', '/downloadCenter'],
  ['coa', '/downloadCenter/downloadSecond/coa?code=103902'],
  ['company', '/enterpriseIntroduction?type=1'],
  ['resolve', '/50-78-2'],
  ['fluid', '/agreementPrivacy'],
  ['fluid', '/upgradation'],
];

const phoneUrl = (desktop: string) => `${siteUrl()}/mobileView?target=${encodeURIComponent(desktop)}`;

describe('phone views: every public page kind has one, with its desktop twin as canonical', () => {
  test.each(KINDS)('%s ← %s', (kind, url) => {
    const r = resolveView(url);
    expect(r?.view.kind).toBe(kind);
    expect(r!.view.canonical(r!.params)).toBe(url);
    // The phone page: canonical to the desktop URL, applicable-device mobile.
    const phone = phonePageMeta(r!.view.canonical(r!.params));
    expect(phone.alternates?.canonical).toBe(url);
    expect(phone.other?.['applicable-device']).toBe('mobile');
    // The desktop page: rel=alternate media → the phone URL, Baidu mobile-agent, applicable-device pc.
    const desktop = phoneTwin(url);
    expect(desktop.alternates?.canonical).toBe(url);
    expect(desktop.alternates?.media).toEqual({ [PHONE_MEDIA]: phoneUrl(url) });
    expect(desktop.other).toEqual({ 'mobile-agent': `format=html5;url=${phoneUrl(url)}`, 'applicable-device': 'pc' });
  });

  test('a search: the pair is the desktop search of the same normalised keyword; indexable only with results', () => {
    const r = resolveView('/searchCenter?keyword=%20CAS%20%2050-78-2%20&pageNo=2');
    expect(r!.view.canonical(r!.params)).toBe('/searchCenter?keyword=CAS%2050-78-2');
    expect(searchCenterHref('CAS 50-78-2')).toBe('/searchCenter?keyword=CAS%2050-78-2');
    expect(phoneTwin(searchCenterHref('CAS 50-78-2')).alternates?.media).toEqual({
      [PHONE_MEDIA]: phoneUrl('/searchCenter?keyword=CAS%2050-78-2'),
    });
    // Results → index, follow; an empty result is a soft 404 to a search engine → noindex (links still followed).
    expect(searchRobots(12)).toEqual({ index: true, follow: true });
    expect(searchRobots(0)).toEqual({ index: false, follow: true });
  });

  test('the media query is the one Google documents for separate phone URLs', () => {
    expect(PHONE_MEDIA).toBe('only screen and (max-width: 640px)');
  });

  test('every public desktop route has a phone view', () => {
    expect(siteRouteFolders().length).toBeGreaterThan(40);
    expect(publicRoutes().filter((u) => !resolveView(u))).toEqual([]);
  });

  test('no desktop page sets its canonical without the phone twin annotations', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && /alternates:\s*\{\s*canonical/.test(fs.readFileSync(p, 'utf8')))
          offenders.push(p);
      }
    };
    walk(path.join(process.cwd(), 'app/(site)'));
    expect(offenders).toEqual([]);
  });

  test('the goods page (pages router) writes the same annotations', () => {
    expect(desktopTwinTags('/goodsDetail/42')).toEqual({
      alternate: { media: PHONE_MEDIA, href: phoneUrl('/goodsDetail/42') },
      mobileAgent: `format=html5;url=${phoneUrl('/goodsDetail/42')}`,
      applicableDevice: 'pc',
    });
    expect(goodsPageMeta).toBeDefined();
  });
});

describe("Baidu's mobile sitemap", () => {
  test('phone-pages.xml tags phone twins type="mobile" and the fluid page type="pc,mobile"', () => {
    expect(parseSitemapFile(PHONE_SITEMAP)).toEqual({ kind: 'phone' });
    const xml = phonePagesXml(
      [phoneUrlOf('/enterpriseIntroduction?type=1', 'https://shop.example')],
      ['https://shop.example/agreementPrivacy'],
    );
    expect(xml).toContain('xmlns:mobile="http://www.baidu.com/schemas/sitemap-mobile/1/"');
    expect(xml).toContain(
      '<url><loc>https://shop.example/mobileView?target=%2FenterpriseIntroduction%3Ftype%3D1</loc><mobile:mobile type="mobile"/></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://shop.example/agreementPrivacy</loc><mobile:mobile type="pc,mobile"/></url>',
    );
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });
});

describe('phone URL state', () => {
  test('the old ?keyword= and ?category= forms map to their desktop targets', () => {
    expect(targetOf({ keyword: 'CAS 50-78-2', pageNo: '2' })).toBe('/searchCenter?keyword=CAS%2050-78-2&pageNo=2');
    expect(targetOf({ category: '5' })).toBe('/productCenter/productClassifyList/5');
  });

  test('a phone form field q.<param> lands in the target query (and resets the page)', () => {
    expect(targetOf({ target: '/standard?status=现行&pageNo=3', 'q.keyword': 'GB 5009.3' })).toBe(
      `/standard?status=${encodeURIComponent('现行')}&keyword=GB+5009.3`,
    );
  });

  test('an unsafe target falls back to home', () => {
    expect(targetOf({ target: '//evil.example/x' })).toBe('/');
    expect(resolveView('/')?.view.kind).toBe('home');
  });

  test('a target no view serves stays unserved (the shell says 暂无移动版)', () => {
    expect(resolveView('/personalCenter/invoice')).toBeNull();
  });
});

/**
 * The base of every absolute link (canonical, Open Graph, sitemap, robots, JSON-LD, catalogue CSV): SITE_URL, else
 * http://localhost:<PORT> — never a hard-coded :3000 when the server listens elsewhere — and one start-up warning on a
 * production server without SITE_URL.
 */
import {
  absoluteUrl,
  buyerOrigin,
  defaultSiteUrl,
  siteUrl,
  siteUrlWarning,
  warnIfSiteUrlUnset,
} from '../../lib/platform/seo/site';
import { robotsTxt } from '../../lib/platform/seo/robots';
import fs from 'node:fs';
import path from 'node:path';

/** Source files of the app (what renders links). */
function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sources(p, out);
    else if (/\.(ts|tsx)$/.test(e.name)) out.push(p);
  }
  return out;
}

describe('site URL', () => {
  test('SITE_URL unset: http://localhost:<PORT>', () => {
    expect(siteUrl({ PORT: '3999' })).toBe('http://localhost:3999');
    expect(absoluteUrl('/goodsDetail/4237', siteUrl({ PORT: '3999' }))).toBe('http://localhost:3999/goodsDetail/4237');
    expect(robotsTxt(siteUrl({ PORT: '3999' }))).toContain('Sitemap: http://localhost:3999/sitemap.xml');
  });

  test('PORT unset or not a port: Next default 3000', () => {
    expect(siteUrl({})).toBe('http://localhost:3000');
    expect(defaultSiteUrl({ PORT: 'evil.example.com' })).toBe('http://localhost:3000');
  });

  test('SITE_URL wins over PORT, without a trailing slash', () => {
    expect(siteUrl({ SITE_URL: 'https://shop.example.com/', PORT: '3999' })).toBe('https://shop.example.com');
    expect(siteUrl({ SITE_URL: '   ', PORT: '4100' })).toBe('http://localhost:4100');
  });

  test('the process environment is the default source (the links a page renders)', () => {
    const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT };
    try {
      delete process.env.SITE_URL;
      process.env.PORT = '3999';
      expect(absoluteUrl('/sitemap.xml')).toBe('http://localhost:3999/sitemap.xml');
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    }
  });

  test('production without SITE_URL warns once, naming the address it falls back to', () => {
    expect(siteUrlWarning({ NODE_ENV: 'development', PORT: '3999' })).toBeNull();
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: 'https://shop.example.com', PORT: '3999' })).toBeNull();
    expect(siteUrlWarning({ NODE_ENV: 'production', PORT: '3999' })).toContain('http://localhost:3999');
    const logs: string[] = [];
    warnIfSiteUrlUnset({ NODE_ENV: 'development' }, (m) => logs.push(m));
    expect(logs).toEqual([]);
    warnIfSiteUrlUnset({ NODE_ENV: 'production', PORT: '3999' }, (m) => logs.push(m));
    warnIfSiteUrlUnset({ NODE_ENV: 'production', PORT: '3999' }, (m) => logs.push(m));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/SITE_URL/);
  });

  test('no page or library computes its own base URL (one source: lib/platform/seo/site.ts)', () => {
    const root = path.resolve(__dirname, '../..');
    const offenders = ['app', 'lib', 'components']
      .flatMap((d) => sources(path.join(root, d)))
      .filter((f) => /localhost:3000|process\.env\.SITE_URL/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(offenders).toEqual([]);
  });
});

describe('buyerOrigin (where a payment sends the buyer back)', () => {
  const req = (host: string | null, url = 'http://localhost:3000/x', proto?: string) => {
    const headers = new Headers();
    if (host !== null) headers.set('host', host);
    if (proto) headers.set('x-forwarded-proto', proto);
    return { headers, url };
  };
  test('without SITE_URL: the host the buyer used, port included', () => {
    expect(buyerOrigin(req('127.0.0.1:3000'), { PORT: '3000' })).toBe('http://127.0.0.1:3000');
    expect(buyerOrigin(req('[::1]:3000'), {})).toBe('http://[::1]:3000');
    expect(buyerOrigin(req('shop.example.com', 'http://shop.example.com/x', 'https'), {})).toBe(
      'https://shop.example.com',
    );
    expect(buyerOrigin(req(null, 'http://192.168.1.5:3000/x'), {})).toBe('http://192.168.1.5:3000');
  });
  test('SITE_URL wins; a malformed Host falls back to it', () => {
    expect(buyerOrigin(req('127.0.0.1:3000'), { SITE_URL: 'https://shop.example.com/' })).toBe(
      'https://shop.example.com',
    );
    expect(buyerOrigin(req('evil.com/@x'), { PORT: '3100' })).toBe('http://localhost:3100');
    expect(buyerOrigin(req('a b'), {})).toBe('http://localhost:3000');
  });
});

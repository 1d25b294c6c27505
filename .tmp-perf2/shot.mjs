import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
await ctx.addCookies([{ name: 'GUIDE_FINISHED', value: '1', url: 'http://localhost:3500' }]);
const p = await ctx.newPage();
const errs = [];
p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errs.push(m.type() + ': ' + m.text()); });
p.on('response', (r) => { if (r.status() >= 400 || r.url().includes('_rsc')) errs.push('HTTP ' + r.status() + ' ' + r.url()); });
p.on('pageerror', (e) => errs.push('pageerror: ' + e.message));
const url = process.argv[2];
await p.goto(url, { waitUntil: 'load' }); await p.waitForTimeout(2500);
await p.screenshot({ path: '/tmp/shots/goods.png', fullPage: false });
console.log('selected', await p.locator('[data-testid="sku-row"][aria-selected="true"]').getAttribute('data-sku-id'), 'price', await p.getByTestId('selected-price').innerText());
const rows = await p.locator('[data-testid="sku-row"]').all();
if (rows.length > 1) { await rows[rows.length - 1].click(); await p.waitForTimeout(1500); console.log('after click url', p.url(), 'price', await p.getByTestId('selected-price').innerText()); }
console.log(errs.join('\n') || 'no console errors');
await b.close();

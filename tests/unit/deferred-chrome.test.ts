/**
 * What the site chrome (header, menu, side bar), on every page, leaves out of the page's first load (issue 34's JS
 * budget): the mega menu's panel, the user menu's and 关于我们's panels and the side bar's cart list load on first use,
 * and the chrome's texts are modules of their own, apart from the validation and error catalogues the chrome never
 * shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as messages from '@/lib/config/messages';
import { staticImports } from '../helpers/import-graph';

test('the mega menu panel and the side bar cart list are not imported statically by the chrome', () => {
  const chrome = staticImports('components/layout/SiteChrome.tsx');
  expect(chrome).toContain('components/layout/CategoryMegaMenu.tsx');
  expect(chrome).toContain('components/layout/SideBar.tsx');
  expect(chrome).not.toContain('components/layout/CategoryMegaMenuPanel.tsx');
  expect(chrome).not.toContain('components/layout/SideBarCart.tsx');
});

test('the goods page loads the restricted-product notice only for a restricted product (rendered on the server)', () => {
  const goods = staticImports('components/product/GoodsDetailView.tsx');
  expect(goods).not.toContain('components/licences/GoodsLicence.tsx');
  expect(goods).not.toContain('lib/domain/commerce/licences/rules.ts');
});

test('the home loads the first-visit guide only on a first visit; the goods page 到货通知 only for an out-of-stock package', () => {
  const home = staticImports('pages/index.tsx');
  expect(home).toContain('components/home/FirstVisitGuideLoader.tsx');
  expect(home).not.toContain('components/home/FirstVisitGuide.tsx');
  expect(home).not.toContain('components/home/guide-steps.ts');
  expect(staticImports('components/product/GoodsDetailView.tsx')).not.toContain(
    'components/product/StockAlertButton.tsx',
  );
});

test('each core message object is a module of its own, and the area still exports them all', () => {
  const own: Record<string, string> = {
    V: 'validation',
    E: 'errors',
    S: 'successes',
    UI: 'ui',
    CHROME: 'chrome',
    UPLOAD_MSG: 'uploads',
  };
  for (const [name, file] of Object.entries(own)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(`@/lib/config/messages/${file}`) as Record<string, unknown>;
    expect(Object.keys(mod)).toEqual([name]);
    expect((messages as Record<string, unknown>)[name]).toBe(mod[name]);
  }
});

test('the user menu and 关于我们 panels are not part of the chrome the pages load with', () => {
  const chrome = staticImports('components/layout/ChromeFrame.tsx');
  expect(chrome).toContain('components/layout/UserBox.tsx');
  expect(chrome).toContain('components/layout/MainNav.tsx');
  expect(chrome).not.toContain('components/layout/HeaderMenuPanels.tsx');
  for (const f of ['components/layout/UserBox.tsx', 'components/layout/MainNav.tsx'])
    expect(fs.readFileSync(path.join(__dirname, '..', '..', f), 'utf8')).toContain("import('./HeaderMenuPanels')");
});

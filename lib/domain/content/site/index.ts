/**
 * lib/domain/content/site: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { CATALOG_ROWS_PER_FILE, catalogCategories, catalogCsvStream, categoryName } from './catalogCsv';
export { categoryBySlug, hotProducts, siteStats } from './company';
export { firstPage, getHelpPage, helpChildren, helpTreeList, safeExternalUrl } from './help';
export { countNewsView, getNewsArticle, hotNews, latestNews, listNews, listNewsCategories } from './news';
export { dateCn, qIds, qInt, qs, routeId } from './params';
export type { HelpNode, HelpPage, NewsListItem, SP } from './types';

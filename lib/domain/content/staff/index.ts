/**
 * lib/domain/content/staff: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { createBanner, deleteBanner, listBannersAdmin, reorderBanner, updateBanner } from './banners';
export { notFound } from './common';
export {
  createHelpNode,
  deleteHelpNode,
  getHelpNodeAdmin,
  helpTreeAdmin,
  moveHelpNode,
  reorderHelpNode,
  updateHelpNode,
} from './help';
export { storeContentImage } from './images';
export { refreshStorefront } from './invalidate';
export { addLink, linkedProductIds, listLinks, orderLinks, removeLink, updateLinkRole } from './links';
export { lookupProducts } from './lookup';
export {
  createMethod,
  deleteMethod,
  getMethodAdmin,
  listMethodTypesAdmin,
  listMethodsAdmin,
  updateMethod,
} from './methods';
export {
  createNews,
  deleteNews,
  getNewsAdmin,
  listNewsAdmin,
  listNewsCategoriesAdmin,
  saveNewsCategory,
  setNewsStatus,
  updateNews,
} from './news';
export { contentOverview } from './overview';
export { createStandard, deleteStandard, getStandardAdmin, listStandardsAdmin, updateStandard } from './standards';
export type {
  BannerAdmin,
  ContentImage,
  ContentImagePurpose,
  HelpAdminDetail,
  HelpAdminNode,
  HelpKind,
  LinkedProduct,
  LinkOwner,
  MethodAdmin,
  MethodAdminRow,
  NewsAdmin,
  NewsAdminRow,
  NewsCategoryAdmin,
  ProductPick,
  StandardAdmin,
  StandardAdminRow,
} from './types';

/**
 * lib/domain/catalog/products: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { brandsByCategoriesOrCity, categoriesOfBrands, productStats } from './brand-facets';
export { BRAND_PRODUCTS_PAGE_SIZE, escapeLike, findBrandByName, getBrand, listBrands } from './brands';
export {
  BRAND_LIST_TAG,
  CACHE_TTL,
  CATEGORY_TREE_TAG,
  HOME_TAG,
  brandTag,
  categoryTag,
  productTag,
} from './cache-tags';
export { categoryTree, parentCategoryNames } from './categories';
export { chainInTree } from './category-path';
export { findCertificate, getMsds, isExpired, listBatches, productIdByCode } from './certificates';
export type { CertificateDTO, MsdsDTO } from './certificates';
export { loadGoodsPage } from './goods-page';
export type { GoodsPageData } from './goods-page';
export { getStructureInput, listSkus, parseProductId, skusByIds } from './goods';
export type { GoodsDetail, GoodsSku, RelatedProduct } from './goods';
export { LICENCE_CLASSES, licenceInfo } from './hazards';
export { flaggedProducts, getHomeData, itemCols, withPackages } from './home';
export type { BannerDTO, HomeMethod } from './home';
export { invalidateTags } from './invalidate';
export { formatPrice, hasPrice, minPrice, parsePrice, priceLabel } from './price';
export { resolveSlug } from './resolve';
export { localRevalidation, publishChange, setLocalRevalidation, startTagPoller, stopTagPoller } from './tag-broadcast';
export type { ChangeProfile, LocalRevalidation } from './tag-broadcast';
export { stockLabel } from './stock';
export { compactStructureSvg } from './structure-svg';
export type {
  BrandDTO,
  CategoryNode,
  PackageSummary,
  ProductSummary,
  ProductListItem,
  ProductListQuery,
  ProductListResult,
  ProductSort,
} from './types';
export {
  brandHref,
  categoryListHref,
  displayName,
  goodsHref,
  imageVersion,
  productImageSrc,
  structureImageSrc,
} from './urls';

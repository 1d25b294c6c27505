/**
 * lib/domain/catalog/products: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { brandsByCategoriesOrCity, categoriesOfBrands, productStats } from './brand-facets';
export { BRAND_PRODUCTS_PAGE_SIZE, escapeLike, findBrandByName, getBrand, listBrands } from './brands';
export { BRAND_LIST_TAG, CATEGORY_TREE_TAG, HOME_TAG, brandTag, categoryTag, productTag } from './cache-tags';
export {
  getBrandCached,
  getBrandCategoriesCached,
  getBrandListCached,
  getBrandProductsCached,
  getCategoryProductsCached,
  getCategoryTreeCached,
  getGoodsPageData,
  getHomeDataCached,
  getHotProductsCached,
} from './cached';
export { categoryTree, parentCategoryNames } from './categories';
export { chainInTree } from './category-path';
export { findCertificate, getMsds, isExpired, listBatches, productIdByCode } from './certificates';
export type { CertificateDTO, MsdsDTO } from './certificates';
export type { GoodsPageData } from './goods-page';
export { getStructureInput, listSkus, parseProductId, skusByIds } from './goods';
export type { GoodsDetail, GoodsSku, RelatedProduct } from './goods';
export { LICENCE_CLASSES, licenceInfo } from './hazards';
export { itemCols, withPackages } from './home';
export type { BannerDTO, HomeMethod } from './home';
export { invalidateTags, registerLocalRevalidation } from './invalidate';
export { formatPrice, hasPrice, minPrice, parsePrice, priceLabel } from './price';
export { resolveSlug } from './resolve';
export { publishChange } from './tag-broadcast';
export type { ChangeProfile } from './tag-broadcast';
export { stockLabel } from './stock';
export { compactStructureSvg } from './structure-svg';
export type {
  BrandDTO,
  CategoryNode,
  PackageSummary,
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

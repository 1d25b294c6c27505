/**
 * Shared catalogue read types (pages, search, API). Types only: safe to import from client components.
 */
import type { SpecEntry } from '@/lib/db/schema';

/** 'relevance' (综合排序) only means something with a keyword; without one it reads as 'newest'. */
export type ProductSort = 'relevance' | 'newest' | 'name_asc' | 'name_desc' | 'mw_asc' | 'mw_desc';

export type ProductListQuery = {
  keyword?: string;
  categoryId?: number;
  brandIds?: number[];
  categoryIds?: number[];
  deliverys?: string[];
  packageValues?: string[];
  sort?: ProductSort;
  pageNo: number;
  pageSize: number;
};

export type PackageSummary = {
  skuId: number;
  packageValue: string;
  price: number | null;
  stock: number;
  delivery: string;
};

/**
 * A product as every list, picker and card names it: id, catalogue number (货号), curated Chinese and English name,
 * CAS. The one product-summary shape; richer views extend it.
 */
export type ProductSummary = {
  id: number;
  code: string;
  nameZh: string | null;
  nameEn: string;
  cas: string | null;
};

export type ProductListItem = ProductSummary & {
  formula: string | null;
  molecularWeight: number | null;
  purity: string | null;
  imageUrl: string | null;
  hasStructure: boolean;
  isHot: boolean;
  isNew: boolean;
  kind: string;
  brandId: number | null;
  brandName: string | null;
  /** Lowest priced package, or null when every package is 询价. */
  minPrice: number | null;
  packages: PackageSummary[];
};

export type ProductListResult = { list: ProductListItem[]; total: number };

export type { SpecEntry };

export type CategoryNode = {
  id: number;
  parentId: number | null;
  name: string;
  count: number;
  children: CategoryNode[];
};

export type BrandDTO = {
  id: number;
  name: string;
  nameEn: string | null;
  code: string;
  logoUrl: string | null;
  country: string | null;
  description: string | null;
  productCount: number;
};

/**
 * Method (pharmacopoeia) read types. Types only: safe to import from client components.
 */
import type { PackageSummary, ProductSummary } from '@/lib/domain/catalog/products';

export type MethodType = { id: number; name: string; count: number };

export type MethodListItem = {
  id: number;
  api: string;
  apiEn: string | null;
  title: string;
  source: string | null;
  testItem: string | null;
  series: string | null;
  typeId: number | null;
  typeName: string | null;
  isDemo: boolean;
  /** Number of standards/impurities the method needs. */
  productCount: number;
};

export type MethodDetail = MethodListItem & {
  /** Sanitised HTML. */
  content: string;
  updatedAt: string;
};

/** A product as methods and standards show it: identity, chemistry and packages with prices (null = 询价). */
export type ProductBrief = ProductSummary & {
  formula: string | null;
  molecularWeight: number | null;
  purity: string | null;
  storage: string | null;
  imageUrl: string | null;
  hasStructure: boolean;
  brandName: string | null;
  kind: string;
  packages: PackageSummary[];
  /** Lowest priced package, or null when every package is 询价. */
  minPrice: number | null;
};

/** A standard or impurity a method (or a regulatory standard) needs. */
export type RequiredProduct = ProductBrief & { role: string; sort: number };

export type MethodSearchQuery = {
  keyword?: string;
  typeIds?: number[];
  series?: string;
  pageNo: number;
  pageSize: number;
};

/** Side-by-side method comparison. */
export type MethodCompareColumn = MethodDetail & { products: RequiredProduct[] };

/** A product used by several methods (summary view). */
export type ProductSummaryRow = ProductBrief & { methods: { id: number; api: string; title: string; role: string }[] };

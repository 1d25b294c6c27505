/**
 * The staff side's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { ProductSummary } from '@/lib/domain/catalog/products';
import type { EDITED } from './edit';
import type { products } from '@/lib/db/schema';

export type ProductForm = {
  code?: string;
  nameZh?: string;
  nameEn: string;
  synonyms?: string | string[];
  cas?: string;
  categoryId?: number | null;
  brandId?: number | null;
  purity?: string;
  storage?: string;
  shipping?: string;
  hazards?: string | string[];
  licenceClass?: string;
  description?: string;
  /** SMILES or molfile; '' removes the structure; undefined leaves it. */
  structure?: string;
  /** A formula for a product without a structure (ignored when a structure is given). */
  formula?: string;
};

export type ProductRow = typeof products.$inferSelect;

export type Edited = Pick<ProductRow, (typeof EDITED)[number]>;

export type ProductDetail = Edited & {
  id: number;
  molecularWeight: number | null;
  exactMass: number | null;
  inchi: string | null;
  hasStructure: boolean;
  createdAt: string;
  updatedAt: string;
  skus: {
    id: number;
    code: string;
    packageValue: string;
    price: string | null;
    stock: number;
    delivery: string;
    deliveryDays: number | null;
    status: number;
    sort: number;
  }[];
  lots: {
    id: number;
    batchNo: string;
    status: string;
    releasedOn: string | null;
    expiresOn: string | null;
    purity: string | null;
    fileUrl: string | null;
  }[];
};

export type ConsoleProductRow = ProductSummary & {
  formula: string | null;
  categoryName: string | null;
  brandName: string | null;
  status: number;
  skuCount: number;
  stock: number;
  /** Lowest price (exact text), null when every package is 询价. */
  minPrice: string | null;
  hasStructure: boolean;
  updatedAt: string;
};

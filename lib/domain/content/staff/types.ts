/**
 * The staff side's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { banners } from '@/lib/db/schema';
import type { HELP_KINDS } from './help';
import type { CONTENT_IMAGE_PURPOSES } from './images';
import type { LINK_OWNERS } from './links';
import type { ProductSummary } from '@/lib/domain/catalog/products';

export type BannerAdmin = typeof banners.$inferSelect;

export type HelpKind = (typeof HELP_KINDS)[number];

export type HelpAdminNode = {
  id: number;
  parentId: number | null;
  name: string;
  type: number;
  kind: HelpKind;
  sort: number;
  children: HelpAdminNode[];
};

export type HelpAdminDetail = Omit<HelpAdminNode, 'children'> & {
  url: string | null;
  content: string | null;
  childCount: number;
};

export type ContentImagePurpose = (typeof CONTENT_IMAGE_PURPOSES)[number];

export type ContentImage = { fid: number; url: string; mime: string; size: number };

export type LinkOwner = (typeof LINK_OWNERS)[number];

export type LinkedProduct = Omit<ProductSummary, 'id'> & {
  productId: number;
  /** 1 on sale, 0 off the shelf (the storefront hides products off the shelf). */
  status: number;
  role: string | null;
  sort: number;
};

export type ProductPick = ProductSummary & { status: number };

export type MethodAdminRow = {
  id: number;
  api: string;
  title: string;
  typeId: number | null;
  typeName: string | null;
  source: string | null;
  testItem: string | null;
  series: string | null;
  isDemo: boolean;
  productCount: number;
  updatedAt: Date;
};

export type MethodAdmin = MethodAdminRow & { apiEn: string | null; content: string | null };

export type NewsAdminRow = {
  id: number;
  title: string;
  categoryId: number | null;
  categoryName: string | null;
  status: number;
  isTop: boolean;
  isDemo: boolean;
  views: number;
  coverUrl: string | null;
  publishedAt: Date;
  createdAt: Date;
};

export type NewsAdmin = NewsAdminRow & {
  summary: string | null;
  content: string;
  source: string | null;
  author: string | null;
};

export type NewsCategoryAdmin = { id: number; name: string; sort: number; count: number };

export type StandardAdminRow = {
  id: number;
  standardCode: string;
  title: string;
  status: string;
  category: string | null;
  issuer: string | null;
  issuedOn: string | null;
  effectiveOn: string | null;
  isDemo: boolean;
  productCount: number;
};

export type StandardAdmin = StandardAdminRow & {
  titleEn: string | null;
  replacedBy: string | null;
  content: string | null;
};

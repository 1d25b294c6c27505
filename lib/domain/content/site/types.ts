/**
 * The site module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */

export type HelpNode = {
  id: number;
  parentId: number | null;
  name: string;
  /** 1 internal page, 2 external link. */
  type: number;
  description: string | null;
  /** Where the entry leads: the internal page, the (safe) external URL, or null when it has no page. */
  href: string | null;
  external: boolean;
  children: HelpNode[];
};

export type HelpPage = {
  id: number;
  name: string;
  content: string;
  parentId: number | null;
  parentName: string | null;
};

export type NewsListItem = {
  id: number;
  categoryId: number | null;
  categoryName: string | null;
  title: string;
  summary: string;
  coverUrl: string | null;
  source: string | null;
  views: number;
  isTop: boolean;
  isDemo: boolean;
  publishedAt: string;
};

export type SP = Record<string, string | string[] | undefined>;

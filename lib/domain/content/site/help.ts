/**
 * Help centre tree (api/menutree/list, menutree/getMenuTreeListByParentId).
 * type 1 = internal page (content shown at /helpCenter/loginProblem?id=…), type 2 = external link whose
 * description holds the URL.
 */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { helpTree } from '@/lib/db/schema';
import { PAGE_SIZE } from '@/lib/config/constants';
import { sanitizeRichText } from '@/lib/platform/html/sanitize';
import type { HelpNode, HelpPage } from './types';

/** Only http(s) URLs become external links (never javascript: and friends). */
export function safeExternalUrl(u: string | null | undefined): string | null {
  const s = (u ?? '').trim();
  if (!s) return null;
  try {
    const url = new URL(s);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

type Row = {
  id: number;
  parentId: number | null;
  name: string;
  type: number;
  description: string | null;
  hasContent: boolean;
};

function toNode(r: Row): HelpNode {
  if (r.type === 2) {
    const href = safeExternalUrl(r.description);
    return {
      id: r.id,
      parentId: r.parentId,
      name: r.name,
      type: 2,
      description: r.description,
      href,
      external: href !== null,
      children: [],
    };
  }
  return {
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    type: r.type,
    description: r.description,
    // Group headings without content have no page (the spec: many entries have no path).
    href: r.hasContent ? `/helpCenter/loginProblem?id=${r.id}` : null,
    external: false,
    children: [],
  };
}

const rowCols = {
  id: helpTree.id,
  parentId: helpTree.parentId,
  name: helpTree.name,
  type: helpTree.type,
  description: helpTree.description,
};

/** The whole help tree (bounded by PAGE_SIZE.helpTree nodes per level). */
export async function helpTreeList(db: Db, limit: number = PAGE_SIZE.helpTree): Promise<HelpNode[]> {
  const rows = await db
    .select({ ...rowCols, hasContent: sql<boolean>`(coalesce(length(${helpTree.content}), 0) > 0)` })
    .from(helpTree)
    .orderBy(asc(helpTree.sort), asc(helpTree.id))
    .limit(limit * 20);
  const nodes = new Map<number, HelpNode>();
  for (const r of rows) nodes.set(r.id, toNode({ ...r, hasContent: Boolean(r.hasContent) }));
  const roots: HelpNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId !== null ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots.slice(0, limit);
}

/** Direct children of a node (pId 0 or empty: the roots). */
export async function helpChildren(
  db: Db,
  parentId: number,
  limit: number = PAGE_SIZE.helpTreeChildren,
): Promise<HelpNode[]> {
  const rows = await db
    .select({ ...rowCols, hasContent: sql<boolean>`(coalesce(length(${helpTree.content}), 0) > 0)` })
    .from(helpTree)
    .where(parentId > 0 ? eq(helpTree.parentId, parentId) : isNull(helpTree.parentId))
    .orderBy(asc(helpTree.sort), asc(helpTree.id))
    .limit(limit);
  return rows.map((r) => toNode({ ...r, hasContent: Boolean(r.hasContent) }));
}

/** The page shows the name as its h1: drop a first heading that only repeats it. */
export function dropLeadingTitle(html: string, name: string): string {
  const m = /^\s*<h([1-6])>([^<]*)<\/h\1>\s*/.exec(html);
  return m && m[2]!.trim() === name.trim() ? html.slice(m[0].length) : html;
}

/** An internal help page (type 1) with sanitised content. */
export async function getHelpPage(db: Db, id: number): Promise<HelpPage | null> {
  const rows = await db
    .select({
      id: helpTree.id,
      name: helpTree.name,
      content: helpTree.content,
      type: helpTree.type,
      parentId: helpTree.parentId,
    })
    .from(helpTree)
    .where(eq(helpTree.id, id))
    .limit(1);
  const r = rows[0];
  if (!r || r.type === 2) return null;
  let parentName: string | null = null;
  if (r.parentId !== null) {
    const p = await db.select({ name: helpTree.name }).from(helpTree).where(eq(helpTree.id, r.parentId)).limit(1);
    parentName = p[0]?.name ?? null;
  }
  return {
    id: r.id,
    name: r.name,
    content: dropLeadingTitle(sanitizeRichText(r.content), r.name),
    parentId: r.parentId,
    parentName,
  };
}

/** The first internal node with content, optionally under a group whose name matches. */
export function firstPage(tree: HelpNode[], groupName?: RegExp): HelpNode | null {
  const walk = (list: HelpNode[]): HelpNode | null => {
    for (const n of list) {
      if (n.type !== 2 && n.href) return n;
      const c = walk(n.children);
      if (c) return c;
    }
    return null;
  };
  if (groupName) {
    const g = tree.find((n) => groupName.test(n.name));
    if (g) return walk([g]);
  }
  return walk(tree);
}

/**
 * The help centre tree (help_tree) in the console. Spec §3: type 1 is an internal page, type 2 an external link whose
 * description holds the URL. The console offers three kinds on top of that:
 *   目录 folder   — type 1 without content (a group heading; the storefront gives it no page),
 *   文章 article  — type 1 with rich-text content (the storefront page /helpCenter/loginProblem?id=…),
 *   外部链接 link — type 2 with an http(s) URL.
 * Nodes are added, renamed, edited, moved to another parent, ordered among their siblings and deleted (leaves only).
 */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { helpTree } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CONTENT_MSG as M } from '@/lib/config/messages';
import { safeExternalUrl } from '@/lib/domain/content/site';
import { cleanRichText, moveInList, notFound } from './common';
import type { HelpKind, HelpAdminNode, HelpAdminDetail } from './types';

export const HELP_KINDS = ['folder', 'article', 'link'] as const;

/** Upper bound of nodes the console loads (the storefront shows at most 100 per level). */
const MAX_NODES = 2000;

const kindOf = (type: number, hasContent: boolean): HelpKind =>
  type === 2 ? 'link' : hasContent ? 'article' : 'folder';

export async function helpTreeAdmin(db: Db): Promise<HelpAdminNode[]> {
  const rows = await db
    .select({
      id: helpTree.id,
      parentId: helpTree.parentId,
      name: helpTree.name,
      type: helpTree.type,
      sort: helpTree.sort,
      hasContent: sql<boolean>`(coalesce(length(${helpTree.content}), 0) > 0)`,
    })
    .from(helpTree)
    .orderBy(asc(helpTree.sort), asc(helpTree.id))
    .limit(MAX_NODES);
  const nodes = new Map<number, HelpAdminNode>();
  for (const r of rows)
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      name: r.name,
      type: r.type,
      kind: kindOf(r.type, Boolean(r.hasContent)),
      sort: r.sort,
      children: [],
    });
  const roots: HelpAdminNode[] = [];
  for (const n of nodes.values()) {
    const p = n.parentId !== null ? nodes.get(n.parentId) : undefined;
    if (p) p.children.push(n);
    else roots.push(n);
  }
  return roots;
}

export async function getHelpNodeAdmin(db: Db, id: number): Promise<HelpAdminDetail | null> {
  const [r] = await db.select().from(helpTree).where(eq(helpTree.id, id)).limit(1);
  if (!r) return null;
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(helpTree)
    .where(eq(helpTree.parentId, id));
  return {
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    type: r.type,
    kind: kindOf(r.type, Boolean(r.content)),
    sort: r.sort,
    url: r.type === 2 ? r.description : null,
    content: r.type === 2 ? null : r.content,
    childCount: Number(c?.n ?? 0),
  };
}

async function mustGet(db: Db, id: number): Promise<HelpAdminDetail> {
  const r = await getHelpNodeAdmin(db, id);
  if (!r) throw notFound(M.helpNotFound);
  return r;
}

/** A parent that may hold children (exists and is not an external link); null = the root level. */
async function checkParent(db: Db, parentId: number | null | undefined): Promise<number | null> {
  if (!parentId) return null;
  const [p] = await db
    .select({ id: helpTree.id, type: helpTree.type })
    .from(helpTree)
    .where(eq(helpTree.id, parentId))
    .limit(1);
  if (!p) throw new AppError(M.parentInvalid, 'PARENT_INVALID');
  if (p.type === 2) throw new AppError(M.parentIsLink, 'PARENT_IS_LINK');
  return p.id;
}

const siblingsWhere = (parentId: number | null) =>
  parentId === null ? isNull(helpTree.parentId) : eq(helpTree.parentId, parentId);

async function nextSort(db: Db, parentId: number | null): Promise<number> {
  const [r] = await db
    .select({ m: sql<number>`coalesce(max(${helpTree.sort}), 0)::int` })
    .from(helpTree)
    .where(siblingsWhere(parentId));
  return Number(r?.m ?? 0) + 1;
}

/** Type, description and content of a node of `kind`. */
function body(kind: HelpKind, input: { content?: string | null; url?: string | null }) {
  if (kind === 'link') {
    const url = safeExternalUrl(input.url);
    if (!url) throw new AppError(M.urlInvalid, 'URL_INVALID');
    return { type: 2, description: url, content: null };
  }
  if (kind === 'article')
    return { type: 1, description: null, content: cleanRichText(input.content, { required: true }) };
  return { type: 1, description: null, content: null };
}

export type HelpNodeInput = { name: string; kind: HelpKind; content?: string | null; url?: string | null };

export async function createHelpNode(
  db: Db,
  input: HelpNodeInput & { parentId?: number | null },
): Promise<HelpAdminDetail> {
  const parentId = await checkParent(db, input.parentId);
  const b = body(input.kind, input);
  const [r] = await db
    .insert(helpTree)
    .values({ parentId, name: input.name.trim(), ...b, sort: await nextSort(db, parentId) })
    .returning({ id: helpTree.id });
  return mustGet(db, r!.id);
}

export async function updateHelpNode(
  db: Db,
  id: number,
  input: HelpNodeInput,
): Promise<{ before: HelpAdminDetail; after: HelpAdminDetail }> {
  const before = await mustGet(db, id);
  // A node with children cannot become an external link (links hold no children).
  if (input.kind === 'link' && before.childCount > 0) throw new AppError(M.hasChildren, 'HAS_CHILDREN');
  await db
    .update(helpTree)
    .set({ name: input.name.trim(), ...body(input.kind, input) })
    .where(eq(helpTree.id, id));
  return { before, after: await mustGet(db, id) };
}

/** Moves a node under another parent (null: the root level), at the end of its new siblings. */
export async function moveHelpNode(
  db: Db,
  id: number,
  parentId: number | null,
): Promise<{ before: HelpAdminDetail; after: HelpAdminDetail }> {
  const before = await mustGet(db, id);
  const target = await checkParent(db, parentId);
  if (target === before.parentId) return { before, after: before };
  // Walk up from the target: meeting the node itself means moving it into its own subtree.
  for (let cur = target, guard = 0; cur !== null && guard < MAX_NODES; guard++) {
    if (cur === id) throw new AppError(M.moveIntoSelf, 'MOVE_INTO_SELF');
    const [p] = await db.select({ parentId: helpTree.parentId }).from(helpTree).where(eq(helpTree.id, cur)).limit(1);
    cur = p?.parentId ?? null;
  }
  await db
    .update(helpTree)
    .set({ parentId: target, sort: await nextSort(db, target) })
    .where(eq(helpTree.id, id));
  return { before, after: await mustGet(db, id) };
}

/** One place up or down among its siblings (their sort becomes 1…n). */
export async function reorderHelpNode(
  db: Db,
  id: number,
  direction: 'up' | 'down',
): Promise<{ before: HelpAdminDetail; after: HelpAdminDetail }> {
  const before = await mustGet(db, id);
  await db.transaction(async (tx) => {
    const sibs = await tx
      .select({ id: helpTree.id })
      .from(helpTree)
      .where(siblingsWhere(before.parentId))
      .orderBy(asc(helpTree.sort), asc(helpTree.id))
      .for('update');
    const order = moveInList(
      sibs.map((s) => s.id),
      id,
      direction,
    );
    for (const [i, sid] of order.entries())
      await tx
        .update(helpTree)
        .set({ sort: i + 1 })
        .where(eq(helpTree.id, sid));
  });
  return { before, after: await mustGet(db, id) };
}

export async function deleteHelpNode(db: Db, id: number): Promise<HelpAdminDetail> {
  const before = await mustGet(db, id);
  if (before.childCount > 0) throw new AppError(M.hasChildren, 'HAS_CHILDREN');
  await db.delete(helpTree).where(eq(helpTree.id, id));
  return before;
}

/**
 * What the help centre shows for a chosen menu-tree node (pure, no React):
 *  - 'missing': no such node, or an external link (type 2): "该帮助内容不存在或已下线";
 *  - 'empty':   a node without a page of its own (a group such as 新手指南, or an entry whose content is blank):
 *               the empty state 暂无内容, with links to the pages under it when it has any;
 *  - 'content': a page with content.
 */
import type { HelpNode, HelpPage } from '@/lib/domain/content/site';

export type HelpView = 'missing' | 'empty' | 'content';

/** True when sanitised HTML shows something: text (not only whitespace / &nbsp;) or an image. */
export function hasHelpContent(html: string | null | undefined): boolean {
  const s = html ?? '';
  if (/<img\b/i.test(s)) return true;
  const text = s
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, '')
    .trim();
  return text.length > 0;
}

export function helpView(page: Pick<HelpPage, 'content'> | null): HelpView {
  if (!page) return 'missing';
  return hasHelpContent(page.content) ? 'content' : 'empty';
}

export type HelpLink = { id: number; name: string; href: string; external: boolean };

/** The pages below a node (depth first, in tree order): what a group node offers instead of a page. */
export function pagesUnder(tree: readonly HelpNode[], id: number): HelpLink[] {
  const find = (list: readonly HelpNode[]): HelpNode | null => {
    for (const n of list) {
      if (n.id === id) return n;
      const c = find(n.children);
      if (c) return c;
    }
    return null;
  };
  const node = find(tree);
  if (!node) return [];
  const out: HelpLink[] = [];
  const walk = (list: readonly HelpNode[]) => {
    for (const n of list) {
      if (n.href) out.push({ id: n.id, name: n.name, href: n.href, external: n.type === 2 });
      walk(n.children);
    }
  };
  walk(node.children);
  return out;
}

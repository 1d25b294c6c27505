import { describeDb } from '../helpers/db';
import { helpTree } from '../../lib/db/schema';
import { dropLeadingTitle, getHelpPage } from '../../lib/domain/content/site/help';

type Node = { id: number; name: string; type: number; href: string | null; external: boolean; children: Node[] };

describeDb('content API (api/menutree/list, menutree/getMenuTreeListByParentId)', (ctx) => {
  let guide = 0;
  beforeAll(async () => {
    const [g, s] = await ctx.db
      .insert(helpTree)
      .values([
        { name: '新手指南', sort: 1 },
        { name: '购物指南', sort: 2 },
      ])
      .returning();
    guide = g!.id;
    await ctx.db.insert(helpTree).values([
      { parentId: g!.id, name: '注册与登录', type: 1, content: '<p>如何注册</p><script>x</script>', sort: 1 },
      { parentId: g!.id, name: '药典官网', type: 2, description: 'https://www.chp.org.cn/', sort: 2 },
      { parentId: g!.id, name: '坏链接', type: 2, description: 'javascript:alert(1)', sort: 3 },
      { parentId: s!.id, name: '支付方式', type: 1, content: '<p>支付宝</p>', sort: 1 },
    ]);
  });

  test('the tree: groups with children; internal entries link to their page, external ones to the URL', async () => {
    const r = await ctx.api<Node[]>('news', 'POST', 'api/menutree/list', {}, { pageNo: '1', pageSize: '100' });
    expect(r.code).toBe(1);
    expect(r.data.map((n) => n.name)).toEqual(['新手指南', '购物指南']);
    const [login, site, bad] = r.data[0]!.children;
    expect(login).toMatchObject({
      name: '注册与登录',
      type: 1,
      href: `/helpCenter/loginProblem?id=${login!.id}`,
      external: false,
    });
    expect(site).toMatchObject({ name: '药典官网', type: 2, href: 'https://www.chp.org.cn/', external: true });
    expect(bad).toMatchObject({ type: 2, href: null, external: false });
    // A group without content has no page.
    expect(r.data[0]!.href).toBeNull();
  });

  test('children by parent id (form field pId)', async () => {
    const r = await ctx.api<Node[]>('news', 'POST', 'menutree/getMenuTreeListByParentId', `pId=${guide}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(r.code).toBe(1);
    expect(r.totalCount).toBe(3);
    expect(r.data.map((n) => n.name)).toEqual(['注册与登录', '药典官网', '坏链接']);
    const roots = await ctx.api<Node[]>('news', 'POST', 'menutree/getMenuTreeListByParentId', 'pId=0', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(roots.data.map((n) => n.name)).toEqual(['新手指南', '购物指南']);
  });

  test('a help page: sanitised content without a heading that repeats its name', async () => {
    const [n] = await ctx.db
      .insert(helpTree)
      .values({ parentId: guide, name: '发票', content: '<h3>发票</h3><p>说明</p><img src=x onerror=alert(1)>' })
      .returning();
    const page = await getHelpPage(ctx.db, n!.id);
    expect(page).toMatchObject({ name: '发票', parentName: '新手指南' });
    expect(page!.content).toBe('<p>说明</p><img src="x" loading="lazy" />');
    expect(dropLeadingTitle('<h2>其他</h2><p>x</p>', '发票')).toBe('<h2>其他</h2><p>x</p>');
  });

  test('a bad pId is a Chinese code-0 message', async () => {
    const r = await ctx.api('news', 'POST', 'menutree/getMenuTreeListByParentId', 'pId=abc', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(r.code).toBe(0);
    expect(r.message).toBe('父节点编号必须是数字');
  });
});

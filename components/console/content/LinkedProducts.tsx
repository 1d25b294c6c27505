'use client';
/**
 * The products a method needs (or a standard names): search by 货号 / CAS / name and add with a label (对照品,
 * 杂质A…), relabel, move up/down, remove. The storefront method / standard page lists them in this order.
 */
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { consoleApi, ConsoleApiError } from '@/lib/api/staff/client';
import type { LinkedProduct, LinkOwner } from '@/lib/domain/content/staff';
import type { ProductPick } from '@/lib/domain/content/staff';
import { Badge, Table } from '../parts';
import { Btn, useConsoleAction } from '../ui';
import { inputCls } from './fields';

const nameOf = (p: { nameZh: string | null; nameEn: string }) => p.nameZh?.trim() || p.nameEn;

export function LinkedProducts({
  owner,
  ownerId,
  initial,
}: {
  owner: LinkOwner;
  ownerId: number;
  initial: LinkedProduct[];
}) {
  const { run, busy } = useConsoleAction();
  const [list, setList] = useState(initial);
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState(owner === 'method' ? '对照品' : '');
  const [found, setFound] = useState<ProductPick[] | null>(null);
  const [searching, setSearching] = useState(false);
  const linked = new Set(list.map((l) => l.productId));

  const apply = (r: LinkedProduct[] | null) => {
    if (r) setList(r);
    return r;
  };

  const search = async () => {
    if (!keyword.trim()) return;
    setSearching(true);
    try {
      setFound((await consoleApi('content.products.lookup', { keyword })).data);
    } catch (e) {
      toast.error(e instanceof ConsoleApiError ? e.message : '查询失败，请稍后重试');
    } finally {
      setSearching(false);
    }
  };

  const move = (productId: number, d: -1 | 1) => {
    const ids = list.map((l) => l.productId);
    const i = ids.indexOf(productId);
    const j = i + d;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    return run('content.links.order', { owner, id: ownerId, productIds: ids }, '顺序已保存').then(apply);
  };

  return (
    <div className="space-y-4" data-testid="linked-products">
      <Table head={['顺序', '货号', '名称', 'CAS号', '用途标签', '操作']} empty={list.length === 0}>
        {list.map((l, i) => (
          <tr key={l.productId} data-testid="linked-product-row">
            <td className="px-3 py-2 text-ink-500">{i + 1}</td>
            <td className="px-3 py-2 font-mono">{l.code}</td>
            <td className="px-3 py-2">
              {nameOf(l)}
              {l.status !== 1 && (
                <span className="ml-1">
                  <Badge tone="amber">已下架</Badge>
                </span>
              )}
            </td>
            <td className="px-3 py-2 font-mono">{l.cas ?? '-'}</td>
            <td className="px-3 py-2">
              <input
                aria-label={`用途标签 ${l.code}`}
                defaultValue={l.role ?? ''}
                maxLength={60}
                placeholder={owner === 'method' ? '对照品' : '标准物质'}
                className={`${inputCls} w-32`}
                onBlur={(e) => {
                  if (e.target.value.trim() !== (l.role ?? ''))
                    void run(
                      'content.links.update',
                      { owner, id: ownerId, productId: l.productId, role: e.target.value },
                      '已保存',
                    ).then(apply);
                }}
              />
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              <Btn kind="link" disabled={busy || i === 0} onClick={() => move(l.productId, -1)}>
                上移
              </Btn>
              <Btn
                kind="link"
                className="ml-3"
                disabled={busy || i === list.length - 1}
                onClick={() => move(l.productId, 1)}
              >
                下移
              </Btn>
              <Btn
                kind="link"
                className="ml-3 text-red-600"
                disabled={busy}
                onClick={() =>
                  run('content.links.remove', { owner, id: ownerId, productId: l.productId }, '已移除').then(apply)
                }
              >
                移除
              </Btn>
            </td>
          </tr>
        ))}
      </Table>

      <div className="rounded border border-line bg-[#fafbfc] p-3">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <label className="text-sm">
            <span className="mb-1 block text-ink-500">添加商品</span>
            <input
              aria-label="货号、CAS号或名称"
              placeholder="货号、CAS号或名称"
              className={`${inputCls} w-64`}
              maxLength={100}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-ink-500">用途标签</span>
            <input
              aria-label="新商品的用途标签"
              placeholder="如 杂质A"
              className={`${inputCls} w-32`}
              maxLength={60}
              value={role}
              onChange={(e) => setRole(e.target.value)}
            />
          </label>
          <Btn type="submit" kind="default" disabled={searching || !keyword.trim()}>
            {searching ? '查询中…' : '查询'}
          </Btn>
        </form>
        {found && (
          <ul className="mt-3 divide-y divide-line rounded border border-line bg-white" aria-label="查询结果">
            {found.length === 0 && <li className="px-3 py-2 text-sm text-ink-500">没有找到商品</li>}
            {found.map((p) => (
              <li key={p.id} className="flex items-center justify-between px-3 py-2 text-sm" data-testid="lookup-row">
                <span>
                  <span className="font-mono">{p.code}</span>
                  <span className="ml-3">{nameOf(p)}</span>
                  <span className="ml-3 font-mono text-ink-500">{p.cas ?? ''}</span>
                  {p.status !== 1 && (
                    <span className="ml-2">
                      <Badge tone="amber">已下架</Badge>
                    </span>
                  )}
                </span>
                {linked.has(p.id) ? (
                  <span className="text-xs text-ink-500">已在列表中</span>
                ) : (
                  <Btn
                    kind="default"
                    disabled={busy}
                    onClick={() =>
                      run('content.links.add', { owner, id: ownerId, productId: p.id, role }, '已添加').then(apply)
                    }
                  >
                    添加
                  </Btn>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

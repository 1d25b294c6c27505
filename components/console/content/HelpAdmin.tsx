'use client';
/**
 * The help centre tree: the tree on the left (目录 / 文章 / 外部链接), the selected node's editor on the right —
 * rename, body or URL, move to another parent, order among its siblings, delete (leaves only) — and new nodes.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { HelpAdminDetail, HelpAdminNode, HelpKind } from '@/lib/domain/content/staff';
import { Badge } from '../parts';
import { Btn, useConsoleAction } from '../ui';
import { ConfirmButton, ContentForm, Field, FormActions, inputCls } from './fields';
import { RichTextEditor } from './RichTextEditor';

const KIND_LABEL: Record<HelpKind, string> = { folder: '目录', article: '文章', link: '外部链接' };
const KIND_TONE = { folder: 'gray', article: 'blue', link: 'amber' } as const;

function TreeList({ nodes, selected, depth = 0 }: { nodes: HelpAdminNode[]; selected: number | null; depth?: number }) {
  return (
    <ul className={depth ? 'ml-4 border-l border-line pl-2' : ''}>
      {nodes.map((n) => (
        <li key={n.id}>
          <Link
            href={`/console/content/help?id=${n.id}`}
            aria-current={n.id === selected ? 'true' : undefined}
            className={`my-0.5 flex items-center gap-2 rounded px-2 py-1 text-sm ${n.id === selected ? 'bg-brand-50 font-medium text-brand-700' : 'text-ink-900 hover:bg-[#f7f8fa]'}`}
          >
            <Badge tone={KIND_TONE[n.kind]}>{KIND_LABEL[n.kind]}</Badge>
            <span className="truncate">{n.name}</span>
          </Link>
          {n.children.length > 0 && <TreeList nodes={n.children} selected={selected} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** Nodes that may hold children (not links), with their depth, leaving out `except` and its subtree. */
function parentOptions(nodes: HelpAdminNode[], except: number | null, depth = 0): { id: number; label: string }[] {
  return nodes.flatMap((n) =>
    n.id === except || n.kind === 'link'
      ? []
      : [{ id: n.id, label: `${'　'.repeat(depth)}${n.name}` }, ...parentOptions(n.children, except, depth + 1)],
  );
}

type Draft = { parentId: number | null; kind: HelpKind };

function NodeEditor({
  node,
  draft,
  tree,
  onCreated,
}: {
  node?: HelpAdminDetail;
  draft?: Draft;
  tree: HelpAdminNode[];
  onCreated: (id: number) => void;
}) {
  const { run, busy } = useConsoleAction();
  const [name, setName] = useState(node?.name ?? '');
  const [kind, setKind] = useState<HelpKind>(node?.kind ?? draft?.kind ?? 'article');
  const [content, setContent] = useState(node?.content ?? '');
  const [url, setUrl] = useState(node?.url ?? 'https://');
  const save = async () => {
    const input = { name, kind, content: kind === 'article' ? content : null, url: kind === 'link' ? url : null };
    if (node) await run('content.help.update', { id: node.id, ...input }, '已保存');
    else {
      const r = await run('content.help.create', { parentId: draft?.parentId ?? null, ...input }, '已创建');
      if (r) onCreated(r.id);
    }
  };
  return (
    <ContentForm onSave={save}>
      <div className="grid grid-cols-3 gap-4">
        <Field label="名称" required className="col-span-2">
          <input className={inputCls} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="类型">
          <select className={inputCls} value={kind} onChange={(e) => setKind(e.target.value as HelpKind)}>
            {(Object.keys(KIND_LABEL) as HelpKind[]).map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {kind === 'article' && <RichTextEditor label="正文" required value={content} onChange={setContent} />}
      {kind === 'link' && (
        <Field label="链接地址" required hint="http:// 或 https:// 开头，在新窗口打开">
          <input className={inputCls} maxLength={500} value={url} onChange={(e) => setUrl(e.target.value)} />
        </Field>
      )}
      {kind === 'folder' && <p className="text-sm text-ink-500">目录只用于归组，商城帮助中心把它显示为分组标题。</p>}
      <FormActions
        editing={Boolean(node)}
        busy={busy}
        viewHref={node?.kind === 'article' ? `/helpCenter/loginProblem?id=${node.id}` : null}
      />
      {node && <NodePlacement node={node} tree={tree} />}
    </ContentForm>
  );
}

function NodePlacement({ node, tree }: { node: HelpAdminDetail; tree: HelpAdminNode[] }) {
  const router = useRouter();
  const { run, busy } = useConsoleAction();
  const options = parentOptions(tree, node.id);
  return (
    <div className="flex flex-wrap items-end gap-3 border-t border-line pt-4">
      <Field label="上级目录">
        <select
          className={`${inputCls} w-56`}
          value={node.parentId ?? ''}
          disabled={busy}
          onChange={(e) =>
            run('content.help.move', { id: node.id, parentId: Number(e.target.value) || null }, '已移动')
          }
        >
          <option value="">（顶级）</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <Btn
        kind="default"
        disabled={busy}
        onClick={() => run('content.help.reorder', { id: node.id, direction: 'up' }, '顺序已保存')}
      >
        上移
      </Btn>
      <Btn
        kind="default"
        disabled={busy}
        onClick={() => run('content.help.reorder', { id: node.id, direction: 'down' }, '顺序已保存')}
      >
        下移
      </Btn>
      <span className="flex-1" />
      <ConfirmButton
        label="删除"
        disabled={node.childCount > 0}
        message={`确定删除「${node.name}」吗？`}
        onConfirm={async () => {
          if (await run('content.help.delete', { id: node.id }, '已删除'))
            router.push(node.parentId ? `/console/content/help?id=${node.parentId}` : '/console/content/help');
        }}
      />
      {node.childCount > 0 && <span className="text-xs text-ink-500">有下级条目时不能删除</span>}
    </div>
  );
}

export function HelpAdmin({ tree, node }: { tree: HelpAdminNode[]; node: HelpAdminDetail | null }) {
  const router = useRouter();
  const [draft, setDraft] = useState<Draft | null>(null);
  const canHold = node && node.kind !== 'link';
  const start = (parentId: number | null, kind: HelpKind) => setDraft({ parentId, kind });
  return (
    <div className="grid grid-cols-[300px_1fr] gap-4">
      <section className="rounded-md border border-line bg-white p-3" aria-label="帮助目录树">
        <div className="mb-2 flex gap-2">
          <Btn kind="default" onClick={() => start(null, 'folder')}>
            新建顶级目录
          </Btn>
        </div>
        {tree.length ? (
          <TreeList nodes={tree} selected={node?.id ?? null} />
        ) : (
          <p className="py-6 text-center text-sm text-ink-500">暂无条目</p>
        )}
      </section>
      <section className="rounded-md border border-line bg-white p-4">
        {draft ? (
          <>
            <h2 className="mb-3 text-sm font-medium text-ink-900">
              新建{KIND_LABEL[draft.kind]}
              {draft.parentId ? `（在「${node?.id === draft.parentId ? node.name : '所选目录'}」下）` : '（顶级）'}
            </h2>
            <NodeEditor
              key={`new-${draft.parentId}-${draft.kind}`}
              draft={draft}
              tree={tree}
              onCreated={(id) => {
                setDraft(null);
                router.push(`/console/content/help?id=${id}`);
              }}
            />
            <Btn kind="link" className="mt-3" onClick={() => setDraft(null)}>
              取消新建
            </Btn>
          </>
        ) : node ? (
          <>
            <div className="mb-3 flex items-center justify-between">
              <h2 className="text-sm font-medium text-ink-900">编辑：{node.name}</h2>
              {canHold && (
                <div className="flex gap-2">
                  <Btn kind="default" onClick={() => start(node.id, 'folder')}>
                    新建下级目录
                  </Btn>
                  <Btn kind="default" onClick={() => start(node.id, 'article')}>
                    新建下级文章
                  </Btn>
                  <Btn kind="default" onClick={() => start(node.id, 'link')}>
                    新建下级链接
                  </Btn>
                </div>
              )}
            </div>
            <NodeEditor key={node.id} node={node} tree={tree} onCreated={() => undefined} />
          </>
        ) : (
          <p className="py-10 text-center text-sm text-ink-500">在左侧选择一个条目编辑，或新建顶级目录</p>
        )}
      </section>
    </div>
  );
}

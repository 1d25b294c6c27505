'use client';
/** Home banners: a card per banner (image, title, link, shown/hidden) with edit, move and delete; a form for a new one. */
import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { Badge } from '../parts';
import { Btn, useConsoleAction } from '../ui';
import { ConfirmButton, Field, inputCls, orNull, useFields } from './fields';
import { ImageField } from './ImageUpload';

export type BannerRow = {
  id: number;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  link: string | null;
  isVisible: boolean;
  sort: number;
};

function BannerEditor({ banner, onDone }: { banner?: BannerRow; onDone: () => void }) {
  const { run, busy } = useConsoleAction();
  const { v, set, bind } = useFields({
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    imageUrl: banner?.imageUrl ?? '',
    link: banner?.link ?? '',
    isVisible: banner?.isVisible === false ? '0' : '1',
  });
  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const input = {
          title: v.title,
          subtitle: orNull(v.subtitle),
          imageUrl: v.imageUrl || null,
          link: orNull(v.link),
          isVisible: v.isVisible === '1',
        };
        const r = banner
          ? await run('content.banners.update', { id: banner.id, ...input }, '已保存')
          : await run('content.banners.create', input, '已创建');
        if (r) onDone();
      }}
    >
      <Field label="标题" required>
        <input className={inputCls} maxLength={120} {...bind('title')} />
      </Field>
      <Field label="副标题">
        <input className={inputCls} maxLength={200} {...bind('subtitle')} />
      </Field>
      <div className="text-sm">
        <span className="mb-1 block text-ink-500">图片（不上传则显示标题和副标题）</span>
        <ImageField value={v.imageUrl} onChange={(url) => set('imageUrl', url)} purpose="banner" alt="轮播图" />
      </div>
      <Field label="链接" hint="站内路径（如 /productCenter）或 http(s) 地址">
        <input className={inputCls} maxLength={500} {...bind('link')} />
      </Field>
      <Field label="显示">
        <select className={inputCls} {...bind('isVisible')}>
          <option value="1">显示</option>
          <option value="0">隐藏</option>
        </select>
      </Field>
      <div className="flex justify-end gap-2">
        <Btn kind="default" onClick={onDone}>
          取消
        </Btn>
        <Btn type="submit" disabled={busy}>
          保存
        </Btn>
      </div>
    </form>
  );
}

export function BannerAdmin({ banners }: { banners: BannerRow[] }) {
  const { run, busy } = useConsoleAction();
  const [editing, setEditing] = useState<BannerRow | 'new' | null>(null);
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Btn onClick={() => setEditing('new')}>新建轮播图</Btn>
      </div>
      {banners.length === 0 && (
        <p className="rounded border border-line bg-white py-10 text-center text-sm text-ink-500">
          还没有轮播图，首页显示默认横幅
        </p>
      )}
      <ul className="space-y-3">
        {banners.map((b, i) => (
          <li
            key={b.id}
            className="flex items-center gap-4 rounded-md border border-line bg-white p-3"
            data-testid="banner-row"
          >
            <div className="flex h-20 w-48 shrink-0 items-center justify-center overflow-hidden rounded bg-gradient-to-r from-[#0c3466] to-[#1f6fd1] px-3 text-center text-xs text-white">
              {b.imageUrl ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={b.imageUrl} alt={b.title} className="h-full w-full object-cover" />
              ) : (
                b.title
              )}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <div className="font-medium text-ink-900">
                {i + 1}. {b.title} {b.isVisible ? <Badge tone="green">显示</Badge> : <Badge>隐藏</Badge>}
              </div>
              {b.subtitle && <div className="mt-1 truncate text-ink-500">{b.subtitle}</div>}
              <div className="mt-1 truncate font-mono text-xs text-ink-500">{b.link ?? '（无链接）'}</div>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <Btn
                kind="link"
                disabled={busy || i === 0}
                onClick={() => run('content.banners.reorder', { id: b.id, direction: 'up' }, '顺序已保存')}
              >
                上移
              </Btn>
              <Btn
                kind="link"
                disabled={busy || i === banners.length - 1}
                onClick={() => run('content.banners.reorder', { id: b.id, direction: 'down' }, '顺序已保存')}
              >
                下移
              </Btn>
              <Btn kind="link" onClick={() => setEditing(b)}>
                编辑
              </Btn>
              <ConfirmButton
                kind="link"
                label="删除"
                message={`确定删除轮播图「${b.title}」吗？`}
                onConfirm={() => run('content.banners.delete', { id: b.id }, '已删除')}
              />
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? '新建轮播图' : '编辑轮播图'}
        width={560}
      >
        {editing !== null && (
          <BannerEditor
            key={editing === 'new' ? 'new' : editing.id}
            banner={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}

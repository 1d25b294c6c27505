'use client';
/** Create or edit a news article; publish / withdraw / delete from the list (NewsRowActions). */
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { NewsAdmin } from '@/lib/domain/content/staff';
import { Btn, useConsoleAction } from '../ui';
import { ConfirmButton, ContentForm, Field, FormActions, inputCls, orNull, useFields } from './fields';
import { ImageField } from './ImageUpload';
import { RichTextEditor } from './RichTextEditor';

/** The article as the form edits it; publishedAt as an ISO string. */
export type NewsFormData = Pick<
  NewsAdmin,
  'id' | 'title' | 'categoryId' | 'summary' | 'coverUrl' | 'content' | 'status' | 'isTop' | 'source' | 'author'
> & { publishedAt: string };

/** An ISO moment as the value of a datetime-local input (the browser's time zone). */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function NewsForm({ news, categories }: { news?: NewsFormData; categories: { id: number; name: string }[] }) {
  const router = useRouter();
  const { run, busy } = useConsoleAction();
  const { v, set, bind } = useFields({
    title: news?.title ?? '',
    categoryId: news?.categoryId ? String(news.categoryId) : String(categories[0]?.id ?? ''),
    summary: news?.summary ?? '',
    coverUrl: news?.coverUrl ?? '',
    // Filled after mount: the picker shows the browser's time zone, which the server render does not know.
    publishedAt: '',
    status: String(news?.status ?? 1),
    isTop: news?.isTop ? '1' : '0',
    source: news?.source ?? '',
    author: news?.author ?? '',
  });
  const [content, setContent] = useState(news?.content ?? '');
  const publishedAt = news?.publishedAt;
  useEffect(() => {
    if (publishedAt) set('publishedAt', toLocalInput(publishedAt));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishedAt]);

  const save = async () => {
    const input = {
      title: v.title,
      categoryId: Number(v.categoryId) || null,
      summary: orNull(v.summary),
      coverUrl: v.coverUrl || null,
      content,
      publishedAt: v.publishedAt ? new Date(v.publishedAt).toISOString() : null,
      status: (v.status === '1' ? 1 : 0) as 0 | 1,
      isTop: v.isTop === '1',
      source: orNull(v.source),
      author: orNull(v.author),
    };
    if (news) {
      await run('content.news.update', { id: news.id, ...input }, '已保存');
    } else {
      const r = await run('content.news.create', input, '已创建');
      if (r) router.push(`/console/content/news/${r.id}`);
    }
  };

  return (
    <ContentForm onSave={save}>
      <div className="grid grid-cols-3 gap-4">
        <Field label="标题" required className="col-span-2">
          <input className={inputCls} maxLength={200} {...bind('title')} />
        </Field>
        <Field label="分类">
          <select className={inputCls} {...bind('categoryId')}>
            <option value="">（无分类）</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="摘要" className="col-span-2" hint="留空时取正文开头">
          <textarea className={`${inputCls} h-16 py-1`} maxLength={500} {...bind('summary')} />
        </Field>
        <div className="text-sm">
          <span className="mb-1 block text-ink-500">封面图片</span>
          <ImageField value={v.coverUrl} onChange={(url) => set('coverUrl', url)} purpose="news_cover" alt="封面" />
        </div>
        <Field label="发布时间" hint="留空为立即；晚于现在则到时自动上线">
          <input type="datetime-local" className={inputCls} {...bind('publishedAt')} />
        </Field>
        <Field label="发布状态">
          <select className={inputCls} {...bind('status')}>
            <option value="1">发布</option>
            <option value="0">草稿</option>
          </select>
        </Field>
        <Field label="置顶">
          <select className={inputCls} {...bind('isTop')}>
            <option value="0">否</option>
            <option value="1">是</option>
          </select>
        </Field>
        <Field label="来源">
          <input className={inputCls} maxLength={120} {...bind('source')} />
        </Field>
        <Field label="作者">
          <input className={inputCls} maxLength={60} {...bind('author')} />
        </Field>
      </div>
      <RichTextEditor label="正文" required value={content} onChange={setContent} />
      <FormActions
        editing={Boolean(news)}
        busy={busy}
        viewHref={news?.status === 1 ? `/newsInformation/advisoryDetails/${news.id}` : null}
      />
    </ContentForm>
  );
}

export function NewsRowActions({ id, status }: { id: number; status: number }) {
  const { run, busy } = useConsoleAction();
  return (
    <div className="flex items-center gap-3 whitespace-nowrap">
      <a className="text-sm text-brand-600 hover:underline" href={`/console/content/news/${id}`}>
        编辑
      </a>
      {status === 1 ? (
        <Btn kind="link" disabled={busy} onClick={() => run('content.news.status', { id, status: 0 }, '已撤回为草稿')}>
          撤回
        </Btn>
      ) : (
        <Btn kind="link" disabled={busy} onClick={() => run('content.news.status', { id, status: 1 }, '已发布')}>
          发布
        </Btn>
      )}
      <ConfirmButton
        kind="link"
        label="删除"
        message="确定删除这篇资讯吗？删除后不能恢复。"
        onConfirm={() => run('content.news.delete', { id }, '已删除')}
      />
    </div>
  );
}

/** News categories: rename in place, add one. */
export function NewsCategories({ categories }: { categories: { id: number; name: string; count: number }[] }) {
  const { run, busy } = useConsoleAction();
  const [name, setName] = useState('');
  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-2">
        {categories.map((c) => (
          <li key={c.id} className="flex items-center gap-1 rounded border border-line px-2 py-1 text-sm">
            <input
              aria-label={`分类名称 ${c.name}`}
              defaultValue={c.name}
              maxLength={60}
              className="w-24 border-none p-0 text-sm focus:outline-none"
              onBlur={(e) => {
                const next = e.target.value.trim();
                if (next && next !== c.name) void run('content.newsCategory.save', { id: c.id, name: next }, '已保存');
              }}
            />
            <span className="text-xs text-ink-500">{c.count} 篇</span>
          </li>
        ))}
      </ul>
      <form
        className="flex items-center gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await run('content.newsCategory.save', { name }, '已创建')) setName('');
        }}
      >
        <input
          aria-label="新分类名称"
          placeholder="新分类名称"
          className={`${inputCls} w-48`}
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Btn type="submit" kind="default" disabled={busy || !name.trim()}>
          添加分类
        </Btn>
      </form>
    </div>
  );
}

'use client';
/** Create or edit a pharmacopoeia method (its required products are edited beside it: LinkedProducts). */
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { MethodAdmin } from '@/lib/domain/content/staff';
import { useConsoleAction } from '../ui';
import { ContentForm, Field, FormActions, inputCls, orNull, useFields } from './fields';
import { RichTextEditor } from './RichTextEditor';

export type MethodFormData = Pick<
  MethodAdmin,
  'id' | 'api' | 'apiEn' | 'typeId' | 'source' | 'title' | 'testItem' | 'series' | 'content'
>;

export function MethodForm({ method, types }: { method?: MethodFormData; types: { id: number; name: string }[] }) {
  const router = useRouter();
  const { run, busy } = useConsoleAction();
  const { v, bind } = useFields({
    api: method?.api ?? '',
    apiEn: method?.apiEn ?? '',
    typeId: method?.typeId ? String(method.typeId) : String(types[0]?.id ?? ''),
    source: method?.source ?? '',
    title: method?.title ?? '',
    testItem: method?.testItem ?? '',
    series: method?.series ?? '',
  });
  const [content, setContent] = useState(method?.content ?? '');

  const save = async () => {
    const input = {
      api: v.api,
      apiEn: orNull(v.apiEn),
      typeId: Number(v.typeId) || null,
      source: orNull(v.source),
      title: v.title,
      testItem: orNull(v.testItem),
      series: orNull(v.series),
      content,
    };
    if (method) await run('content.methods.update', { id: method.id, ...input }, '已保存');
    else {
      const r = await run('content.methods.create', input, '已创建，请继续添加所需标准品');
      if (r) router.push(`/console/content/methods/${r.id}`);
    }
  };

  return (
    <ContentForm onSave={save}>
      <div className="grid grid-cols-3 gap-4">
        <Field label="方法标题" required className="col-span-2">
          <input className={inputCls} maxLength={300} {...bind('title')} />
        </Field>
        <Field label="方法类型">
          <select className={inputCls} {...bind('typeId')}>
            <option value="">（未分类）</option>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="原料药名称" required>
          <input className={inputCls} maxLength={120} {...bind('api')} />
        </Field>
        <Field label="英文名称">
          <input className={inputCls} maxLength={200} {...bind('apiEn')} />
        </Field>
        <Field label="来源" hint="如 中国药典2025年版二部">
          <input className={inputCls} maxLength={120} {...bind('source')} />
        </Field>
        <Field label="检测项目" hint="如 有关物质、含量测定">
          <input className={inputCls} maxLength={60} {...bind('testItem')} />
        </Field>
        <Field label="系列">
          <input className={inputCls} maxLength={60} {...bind('series')} />
        </Field>
      </div>
      <RichTextEditor label="方法正文" value={content} onChange={setContent} />
      <FormActions
        editing={Boolean(method)}
        busy={busy}
        viewHref={method && `/methods/methodDetaile/${method.id}`}
        remove={
          method && {
            label: '删除方法',
            message: '确定删除该方法吗？其所需标准品列表一并删除，不能恢复。',
            run: async () => {
              if (await run('content.methods.delete', { id: method.id }, '已删除'))
                router.push('/console/content/methods');
            },
          }
        }
      />
    </ContentForm>
  );
}

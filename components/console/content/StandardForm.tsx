'use client';
/** Create or edit a regulatory standard (its linked products are edited beside it: LinkedProducts). */
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { STANDARD_STATUS_OPTIONS } from '@/lib/api/endpoints/staff/content';
import type { StandardAdmin } from '@/lib/domain/content/staff';
import { useConsoleAction } from '../ui';
import { ContentForm, Field, FormActions, inputCls, orNull, useFields } from './fields';
import { RichTextEditor } from './RichTextEditor';

export type StandardFormData = Pick<
  StandardAdmin,
  | 'id'
  | 'standardCode'
  | 'title'
  | 'titleEn'
  | 'issuer'
  | 'category'
  | 'issuedOn'
  | 'effectiveOn'
  | 'status'
  | 'replacedBy'
  | 'content'
>;

type Status = (typeof STANDARD_STATUS_OPTIONS)[number];

export function StandardForm({ standard }: { standard?: StandardFormData }) {
  const router = useRouter();
  const { run, busy } = useConsoleAction();
  const { v, bind } = useFields({
    standardCode: standard?.standardCode ?? '',
    title: standard?.title ?? '',
    titleEn: standard?.titleEn ?? '',
    issuer: standard?.issuer ?? '',
    category: standard?.category ?? '',
    issuedOn: standard?.issuedOn ?? '',
    effectiveOn: standard?.effectiveOn ?? '',
    status: standard?.status ?? '现行',
    replacedBy: standard?.replacedBy ?? '',
  });
  const [content, setContent] = useState(standard?.content ?? '');

  const save = async () => {
    const input = {
      standardCode: v.standardCode,
      title: v.title,
      titleEn: orNull(v.titleEn),
      issuer: orNull(v.issuer),
      category: orNull(v.category),
      issuedOn: orNull(v.issuedOn),
      effectiveOn: orNull(v.effectiveOn),
      status: v.status as Status,
      replacedBy: orNull(v.replacedBy),
      content,
    };
    if (standard) await run('content.standards.update', { id: standard.id, ...input }, '已保存');
    else {
      const r = await run('content.standards.create', input, '已创建，请继续关联商品');
      if (r) router.push(`/console/content/standards/${r.id}`);
    }
  };

  return (
    <ContentForm onSave={save}>
      <div className="grid grid-cols-3 gap-4">
        <Field label="标准号" required hint="如 GB 5009.3-2016">
          <input className={inputCls} maxLength={60} {...bind('standardCode')} />
        </Field>
        <Field label="标准名称" required className="col-span-2">
          <input className={inputCls} maxLength={300} {...bind('title')} />
        </Field>
        <Field label="状态">
          <select className={inputCls} {...bind('status')}>
            {STANDARD_STATUS_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="英文名称" className="col-span-2">
          <input className={inputCls} maxLength={300} {...bind('titleEn')} />
        </Field>
        <Field label="发布单位">
          <input className={inputCls} maxLength={200} {...bind('issuer')} />
        </Field>
        <Field label="分类" hint="如 食品、药品、环境">
          <input className={inputCls} maxLength={60} {...bind('category')} />
        </Field>
        <Field label="代替标准" hint="废止时填写新标准号">
          <input className={inputCls} maxLength={60} {...bind('replacedBy')} />
        </Field>
        <Field label="发布日期">
          <input type="date" className={inputCls} {...bind('issuedOn')} />
        </Field>
        <Field label="实施日期">
          <input type="date" className={inputCls} {...bind('effectiveOn')} />
        </Field>
      </div>
      <RichTextEditor label="标准正文" value={content} onChange={setContent} />
      <FormActions
        editing={Boolean(standard)}
        busy={busy}
        viewHref={standard && `/standard/standardDetail/${standard.id}`}
        remove={
          standard && {
            label: '删除标准',
            message: '确定删除该标准吗？其关联商品一并解除，不能恢复。',
            run: async () => {
              if (await run('content.standards.delete', { id: standard.id }, '已删除'))
                router.push('/console/content/standards');
            },
          }
        }
      />
    </ContentForm>
  );
}

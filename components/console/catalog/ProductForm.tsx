'use client';
/**
 * The product form of the console (new and edit): names, synonyms, CAS, category, brand, purity, storage, shipping,
 * hazard codes, licence class, description, and the structure — drawn in the storefront's OpenChemLib editor or
 * pasted as SMILES. The server computes the identity (formula, MW, InChIKey, fingerprints) on save.
 */
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { DrawnStructure, EditorHandle } from '@/components/structure/OclEditor';
import type { ProductDetail } from '@/lib/domain/catalog/staff';
import { Btn, useConsoleAction } from '../ui';
import { Field, inputCls, useFields } from '../content/fields';
import { LICENCE_CLASSES } from '@/lib/domain/catalog/products/client';

const OclEditor = dynamic(() => import('@/components/structure/OclEditor'), {
  ssr: false,
  loading: () => (
    <div className="flex h-full items-center justify-center text-sm text-ink-500" role="status">
      结构编辑器加载中…
    </div>
  ),
});

export type Option = { id: number; label: string };

export type ProductFormData = Pick<
  ProductDetail,
  | 'id'
  | 'code'
  | 'nameZh'
  | 'nameEn'
  | 'synonyms'
  | 'cas'
  | 'categoryId'
  | 'brandId'
  | 'purity'
  | 'storage'
  | 'shipping'
  | 'hazards'
  | 'licenceClass'
  | 'description'
  | 'smiles'
  | 'formula'
  | 'molecularWeight'
  | 'exactMass'
  | 'inchiKey'
  | 'hasStructure'
>;

export const LICENCE_OPTIONS = [
  { value: '', label: '无' },
  ...Object.entries(LICENCE_CLASSES).map(([value, i]) => ({
    value,
    label: value === 'precursor' ? `${i.label}（类别未标注）` : i.label,
  })),
];

export function ProductForm({
  product,
  categories,
  brands,
  initialCas,
}: {
  product?: ProductFormData;
  categories: Option[];
  brands: Option[];
  initialCas?: string;
}) {
  const router = useRouter();
  const { run, busy } = useConsoleAction();
  const { v, bind } = useFields({
    code: product?.code ?? '',
    nameZh: product?.nameZh ?? '',
    nameEn: product?.nameEn ?? '',
    synonyms: (product?.synonyms ?? []).join('; '),
    cas: product?.cas ?? initialCas ?? '',
    categoryId: product?.categoryId ? String(product.categoryId) : '',
    brandId: product?.brandId ? String(product.brandId) : '',
    purity: product?.purity ?? '',
    storage: product?.storage ?? '',
    shipping: product?.shipping ?? '',
    hazards: (product?.hazards ?? []).join(', '),
    licenceClass: product?.licenceClass ?? '',
    description: product?.description ?? '',
    formula: product?.hasStructure ? '' : (product?.formula ?? ''),
  });
  const initialSmiles = product?.smiles ?? '';
  const [smiles, setSmiles] = useState(initialSmiles);
  const editor = useRef<EditorHandle | null>(null);

  const save = async () => {
    const input = {
      nameZh: v.nameZh,
      nameEn: v.nameEn,
      synonyms: v.synonyms,
      cas: v.cas,
      categoryId: Number(v.categoryId) || null,
      brandId: Number(v.brandId) || null,
      purity: v.purity,
      storage: v.storage,
      shipping: v.shipping,
      hazards: v.hazards,
      licenceClass: v.licenceClass,
      description: v.description,
      // Sent only when changed: the server recomputes the identity from it.
      ...(smiles.trim() !== initialSmiles.trim() ? { structure: smiles.trim() } : {}),
      ...(smiles.trim() ? {} : { formula: v.formula }),
    };
    if (product) {
      await run('catalog.update', { id: product.id, ...input }, '已保存');
    } else {
      const r = await run(
        'catalog.create',
        { code: v.code, ...input },
        (d) => `已创建商品 ${(d as { code: string }).code}`,
      );
      if (r) router.push(`/console/catalog/${(r as { id: number }).id}`);
    }
  };

  return (
    <form
      className="grid grid-cols-1 gap-6 xl:grid-cols-[1fr_380px]"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid="product-form"
    >
      <div className="grid grid-cols-2 gap-4">
        {product ? (
          <Field label="货号">
            <input className={`${inputCls} bg-[#f7f8fa]`} value={product.code} readOnly aria-readonly />
          </Field>
        ) : (
          <Field label="货号" required hint="字母、数字、点、下划线或短横线">
            <input className={inputCls} {...bind('code')} maxLength={40} required />
          </Field>
        )}
        <Field label="CAS 号" hint="校验位会被检查">
          <input className={inputCls} {...bind('cas')} maxLength={20} placeholder="如 103-90-2" />
        </Field>
        <Field label="中文名">
          <input className={inputCls} {...bind('nameZh')} maxLength={200} />
        </Field>
        <Field label="英文名" required>
          <input className={inputCls} {...bind('nameEn')} maxLength={200} required />
        </Field>
        <Field label="别名" hint="多个用 ; 分隔" className="col-span-2">
          <input className={inputCls} {...bind('synonyms')} />
        </Field>
        <Field label="类别">
          <select className={inputCls} {...bind('categoryId')}>
            <option value="">未分类</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="品牌">
          <select className={inputCls} {...bind('brandId')}>
            <option value="">无</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="纯度">
          <input className={inputCls} {...bind('purity')} maxLength={60} placeholder="如 ≥98%" />
        </Field>
        <Field label="储存条件">
          <input className={inputCls} {...bind('storage')} maxLength={120} placeholder="如 2-8℃" />
        </Field>
        <Field label="运输条件">
          <input className={inputCls} {...bind('shipping')} maxLength={120} placeholder="如 常温运输" />
        </Field>
        <Field label="管制类别">
          <select className={inputCls} {...bind('licenceClass')}>
            {LICENCE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="危险性（GHS）" hint="象形图与 H 代码，如 GHS07, H302" className="col-span-2">
          <input className={inputCls} {...bind('hazards')} />
        </Field>
        <Field label="描述" className="col-span-2">
          <textarea className={`${inputCls} h-24 py-1`} {...bind('description')} maxLength={5000} />
        </Field>
        <div className="col-span-2 flex gap-2">
          <Btn type="submit" disabled={busy} data-testid="product-save">
            {busy ? '保存中…' : product ? '保存' : '创建商品'}
          </Btn>
        </div>
      </div>
      <div>
        <p className="mb-1 text-sm text-ink-500">结构式（在编辑器中绘制或粘贴 SMILES）</p>
        <div className="h-[300px] overflow-hidden rounded border border-line bg-white" data-testid="product-editor">
          <OclEditor
            initial={initialSmiles || undefined}
            onChange={(s: DrawnStructure) => setSmiles(s.atoms > 0 ? s.smiles : '')}
            onReady={(h) => (editor.current = h)}
            className="h-full w-full"
          />
        </div>
        <label className="mt-2 block text-sm">
          <span className="mb-1 block text-ink-500">SMILES</span>
          <input
            className={`${inputCls} font-mono text-xs`}
            value={smiles}
            onChange={(e) => setSmiles(e.target.value)}
            onBlur={() => {
              if (smiles.trim()) editor.current?.load(smiles.trim());
              else editor.current?.clear();
            }}
            placeholder="如 CC(=O)Nc1ccc(O)cc1"
            data-testid="product-smiles"
          />
        </label>
        {!smiles.trim() && (
          <label className="mt-2 block text-sm">
            <span className="mb-1 block text-ink-500">分子式（无结构时）</span>
            <input className={inputCls} {...bind('formula')} maxLength={120} placeholder="如 C8H9NO2" />
          </label>
        )}
        {product?.hasStructure && (
          <dl
            className="mt-3 grid grid-cols-[6rem_1fr] gap-y-1 rounded border border-line bg-[#f7f8fa] p-3 text-xs"
            data-testid="product-identity"
          >
            <dt className="text-ink-500">分子式</dt>
            <dd>{product.formula ?? '-'}</dd>
            <dt className="text-ink-500">分子量</dt>
            <dd>{product.molecularWeight ?? '-'}</dd>
            <dt className="text-ink-500">精确质量</dt>
            <dd>{product.exactMass ?? '-'}</dd>
            <dt className="text-ink-500">InChIKey</dt>
            <dd className="break-all font-mono">{product.inchiKey ?? '-'}</dd>
          </dl>
        )}
        <p className="mt-2 text-xs text-ink-500">
          保存时由服务器计算分子式、分子量、InChIKey 与结构指纹，并更新结构检索索引。
        </p>
      </div>
    </form>
  );
}

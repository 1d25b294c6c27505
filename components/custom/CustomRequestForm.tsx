'use client';
/**
 * /customizedServices (定制服务): the custom-synthesis request. Login is required (proxy guard) and real-name
 * verification (spec §5): an unverified buyer gets the warning and goes to /personalCenter?needAuthentication=1.
 * The compound is named (name, CAS), drawn or pasted with the structure editor, or given as a file; quantity,
 * purity, the analyses wanted, a delivery date and notes complete it.
 */
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { useUserInfo } from '@/lib/client/profile-queries';
import { requireRealName } from '@/lib/client/profile-auth';
import { toast } from '@/lib/client/toast';
import { BUYER_LIMITS, CUSTOM_RULES } from '@/lib/config/constants';
import { CUSTOM_MSG } from '@/lib/config/messages';
import { isValidCas } from '@/lib/domain/catalog/search/client';
import { checkDocument } from '@/components/account/center/ImageUpload';
import { FormRow, Loading } from '@/components/account/center/ui';
import type { DrawnStructure } from '@/components/structure/OclEditor';
import { chinaDateAfter } from '@/lib/kernel/time';

const OclEditor = dynamic(() => import('@/components/structure/OclEditor'), {
  ssr: false,
  loading: () => (
    <div className="flex h-full items-center justify-center text-[13px] text-ink-500" role="status">
      结构编辑器加载中…
    </div>
  ),
});

export function CustomRequestForm() {
  const router = useRouter();
  const qc = useQueryClient();
  const user = useUserInfo();
  const checked = useRef(false);
  // Pre-filled from a link (the nitrosamine risk screen's 定制合成: ?productName=&smiles=&notes=).
  const sp = useSearchParams();
  const [f, setF] = useState({
    productName: (sp?.get('productName') ?? '').slice(0, 100),
    cas: '',
    quantity: '',
    purity: '≥98%',
    deliveryDate: '',
    notes: (sp?.get('notes') ?? '').slice(0, 500),
  });
  const [analyses, setAnalyses] = useState<string[]>(['HPLC', 'COA']);
  const [smiles, setSmiles] = useState((sp?.get('smiles') ?? '').slice(0, 2000));
  const [drawn, setDrawn] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const earliest = chinaDateAfter(CUSTOM_RULES.minLeadDays);

  // Spec §5: without real-name verification, warn and send the buyer to verify first.
  useEffect(() => {
    if (user.data && !checked.current) {
      checked.current = true;
      requireRealName(user.data, (p) => router.replace(p));
    }
  }, [user.data, router]);

  if (user.isPending)
    return (
      <div className="card">
        <Loading />
      </div>
    );

  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setF({ ...f, [k]: e.target.value });

  async function pickFile(list: FileList | null) {
    const x = list?.[0];
    if (!x) return;
    const problem = await checkDocument(x, true, BUYER_LIMITS.documentMaxBytes);
    if (problem) return toast.error(/类型|格式/.test(problem) ? CUSTOM_MSG.fileTypeInvalid : problem);
    setFile(x);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!requireRealName(user.data, (p) => router.replace(p))) return;
    const errs: Record<string, string> = {};
    if (!f.productName.trim()) errs.productName = CUSTOM_MSG.nameRequired;
    if (f.cas.trim() && !isValidCas(f.cas.trim())) errs.cas = CUSTOM_MSG.casInvalid;
    if (!f.quantity.trim()) errs.quantity = CUSTOM_MSG.quantityRequired;
    if (f.deliveryDate && f.deliveryDate < earliest)
      errs.deliveryDate = CUSTOM_MSG.dateInvalid(CUSTOM_RULES.minLeadDays);
    setErrors(errs);
    if (Object.keys(errs).length || busy) return;
    setBusy(true);
    try {
      const fd = new FormData();
      fd.append('productName', f.productName.trim());
      if (f.cas.trim()) fd.append('cas', f.cas.trim());
      if (smiles.trim()) fd.append('smiles', smiles.trim());
      fd.append('quantity', f.quantity.trim());
      if (f.purity.trim()) fd.append('purity', f.purity.trim());
      fd.append('analyses', analyses.join(','));
      if (f.deliveryDate) fd.append('deliveryDate', f.deliveryDate);
      if (f.notes.trim()) fd.append('notes', f.notes.trim());
      if (file) fd.append('file', file);
      const r = await api('custom.submit', fd);
      toast.success(r.message);
      await qc.invalidateQueries({ queryKey: ['custom'] });
      router.push(`/customizedServices/customizedsuccess?id=${r.id}&no=${encodeURIComponent(r.requestNo)}`);
    } catch (err) {
      notifyError(err);
      setBusy(false);
    }
  }

  return (
    <div className="card p-6" data-testid="custom-form">
      <div className="mb-4 flex items-end justify-between border-b border-line pb-3">
        <div>
          <h1 className="text-[18px] font-semibold text-ink-900">定制合成需求</h1>
          <p className="mt-1 text-[13px] text-ink-500">
            杂质、代谢物、同位素标记物与非目录化合物定制：提交后 2 个工作日内评估报价，接受报价即可像普通订单一样结算。
          </p>
        </div>
        <Link href="/orderCenter/myCustom" className="text-[13px] text-brand-600 hover:underline">
          我的定制
        </Link>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-[1fr_380px] gap-6">
        <div>
          <FormRow label="化合物名称" required error={errors.productName} htmlFor="cu-name">
            <input
              id="cu-name"
              className="input w-full"
              value={f.productName}
              onChange={set('productName')}
              placeholder="中文名或英文名，如 对乙酰氨基酚杂质K-d4"
              data-testid="custom-name"
            />
          </FormRow>
          <FormRow label="CAS 号" error={errors.cas} htmlFor="cu-cas">
            <input
              id="cu-cas"
              className="input w-48"
              value={f.cas}
              onChange={set('cas')}
              placeholder="选填"
              data-testid="custom-cas"
            />
          </FormRow>
          <FormRow label="需求数量" required error={errors.quantity} htmlFor="cu-qty">
            <input
              id="cu-qty"
              className="input w-48"
              value={f.quantity}
              onChange={set('quantity')}
              placeholder="如 100 mg"
              data-testid="custom-quantity"
            />
          </FormRow>
          <FormRow label="纯度要求" htmlFor="cu-purity">
            <input id="cu-purity" className="input w-48" value={f.purity} onChange={set('purity')} />
          </FormRow>
          <FormRow label="检测项目">
            <div className="flex flex-wrap gap-x-4 gap-y-1.5 text-[13px]">
              {CUSTOM_RULES.analyses.map((a) => (
                <label key={a} className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={analyses.includes(a)}
                    onChange={(e) => setAnalyses(e.target.checked ? [...analyses, a] : analyses.filter((x) => x !== a))}
                  />
                  {a}
                </label>
              ))}
            </div>
          </FormRow>
          <FormRow label="期望交期" error={errors.deliveryDate} htmlFor="cu-date" hint={`最早 ${earliest}`}>
            <input
              id="cu-date"
              type="date"
              min={earliest}
              className="input w-48"
              value={f.deliveryDate}
              onChange={set('deliveryDate')}
            />
          </FormRow>
          <FormRow label="补充说明" htmlFor="cu-notes">
            <textarea
              id="cu-notes"
              rows={3}
              maxLength={CUSTOM_RULES.notesMax}
              className="input w-full"
              value={f.notes}
              onChange={set('notes')}
              placeholder="如标记位置、盐型、用途（方法开发/杂质定位）、参考文献"
            />
          </FormRow>
          <FormRow label="附件" hint="结构式、谱图或技术要求，png/jpg/PDF">
            <div className="flex items-center gap-2 text-[13px]">
              {file ? (
                <span className="rounded border border-line px-2 py-1">
                  {file.name}
                  <button
                    type="button"
                    aria-label="移除附件"
                    className="ml-1 text-ink-500 hover:text-danger"
                    onClick={() => setFile(null)}
                  >
                    ×
                  </button>
                </span>
              ) : (
                <label className="btn btn-outline btn-sm cursor-pointer">
                  上传文件
                  <input
                    type="file"
                    accept="image/png,image/jpeg,application/pdf"
                    className="sr-only"
                    onChange={(e) => {
                      void pickFile(e.target.files);
                      e.target.value = '';
                    }}
                  />
                </label>
              )}
            </div>
          </FormRow>
          <div className="mt-4 flex gap-3 pl-[7.5rem]">
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="custom-submit">
              {busy ? '提交中…' : '提交定制需求'}
            </button>
          </div>
        </div>
        <div>
          <p className="mb-1 text-[13px] font-medium text-ink-900">结构式（选填）</p>
          <div className="h-[320px] rounded border border-line bg-white" data-testid="custom-editor">
            <OclEditor
              initial={smiles}
              onChange={(s: DrawnStructure) => {
                setSmiles(s.atoms > 0 ? s.smiles : '');
                setDrawn(s.atoms > 0);
              }}
            />
          </div>
          <label className="mt-2 block text-[12px] text-ink-500" htmlFor="cu-smiles">
            或粘贴 SMILES
          </label>
          <input
            id="cu-smiles"
            className="input mt-1 w-full font-mono text-[12px]"
            value={drawn ? smiles : smiles}
            onChange={(e) => {
              setSmiles(e.target.value);
              setDrawn(false);
            }}
            placeholder="如 Nc1ccc(O)cc1"
            data-testid="custom-smiles"
          />
        </div>
      </form>
    </div>
  );
}

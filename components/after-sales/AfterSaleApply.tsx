'use client';
/**
 * /afterSalesCenter/afterApplication?orderNo=&lineId= (申请售后): choose the line, the kind (退货退款 / 换货 / 仅退款 /
 * 质量投诉), the quantity (no more than is left to claim), the reason and a description, and up to 3 images or a PDF
 * (checked by their first bytes here, and again on the server). The refund amount shown is the line's price × the
 * quantity; the server computes it again.
 */
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { yuan } from '@/lib/client/orders';
import { AFTER_SALE_RULES, BUYER_LIMITS } from '@/lib/config/constants';
import { AFTER_SALE_MSG } from '@/lib/config/messages';
import { checkDocument } from '@/components/account/center/ImageUpload';
import { FormRow, LoadError, Loading, Panel, SubmitRow, formatTime } from '@/components/account/center/ui';

const TYPES = [
  { value: 'return', label: '退货退款', hint: '寄回商品，审核通过后退款' },
  { value: 'replace', label: '换货', hint: '寄回商品，为您补发同规格新品' },
  { value: 'refund', label: '仅退款', hint: '无需寄回（如少发、漏发）' },
  { value: 'complaint', label: '质量投诉', hint: '纯度、COA 或标签与订单不符' },
] as const;

const REASONS = [
  '包装破损或泄漏',
  '规格或货号发错',
  '少发或漏发',
  '纯度/含量与 COA 不符',
  '标签或批号信息有误',
  '其他',
];

export function AfterSaleApply() {
  const { isLogin } = useSession();
  const sp = useSearchParams();
  const router = useRouter();
  const qc = useQueryClient();
  const orderNo = sp?.get('orderNo') ?? '';
  const q = useQuery({
    queryKey: ['afterSale', 'claimable', orderNo],
    queryFn: () => api('afterSale.claimable', { orderNo }),
    enabled: isLogin && !!orderNo,
    retry: false,
  });
  const [lineId, setLineId] = useState<number | null>(Number(sp?.get('lineId')) || null);
  const [type, setType] = useState<string>('return');
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (!orderNo)
    return (
      <Panel title="申请售后">
        <p className="p-6 text-center text-ink-500">{AFTER_SALE_MSG.orderNotFound}</p>
      </Panel>
    );
  if (q.isPending)
    return (
      <Panel title="申请售后">
        <Loading />
      </Panel>
    );
  if (q.isError)
    return (
      <Panel title="申请售后">
        <LoadError onRetry={() => void q.refetch()} />
      </Panel>
    );
  const order = q.data;
  const line = order.lines.find((l) => l.lineId === lineId) ?? (order.lines.length === 1 ? order.lines[0] : undefined);

  async function addFiles(list: FileList | null) {
    if (!list) return;
    const next = [...files];
    for (const f of Array.from(list)) {
      if (next.length >= AFTER_SALE_RULES.maxFiles) {
        toast.error(AFTER_SALE_MSG.tooManyFiles(AFTER_SALE_RULES.maxFiles));
        break;
      }
      const problem = await checkDocument(f, true, BUYER_LIMITS.documentMaxBytes);
      if (problem) {
        toast.error(
          problem === AFTER_SALE_MSG.fileTypeInvalid || /类型|格式/.test(problem)
            ? AFTER_SALE_MSG.fileTypeInvalid
            : problem,
        );
        continue;
      }
      next.push(f);
    }
    setFiles(next);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!line) errs.line = AFTER_SALE_MSG.lineNotFound;
    else if (quantity > line.left) errs.quantity = AFTER_SALE_MSG.quantityTooMany(line.left);
    if (!Number.isInteger(quantity) || quantity < 1) errs.quantity = AFTER_SALE_MSG.quantityInvalid;
    if (!reason.trim()) errs.reason = AFTER_SALE_MSG.reasonRequired;
    setErrors(errs);
    if (Object.keys(errs).length || !line || busy) return;
    setBusy(true);
    try {
      const fd = new FormData();
      fd.append('orderNo', order.orderNo);
      fd.append('lineId', String(line.lineId));
      fd.append('type', type);
      fd.append('quantity', String(quantity));
      fd.append('reason', reason.trim());
      if (description.trim()) fd.append('description', description.trim());
      for (const f of files) fd.append('files', f);
      const r = await api('afterSale.apply', fd);
      toast.success(r.message);
      await qc.invalidateQueries({ queryKey: ['afterSale'] });
      router.push(`/afterSalesCenter/afterASingle?id=${r.id}`);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel
      title="申请售后"
      testId="after-sale-apply"
      extra={
        <Link
          href={`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(order.orderNo)}`}
          className="text-[13px] text-brand-600 hover:underline"
        >
          返回订单详情
        </Link>
      }
    >
      <p className="mb-3 rounded bg-surface px-4 py-2 text-[13px]">
        订单号 <span className="font-mono">{order.orderNo}</span>
        {order.deadline && (
          <span className="ml-3 text-ink-500">
            可申请至 {formatTime(order.deadline)}（收货后 {AFTER_SALE_RULES.windowDays} 天内）
          </span>
        )}
      </p>
      {!order.open ? (
        <p className="p-6 text-center text-danger" data-testid="after-sale-closed">
          {order.reason}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="max-w-[720px]">
          <FormRow label="售后商品" required error={errors.line}>
            <div className="flex flex-col gap-1.5" role="radiogroup" aria-label="售后商品">
              {order.lines.map((l) => (
                <label
                  key={l.lineId}
                  className={`flex items-center gap-2 rounded border px-3 py-2 text-[13px] ${l.left === 0 ? 'opacity-60' : 'cursor-pointer'} ${line?.lineId === l.lineId ? 'border-brand-500 bg-brand-50/50' : 'border-line'}`}
                >
                  <input
                    type="radio"
                    name="line"
                    disabled={l.left === 0}
                    checked={line?.lineId === l.lineId}
                    onChange={() => {
                      setLineId(l.lineId);
                      setQuantity(1);
                    }}
                  />
                  <span className="min-w-0 flex-1">
                    {l.name}
                    <span className="ml-2 text-xs text-ink-500">
                      {l.code ?? '—'} · {l.packageValue ?? '—'} · {yuan(l.price)} × {l.num}
                    </span>
                  </span>
                  <span className="text-xs text-ink-500">{l.left === 0 ? '已全部申请' : `可申请 ${l.left} 件`}</span>
                </label>
              ))}
            </div>
          </FormRow>
          <FormRow label="售后类型" required>
            <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="售后类型">
              {TYPES.map((t) => (
                <label
                  key={t.value}
                  className={`cursor-pointer rounded border px-3 py-2 text-[13px] ${type === t.value ? 'border-brand-500 bg-brand-50/50' : 'border-line'}`}
                >
                  <input
                    type="radio"
                    name="type"
                    value={t.value}
                    checked={type === t.value}
                    onChange={() => setType(t.value)}
                    className="mr-2"
                    data-testid={`after-sale-type-${t.value}`}
                  />
                  {t.label}
                  <span className="block pl-5 text-xs text-ink-500">{t.hint}</span>
                </label>
              ))}
            </div>
          </FormRow>
          <FormRow
            label="申请数量"
            required
            error={errors.quantity}
            htmlFor="as-qty"
            hint={
              line && (type === 'return' || type === 'refund')
                ? `预计退款 ${yuan(line.price * quantity)}（以审核为准）`
                : undefined
            }
          >
            <input
              id="as-qty"
              type="number"
              min={1}
              max={line?.left ?? 1}
              value={quantity}
              onChange={(e) => setQuantity(Math.floor(Number(e.target.value)))}
              className="input w-28"
              data-testid="after-sale-quantity"
            />
          </FormRow>
          <FormRow label="售后原因" required error={errors.reason} htmlFor="as-reason">
            <select
              id="as-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="input w-72"
              data-testid="after-sale-reason"
            >
              <option value="">请选择</option>
              {REASONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow label="问题描述" htmlFor="as-desc" hint={`${description.length}/${AFTER_SALE_RULES.descriptionMax}`}>
            <textarea
              id="as-desc"
              value={description}
              maxLength={AFTER_SALE_RULES.descriptionMax}
              onChange={(e) => setDescription(e.target.value)}
              rows={4}
              className="input w-full"
              placeholder="请描述问题，如批号、破损情况、检测结果等"
              data-testid="after-sale-description"
            />
          </FormRow>
          <FormRow label="图片或 PDF" hint={`最多 ${AFTER_SALE_RULES.maxFiles} 个，png/jpg/PDF`}>
            <div className="flex flex-wrap items-center gap-2">
              {files.map((f, i) => (
                <span
                  key={i}
                  className="flex items-center gap-1 rounded border border-line px-2 py-1 text-xs"
                  data-testid="after-sale-file"
                >
                  {f.name}
                  <button
                    type="button"
                    aria-label={`移除 ${f.name}`}
                    className="text-ink-500 hover:text-danger"
                    onClick={() => setFiles(files.filter((_, j) => j !== i))}
                  >
                    ×
                  </button>
                </span>
              ))}
              {files.length < AFTER_SALE_RULES.maxFiles && (
                <label className="btn btn-outline btn-sm cursor-pointer">
                  上传文件
                  <input
                    type="file"
                    accept="image/png,image/jpeg,application/pdf"
                    multiple
                    className="sr-only"
                    onChange={(e) => {
                      void addFiles(e.target.files);
                      e.target.value = '';
                    }}
                    data-testid="after-sale-files"
                  />
                </label>
              )}
            </div>
          </FormRow>
          <SubmitRow busy={busy} label="提交申请" testId="after-sale-submit" />
        </form>
      )}
    </Panel>
  );
}

'use client';
/**
 * /personalCenter/qualification — 企业资质: the one place a buyer keeps the documents restricted chemicals need
 * (第一类易制毒 购买许可证, 第二/三类 备案证明, 易制爆 购买证明, 管制品 购用批准文件): what each class needs and where
 * the buyer stands, the organisation's (shared by its members) and the buyer's own documents with their review
 * status, and the upload form (type, number, issuing authority, validity, scan). ?kind= opens the form for a kind.
 */
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api/client';
import type { LicenceDTO, LicenceOverview } from '@/lib/api/endpoints/licences';
import { useAction, useCenterQuery } from '@/lib/client/profile-queries';
import { BUYER_LIMITS, LICENCE_RULES } from '@/lib/config/constants';
import { LICENCE_MSG } from '@/lib/config/messages';
import {
  LICENCE_KINDS,
  LICENCE_KIND_AUTHORITY_HINT,
  LICENCE_KIND_LABELS,
  RESTRICTED_CLASSES,
  isIsoDate,
  isLicenceKind,
  standingFor,
  type LicenceKind,
  type RestrictedClass,
} from '@/lib/domain/commerce/licences/client';
import { todayInChina } from '@/lib/kernel/time';
import { ConfirmDialog, Modal } from '@/components/ui/Modal';
import { EmptyState } from '@/components/ui/EmptyState';
import { ENTERPRISE_VERIFY_HREF } from '@/components/licences/LicenceNotice';
import { ImageUpload } from './ImageUpload';
import { FormRow, LoadError, Loading, Panel } from './ui';
import { FormActions } from '@/components/ui/FormActions';

const TONE: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-700 border-amber-200',
  approved: 'bg-green-50 text-success border-green-200',
  rejected: 'bg-red-50 text-danger border-red-200',
  revoked: 'bg-red-50 text-danger border-red-200',
  expired: 'bg-red-50 text-danger border-red-200',
  not_yet_valid: 'bg-amber-50 text-amber-700 border-amber-200',
  withdrawn: 'bg-surface text-ink-500 border-line',
};

const STANDING: Record<string, string> = {
  none: '未上传',
  pending: '审核中',
  approved: '已通过',
  rejected: '已驳回',
  revoked: '已撤销',
  expired: '已过期',
  not_yet_valid: '未生效',
  org_only: '仅限单位采购',
  org_uncertified: '单位未通过企业认证',
};

export function Qualifications() {
  const q = useCenterQuery('licence.list');
  const sp = useSearchParams();
  const asked = sp?.get('kind');
  const [form, setForm] = useState<LicenceKind | 'any' | null>(null);
  const [withdrawing, setWithdrawing] = useState<LicenceDTO | null>(null);
  const { run, busy } = useAction();
  const data = q.data;
  // ?kind= (from the cart, the goods page or settlement) opens the form for that kind once, when the list is known.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (data && isLicenceKind(asked) && opened.current !== asked) {
      opened.current = asked;
      setForm(asked);
    }
  }, [data, asked]);

  return (
    <Panel
      title="企业资质"
      testId="qualifications"
      extra={
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => setForm('any')}
          disabled={!data}
          data-testid="licence-add"
        >
          + 上传资质
        </button>
      }
    >
      {q.isPending ? (
        <Loading />
      ) : q.isError || !data ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : (
        <div className="space-y-5 text-[13px]">
          <ScopeNote o={data} />
          <Requirements o={data} onUpload={setForm} />
          {data.list.length === 0 ? (
            <EmptyState text="还没有上传资质" />
          ) : (
            <table className="table-dense w-full" data-testid="licence-table">
              <thead>
                <tr className="bg-surface text-left text-ink-500">
                  <th className="p-2">资质类型</th>
                  <th className="p-2">证件编号 / 发证机关</th>
                  <th className="w-44 p-2">有效期</th>
                  <th className="w-40 p-2">状态</th>
                  <th className="w-24 p-2">上传人</th>
                  <th className="w-24 p-2">操作</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((l) => (
                  <tr
                    key={l.id}
                    className="border-t border-line align-top"
                    data-testid="licence-row"
                    data-status={l.displayStatus}
                  >
                    <td className="p-2">
                      {l.kindLabel}
                      <span className="ml-1 text-xs text-ink-500">{l.owner === 'org' ? '（单位）' : '（个人）'}</span>
                      {l.scope && <p className="mt-0.5 text-xs text-ink-500">许可品种：{l.scope}</p>}
                    </td>
                    <td className="p-2">
                      <p className="font-mono">{l.licenceNo}</p>
                      <p className="text-xs text-ink-500">{l.authority}</p>
                    </td>
                    <td className="p-2">
                      {l.validFrom} 至 {l.validTo}
                      {l.expiresInDays !== null && (
                        <p className="text-xs text-warning" data-testid="licence-expiring">
                          {l.expiresInDays === 0 ? '今天到期' : `${l.expiresInDays} 天后到期`}
                        </p>
                      )}
                    </td>
                    <td className="p-2">
                      <span
                        className={`inline-block rounded-sm border px-1.5 py-0.5 text-xs ${TONE[l.displayStatus] ?? TONE.withdrawn}`}
                        data-testid="licence-status"
                      >
                        {l.statusLabel}
                      </span>
                      {l.reason && <p className="mt-1 text-xs text-danger">原因：{l.reason}</p>}
                    </td>
                    <td className="p-2 text-xs">{l.uploadedBy}</td>
                    <td className="space-x-2 p-2 text-xs">
                      <a href={l.fileUrl} target="_blank" rel="noopener" className="text-brand-600 hover:underline">
                        查看扫描件
                      </a>
                      {l.canWithdraw && (
                        <button
                          type="button"
                          className="text-ink-500 hover:text-danger"
                          onClick={() => setWithdrawing(l)}
                        >
                          撤回
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      {form && data && (
        <LicenceForm o={data} initialKind={form === 'any' ? null : form} onClose={() => setForm(null)} />
      )}
      <ConfirmDialog
        open={!!withdrawing}
        message="确定撤回该资质吗？撤回后如需使用须重新提交审核。"
        busy={busy}
        onCancel={() => setWithdrawing(null)}
        onConfirm={async () => {
          if (
            withdrawing &&
            (await run(() => api('licence.withdraw', { id: withdrawing.id }), {
              success: LICENCE_MSG.withdrawn,
              invalidate: ['licence.list'],
            }))
          )
            setWithdrawing(null);
        }}
      />
    </Panel>
  );
}

function ScopeNote({ o }: { o: LicenceOverview }) {
  if (o.scope === 'org')
    return (
      <p className="rounded border border-line bg-surface px-3 py-2 text-ink-700" data-testid="licence-scope">
        以下为单位「{o.orgName}
        」的资质，单位成员共享；提交后由商城运营审核，审核通过且在有效期内的资质才能解锁相应商品的下单。
        {!o.orgCertified && (
          <span className="text-danger">
            {' '}
            单位尚未通过企业认证，资质可先提交，认证通过后方可购买受限商品。
            <Link href={ENTERPRISE_VERIFY_HREF} className="text-brand-600 hover:underline">
              去企业认证 ›
            </Link>
          </span>
        )}
      </p>
    );
  return (
    <p className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800" data-testid="licence-scope">
      您尚未加入已认证的单位。依《易制毒化学品管理条例》，个人不得购买第一类、第二类易制毒化学品，亦不得购买易制爆危险化学品和管制品；个人仅可提交第三类易制毒化学品购买备案证明。
      <Link href={ENTERPRISE_VERIFY_HREF} className="ml-1 text-brand-600 hover:underline">
        去企业认证 ›
      </Link>
    </p>
  );
}

function Requirements({ o, onUpload }: { o: LicenceOverview; onUpload: (k: LicenceKind) => void }) {
  const today = todayInChina();
  const classes = (Object.keys(RESTRICTED_CLASSES) as RestrictedClass[]).filter((c) => c !== 'precursor');
  return (
    <table className="table-dense w-full" data-testid="licence-requirements">
      <thead>
        <tr className="bg-surface text-left text-ink-500">
          <th className="w-44 p-2">商品类别</th>
          <th className="p-2">所需资质</th>
          <th className="w-56 p-2">我的资质</th>
        </tr>
      </thead>
      <tbody>
        {classes.map((cls) => {
          const rule = RESTRICTED_CLASSES[cls];
          const s = standingFor(cls, { scope: o.scope, orgCertified: o.orgCertified }, o.list, today);
          const expiring =
            s.state === 'approved' && s.licence?.expiresInDays !== null && s.licence
              ? LICENCE_MSG.expiring(s.licence.kindLabel, s.licence.expiresInDays!, s.licence.validTo)
              : null;
          return (
            <tr
              key={cls}
              className="border-t border-line align-top"
              data-testid="licence-requirement"
              data-class={cls}
              data-state={s.state}
            >
              <td className="p-2">{rule.label}</td>
              <td className="p-2">
                {LICENCE_KIND_LABELS[rule.kind]}
                {rule.orgOnly && <span className="ml-1 text-xs text-ink-500">（仅限单位）</span>}
              </td>
              <td className="p-2">
                <span
                  className={
                    s.state === 'approved' ? 'text-success' : s.state === 'pending' ? 'text-warning' : 'text-danger'
                  }
                >
                  {STANDING[s.state]}
                </span>
                {s.licence && s.state === 'approved' && (
                  <span className="ml-1 text-xs text-ink-500">至 {s.licence.validTo}</span>
                )}
                {s.state !== 'approved' &&
                  s.state !== 'pending' &&
                  s.state !== 'org_only' &&
                  s.state !== 'org_uncertified' && (
                    <button
                      type="button"
                      className="ml-2 text-brand-600 hover:underline"
                      onClick={() => onUpload(rule.kind)}
                    >
                      上传
                    </button>
                  )}
                {expiring && <p className="text-xs text-warning">{expiring}</p>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

type FormState = {
  kind: LicenceKind | '';
  licenceNo: string;
  authority: string;
  validFrom: string;
  validTo: string;
  scope: string;
};

function validate(f: FormState, fid: number | null): Partial<Record<keyof FormState | 'fid', string>> {
  const e: Partial<Record<keyof FormState | 'fid', string>> = {};
  if (!f.kind) e.kind = LICENCE_MSG.kindRequired;
  if (!f.licenceNo.trim()) e.licenceNo = LICENCE_MSG.licenceNoRequired;
  else if (f.licenceNo.trim().length < 2) e.licenceNo = LICENCE_MSG.licenceNoInvalid;
  if (!f.authority.trim()) e.authority = LICENCE_MSG.authorityRequired;
  if (!isIsoDate(f.validFrom) || !isIsoDate(f.validTo)) e.validTo = LICENCE_MSG.dateInvalid;
  else if (f.validTo < f.validFrom) e.validTo = LICENCE_MSG.validRange;
  else if (f.validTo < todayInChina()) e.validTo = LICENCE_MSG.alreadyExpired;
  if (!fid) e.fid = LICENCE_MSG.scanRequired;
  return e;
}

function LicenceForm({
  o,
  initialKind,
  onClose,
}: {
  o: LicenceOverview;
  initialKind: LicenceKind | null;
  onClose: () => void;
}) {
  // A person may submit only the 第三类 备案证明 (the server refuses the others too).
  const kinds = o.scope === 'org' ? LICENCE_KINDS : LICENCE_KINDS.filter((k) => k === 'precursor_filing');
  const start =
    initialKind && (kinds as readonly string[]).includes(initialKind)
      ? initialKind
      : kinds.length === 1
        ? kinds[0]!
        : '';
  const [f, setF] = useState<FormState>({
    kind: start,
    licenceNo: '',
    authority: '',
    validFrom: '',
    validTo: '',
    scope: '',
  });
  const [scan, setScan] = useState<{ fid: number; url: string } | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof validate>>({});
  const { run, busy } = useAction();
  const set =
    (k: keyof FormState) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setF({ ...f, [k]: e.target.value });
      if (errors[k]) setErrors({ ...errors, [k]: undefined });
    };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = validate(f, scan?.fid ?? null);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const ok = await run(
      () =>
        api('licence.submit', {
          kind: f.kind as LicenceKind,
          licenceNo: f.licenceNo.trim(),
          authority: f.authority.trim(),
          validFrom: f.validFrom,
          validTo: f.validTo,
          scope: f.scope.trim() || null,
          fid: scan!.fid,
        }),
      { success: LICENCE_MSG.submitted, invalidate: ['licence.list', 'order'] },
    );
    if (ok) onClose();
  }

  return (
    <Modal open onClose={busy ? () => {} : onClose} title="上传资质" width={640}>
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="licence-form">
        <FormRow label="资质类型" required error={errors.kind} htmlFor="lic-kind">
          <select id="lic-kind" className="input" value={f.kind} onChange={set('kind')} data-testid="licence-kind">
            {kinds.length > 1 && <option value="">请选择</option>}
            {kinds.map((k) => (
              <option key={k} value={k}>
                {LICENCE_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </FormRow>
        <FormRow label="证件编号" required error={errors.licenceNo} htmlFor="lic-no">
          <input
            id="lic-no"
            className="input font-mono"
            value={f.licenceNo}
            onChange={set('licenceNo')}
            maxLength={LICENCE_RULES.licenceNoMax}
            placeholder="证件上的编号"
            data-testid="licence-no"
          />
        </FormRow>
        <FormRow
          label="发证机关"
          required
          error={errors.authority}
          htmlFor="lic-auth"
          hint={f.kind ? `一般为${LICENCE_KIND_AUTHORITY_HINT[f.kind]}` : undefined}
        >
          <input
            id="lic-auth"
            className="input"
            value={f.authority}
            onChange={set('authority')}
            maxLength={LICENCE_RULES.authorityMax}
            data-testid="licence-authority"
          />
        </FormRow>
        <FormRow label="有效期" required error={errors.validTo} htmlFor="lic-from">
          <div className="flex items-center gap-2">
            <input
              id="lic-from"
              type="date"
              className="input w-44"
              value={f.validFrom}
              onChange={set('validFrom')}
              aria-label="有效期自"
              data-testid="licence-from"
            />
            <span>至</span>
            <input
              type="date"
              className="input w-44"
              value={f.validTo}
              onChange={set('validTo')}
              aria-label="有效期至"
              data-testid="licence-to"
            />
          </div>
        </FormRow>
        <FormRow label="许可品种及数量" htmlFor="lic-scope" hint="选填，按证件填写，如“麻黄碱 50 g”">
          <textarea
            id="lic-scope"
            className="input h-14 py-1.5"
            value={f.scope}
            onChange={set('scope')}
            maxLength={LICENCE_RULES.scopeMax}
          />
        </FormRow>
        <FormRow label="扫描件" required error={errors.fid}>
          <ImageUpload
            label="证件扫描件"
            value={scan}
            upload={(fd) => api('licence.upload', fd)}
            onUploaded={(u) => {
              setScan({ fid: u.fid, url: u.url });
              setErrors({ ...errors, fid: undefined });
            }}
            allowPdf
            maxBytes={BUYER_LIMITS.documentMaxBytes}
            testId="licence-scan"
            hint="PNG、JPEG 或 PDF，不超过 3MB；须清晰完整"
          />
        </FormRow>
        <FormActions onCancel={onClose} busy={busy} label="提交审核" busyLabel="提交中…" testId="licence-submit" />
      </form>
    </Modal>
  );
}

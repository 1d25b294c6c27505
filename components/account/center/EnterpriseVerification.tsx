'use client';
/**
 * Enterprise verification: the buyer's organisation and its certification state; join an organisation found by
 * name, certify a new one (name, unified social credit code, type, address, contact, licence, other files), or
 * change / leave the organisation.
 */
import { useState } from 'react';
import { api } from '@/lib/api/client';
import type { OrganizationDTO, OrgSearchDTO } from '@/lib/api/endpoints/profile';
import { useAction, useCenterQuery, USER_INFO_KEY } from '@/lib/client/profile-queries';
import { hasErrors, validateEnterprise, type EnterpriseForm, type Errors } from '@/lib/client/profile-validate';
import { BUYER_LIMITS } from '@/lib/config/constants';
import { PROFILE_MSG, S } from '@/lib/config/messages';
import { ConfirmDialog } from '@/components/ui/Modal';
import { ImageUpload } from './ImageUpload';
import { FormRow, LoadError, Loading, StatusBadge, SubmitRow } from './ui';

const INVALIDATE = ['org.detail', 'org.info', USER_INFO_KEY[0]] as const;
const ROLE_LABEL: Record<string, string> = { owner: '创建者', member: '成员', pending: '加入申请审核中' };

export function EnterpriseVerification() {
  const detail = useCenterQuery('org.detail');
  const [mode, setMode] = useState<'view' | 'join' | 'certify'>('view');

  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  const org = detail.data;

  if (!org || mode !== 'view') {
    return (
      <div data-testid="enterprise-panel">
        {org && (
          <button type="button" className="btn btn-ghost btn-sm mb-3" onClick={() => setMode('view')}>
            ← 返回企业信息
          </button>
        )}
        {!org && (
          <p className="mb-4 text-[13px] text-ink-500">
            您还未加入企业。可以搜索并申请加入已认证的企业，或提交新企业的认证资料。
          </p>
        )}
        <div className="mb-4 flex gap-2" role="tablist">
          {(['join', 'certify'] as const).map((m) => {
            const active = (mode === 'view' ? 'join' : mode) === m;
            return (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={active}
                onClick={() => setMode(m)}
                className={`btn btn-sm ${active ? 'btn-primary' : 'btn-outline'}`}
              >
                {m === 'join' ? '加入已有企业' : '认证新企业'}
              </button>
            );
          })}
        </div>
        {mode === 'certify' ? (
          <CertifyForm org={org} onDone={() => setMode('view')} />
        ) : (
          <JoinOrg currentOrgId={org?.orgId ?? null} onDone={() => setMode('view')} />
        )}
      </div>
    );
  }
  return <OrgView org={org} onChange={() => setMode('join')} onResubmit={() => setMode('certify')} />;
}

function OrgView({
  org,
  onChange,
  onResubmit,
}: {
  org: OrganizationDTO;
  onChange: () => void;
  onResubmit: () => void;
}) {
  const { run, busy } = useAction();
  const [leaving, setLeaving] = useState(false);
  const rows: [string, React.ReactNode][] = [
    [
      '企业名称',
      <span key="n" data-testid="enterprise-name">
        {org.orgName}
      </span>,
    ],
    ['统一社会信用代码', org.creditCode ? <span className="font-mono">{org.creditCode}</span> : '—'],
    ['企业类型', org.corpTypeName ?? '—'],
    ['企业地址', org.address ?? '—'],
    ['联系人', org.contactName ?? '—'],
    ['联系电话', org.contactPhone ?? '—'],
    ['我的身份', ROLE_LABEL[org.orgRole ?? ''] ?? '—'],
    ['所在部门', org.deptName ?? '—'],
  ];
  return (
    <div data-testid="enterprise-panel">
      <div className="mb-4 flex items-center gap-3 text-[13px]">
        <span className="text-ink-700">认证状态：</span>
        <StatusBadge status={org.certStatus} testId="enterprise-status" />
      </div>
      {org.certStatus === 3 && org.rejectReason && (
        <p className="mb-4 rounded border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-danger">
          驳回原因：{org.rejectReason}
        </p>
      )}
      <dl className="grid grid-cols-[140px_1fr] gap-y-2 text-[13px]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-right text-ink-500">{k}：</dt>
            <dd className="pl-3 text-ink-900">{v}</dd>
          </div>
        ))}
        {org.licenseUrl && (
          <div className="contents">
            <dt className="text-right text-ink-500">营业执照：</dt>
            <dd className="pl-3">
              <a href={org.licenseUrl} target="_blank" rel="noopener" className="text-brand-600 hover:underline">
                查看
              </a>
            </dd>
          </div>
        )}
      </dl>
      {org.certStatus === 1 && <p className="mt-4 text-[13px] text-amber-700">{PROFILE_MSG.corpPending}</p>}
      {org.orgRole !== 'owner' && <ImproveForm deptName={org.deptName} />}
      <div className="mt-5 flex gap-2">
        {org.orgRole === 'owner' && org.certStatus === 3 && (
          <button type="button" className="btn btn-primary" onClick={onResubmit}>
            重新提交认证
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={onChange} data-testid="enterprise-change">
          更换企业
        </button>
        {org.orgRole !== 'owner' && (
          <button type="button" className="btn btn-outline" onClick={() => setLeaving(true)}>
            退出企业
          </button>
        )}
      </div>
      <ConfirmDialog
        open={leaving}
        message={`确定要退出“${org.orgName}”吗？`}
        busy={busy}
        onCancel={() => setLeaving(false)}
        onConfirm={async () => {
          if (
            await run(() => api('org.change', { orgId: 0 }), { success: PROFILE_MSG.orgLeft, invalidate: INVALIDATE })
          )
            setLeaving(false);
        }}
      />
    </div>
  );
}

/** A member completes the details the organisation sees: name and department (code/improveCertification). */
function ImproveForm({ deptName }: { deptName: string | null }) {
  const depts = useCenterQuery('org.depts');
  const [open, setOpen] = useState(false);
  const [userName, setUserName] = useState('');
  const [dept, setDept] = useState(deptName ?? '');
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();
  if (!open) {
    return (
      <button type="button" className="btn btn-ghost btn-sm mt-3" onClick={() => setOpen(true)}>
        完善成员信息（姓名、部门）
      </button>
    );
  }
  return (
    <form
      className="mt-4 flex flex-wrap items-start gap-2 rounded bg-surface p-3 text-[13px]"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const problem = !userName.trim() ? PROFILE_MSG.userNameRequired : !dept ? PROFILE_MSG.deptInvalid : null;
        setError(problem);
        if (problem) return;
        if (
          await run(() => api('org.improveCertification', { userName: userName.trim(), deptName: dept }), {
            success: S.saved,
            invalidate: INVALIDATE,
          })
        )
          setOpen(false);
      }}
    >
      <input
        className="input w-40"
        value={userName}
        onChange={(e) => setUserName(e.target.value)}
        maxLength={30}
        placeholder="您的姓名"
        aria-label="姓名"
      />
      <select className="input w-40" value={dept} onChange={(e) => setDept(e.target.value)} aria-label="部门">
        <option value="">请选择部门</option>
        {(depts.data ?? []).map((d) => (
          <option key={d.id} value={d.name}>
            {d.name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        保存
      </button>
      {error && (
        <p role="alert" className="w-full text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}

function JoinOrg({ currentOrgId, onDone }: { currentOrgId: number | null; onDone: () => void }) {
  const [kw, setKw] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [dept, setDept] = useState('');
  const found = useCenterQuery('org.search', { kw: query ?? '' }, query !== null);
  const depts = useCenterQuery('org.depts');
  const { run, busy } = useAction();

  async function join(o: OrgSearchDTO) {
    const call = currentOrgId
      ? () => api('org.change', { orgId: o.id })
      : () => api('org.join', { orgId: o.id, ...(dept ? { deptName: dept } : {}) });
    if (await run(call, { success: PROFILE_MSG.orgJoinPending, invalidate: INVALIDATE })) onDone();
  }

  return (
    <div className="space-y-3 text-[13px]" data-testid="enterprise-join">
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (kw.trim()) setQuery(kw.trim());
        }}
      >
        <input
          className="input max-w-[360px]"
          value={kw}
          onChange={(e) => setKw(e.target.value)}
          placeholder="请输入企业名称搜索"
          maxLength={100}
          data-testid="enterprise-search-input"
        />
        <button type="submit" className="btn btn-primary">
          搜索
        </button>
      </form>
      {!currentOrgId && (depts.data?.length ?? 0) > 0 && (
        <label className="flex items-center gap-2">
          <span className="text-ink-700">所在部门</span>
          <select className="input w-40" value={dept} onChange={(e) => setDept(e.target.value)}>
            <option value="">请选择（选填）</option>
            {depts.data!.map((d) => (
              <option key={d.id} value={d.name}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {query !== null &&
        (found.isPending ? (
          <Loading />
        ) : (found.data?.length ?? 0) === 0 ? (
          <p className="py-6 text-center text-ink-500">未找到相关企业，您可以提交新企业的认证资料。</p>
        ) : (
          <ul className="divide-y divide-line rounded border border-line">
            {found.data!.map((o) => (
              <li key={o.id} className="flex items-center justify-between px-3 py-2">
                <span className="flex items-center gap-2">
                  {o.name}
                  <StatusBadge status={o.certStatus} />
                </span>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={busy || o.id === currentOrgId || o.certStatus !== 2}
                  onClick={() => void join(o)}
                >
                  {o.id === currentOrgId ? '当前企业' : '申请加入'}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

const EMPTY_CERT: EnterpriseForm = {
  name: '',
  creditCode: '',
  corpType: '',
  address: '',
  contactName: '',
  contactPhone: '',
  licenceId: null,
};

function CertifyForm({ org, onDone }: { org: OrganizationDTO | null; onDone: () => void }) {
  const types = useCenterQuery('verify.getCorpType');
  const owner = org?.orgRole === 'owner' ? org : null;
  const [form, setForm] = useState<EnterpriseForm>(
    owner
      ? {
          name: owner.orgName,
          creditCode: owner.creditCode ?? '',
          corpType: owner.corpType ?? '',
          address: owner.address ?? '',
          contactName: owner.contactName ?? '',
          contactPhone: '',
          licenceId: null,
        }
      : EMPTY_CERT,
  );
  const [licence, setLicence] = useState<{ fid: number; url: string } | null>(null);
  const [others, setOthers] = useState<{ fid: number; url: string }[]>([]);
  const [errors, setErrors] = useState<Errors<keyof EnterpriseForm>>({});
  const { run, busy } = useAction();
  const set = (k: keyof EnterpriseForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setForm({ ...form, [k]: e.target.value });
    if (errors[k]) setErrors({ ...errors, [k]: undefined });
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const f = { ...form, licenceId: licence?.fid ?? null };
    const found = validateEnterprise(f);
    setErrors(found);
    if (hasErrors(found)) return;
    const ok = await run(
      () =>
        api('verify.corpCertification', {
          corpName: f.name.trim(),
          creditCode: f.creditCode.trim().toUpperCase(),
          corpType: f.corpType,
          address: f.address.trim(),
          contactName: f.contactName.trim(),
          contactPhone: f.contactPhone.trim(),
          licenseFid: licence!.fid,
          otherFids: others.map((o) => o.fid),
        }),
      { success: PROFILE_MSG.corpSubmitted, invalidate: INVALIDATE },
    );
    if (ok) onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="enterprise-form">
      <FormRow label="企业名称" required error={errors.name} htmlFor="ent-name">
        <input
          id="ent-name"
          className="input max-w-[360px]"
          value={form.name}
          onChange={set('name')}
          maxLength={100}
          placeholder="与营业执照一致"
        />
      </FormRow>
      <FormRow label="统一社会信用代码" required error={errors.creditCode} htmlFor="ent-code">
        <input
          id="ent-code"
          className="input max-w-[360px] font-mono uppercase"
          value={form.creditCode}
          onChange={set('creditCode')}
          maxLength={18}
          placeholder="18位统一社会信用代码"
        />
      </FormRow>
      <FormRow label="企业类型" required error={errors.corpType} htmlFor="ent-type">
        <select id="ent-type" className="input max-w-[360px]" value={form.corpType} onChange={set('corpType')}>
          <option value="">请选择企业类型</option>
          {(types.data ?? []).map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </FormRow>
      <FormRow label="企业地址" required error={errors.address} htmlFor="ent-addr">
        <input
          id="ent-addr"
          className="input max-w-[480px]"
          value={form.address}
          onChange={set('address')}
          maxLength={100}
        />
      </FormRow>
      <FormRow label="联系人" required error={errors.contactName} htmlFor="ent-contact">
        <input
          id="ent-contact"
          className="input max-w-[240px]"
          value={form.contactName}
          onChange={set('contactName')}
          maxLength={30}
        />
      </FormRow>
      <FormRow label="联系电话" required error={errors.contactPhone} htmlFor="ent-phone">
        <input
          id="ent-phone"
          className="input max-w-[240px]"
          value={form.contactPhone}
          onChange={set('contactPhone')}
          maxLength={11}
          inputMode="numeric"
          placeholder="联系人手机号码"
        />
      </FormRow>
      <FormRow label="营业执照" required>
        <ImageUpload
          label="营业执照"
          value={licence}
          allowPdf
          maxBytes={BUYER_LIMITS.documentMaxBytes}
          upload={(fd) => api('verify.corpLicenseUpload', fd)}
          onUploaded={(u) => {
            setLicence({ fid: u.fid, url: u.url });
            setErrors((er) => ({ ...er, licenceId: undefined }));
          }}
          error={errors.licenceId}
          hint="png、jpeg 或 pdf，不超过 3MB"
          testId="enterprise-licence"
        />
      </FormRow>
      <FormRow label="其他资料">
        <div className="flex flex-wrap gap-3">
          {others.map((o, i) => (
            <div key={o.fid} className="relative">
              <ImageUpload
                label={`资料${i + 1}`}
                value={o}
                allowPdf
                maxBytes={BUYER_LIMITS.documentMaxBytes}
                upload={(fd) => api('verify.corpOtherFileUpload', fd)}
                onUploaded={(u) => setOthers(others.map((x, j) => (j === i ? { fid: u.fid, url: u.url } : x)))}
              />
              <button
                type="button"
                className="absolute right-1 top-1 rounded bg-black/60 px-1.5 text-xs text-white"
                onClick={() => setOthers(others.filter((_, j) => j !== i))}
                aria-label={`删除资料${i + 1}`}
              >
                ×
              </button>
            </div>
          ))}
          {others.length < 5 && (
            <ImageUpload
              label="其他资料（选填）"
              value={null}
              allowPdf
              maxBytes={BUYER_LIMITS.documentMaxBytes}
              upload={(fd) => api('verify.corpOtherFileUpload', fd)}
              onUploaded={(u) => setOthers([...others, { fid: u.fid, url: u.url }])}
              hint="如授权书、资质证书，最多 5 份"
            />
          )}
        </div>
      </FormRow>
      <SubmitRow busy={busy} label="提交认证" testId="enterprise-submit" />
    </form>
  );
}

'use client';
/**
 * Real-name verification: name + 18-digit ID number + both sides of the ID card → userInfo/bindIDCard → 审核中.
 * Shows 已认证 with the masked number, or 已驳回 with staff's reason and the form again.
 */
import { useState } from 'react';
import { api } from '@/lib/api/client';
import type { UploadDTO } from '@/lib/api/endpoints/profile';
import { useAction, useCenterQuery, USER_INFO_KEY } from '@/lib/client/profile-queries';
import { hasErrors, validateRealName, type Errors, type RealNameForm } from '@/lib/client/profile-validate';
import { PROFILE_MSG } from '@/lib/config/messages';
import { ImageUpload } from './ImageUpload';
import { FormRow, LoadError, Loading, StatusBadge, formatTime, SubmitRow } from './ui';

type Side = { fid: number; url: string } | null;

export function RealNameVerification() {
  const info = useCenterQuery('verify.getIdCardInfo');
  const [editing, setEditing] = useState(false);
  const { run, busy } = useAction();
  const [form, setForm] = useState({ realName: '', idCardNo: '' });
  const [front, setFront] = useState<Side>(null);
  const [back, setBack] = useState<Side>(null);
  const [errors, setErrors] = useState<Errors<keyof RealNameForm>>({});

  if (info.isPending) return <Loading />;
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />;
  const d = info.data;
  const status = d.identityStatus;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const f: RealNameForm = { ...form, frontId: front?.fid ?? null, backId: back?.fid ?? null };
    const found = validateRealName(f);
    setErrors(found);
    if (hasErrors(found)) return;
    const ok = await run(
      () =>
        api('verify.bindIDCard', {
          realName: f.realName.trim(),
          idCard: f.idCardNo.trim().toUpperCase(),
          frontFid: front!.fid,
          backFid: back!.fid,
        }),
      {
        success: PROFILE_MSG.identitySubmitted,
        invalidate: ['verify.getIdCardInfo', 'verify.getIDCardCase', USER_INFO_KEY[0]],
      },
    );
    if (ok) setEditing(false);
  }

  const showForm = status === '0' || (status === '3' && editing) || (status === '3' && !d.realName);
  return (
    <div data-testid="realname-panel">
      <div className="mb-4 flex items-center gap-3 text-[13px]">
        <span className="text-ink-700">认证状态：</span>
        <StatusBadge status={status} testId="realname-status" />
        {d.submittedAt && <span className="text-xs text-ink-500">提交时间 {formatTime(d.submittedAt)}</span>}
      </div>

      {status === '3' && d.reason && (
        <p
          className="mb-4 rounded border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-danger"
          data-testid="realname-reason"
        >
          驳回原因：{d.reason}
        </p>
      )}

      {(status === '1' || status === '2' || (status === '3' && !showForm)) && (
        <dl className="grid grid-cols-[128px_1fr] gap-y-2 text-[13px]">
          <dt className="text-right text-ink-500">真实姓名：</dt>
          <dd className="pl-3 text-ink-900">{d.realName}</dd>
          <dt className="text-right text-ink-500">身份证号：</dt>
          <dd className="pl-3 font-mono text-ink-900">{d.idCardMasked}</dd>
          {d.reviewedAt && (
            <>
              <dt className="text-right text-ink-500">审核时间：</dt>
              <dd className="pl-3 text-ink-900">{formatTime(d.reviewedAt)}</dd>
            </>
          )}
        </dl>
      )}
      {status === '1' && <p className="mt-4 text-[13px] text-amber-700">{PROFILE_MSG.identityPending}</p>}
      {status === '3' && !showForm && (
        <button type="button" className="btn btn-primary mt-4" onClick={() => setEditing(true)}>
          重新提交
        </button>
      )}

      {showForm && (
        <form onSubmit={submit} noValidate className="space-y-4" data-testid="realname-form">
          <FormRow label="真实姓名" required error={errors.realName} htmlFor="rn-name">
            <input
              id="rn-name"
              className="input max-w-[320px]"
              value={form.realName}
              maxLength={30}
              onChange={(e) => {
                setForm({ ...form, realName: e.target.value });
                setErrors({ ...errors, realName: undefined });
              }}
              placeholder="请输入身份证上的姓名"
            />
          </FormRow>
          <FormRow label="身份证号" required error={errors.idCardNo} htmlFor="rn-id">
            <input
              id="rn-id"
              className="input max-w-[320px] font-mono"
              value={form.idCardNo}
              maxLength={18}
              onChange={(e) => {
                setForm({ ...form, idCardNo: e.target.value });
                setErrors({ ...errors, idCardNo: undefined });
              }}
              placeholder="请输入18位身份证号码"
            />
          </FormRow>
          <FormRow label="身份证照片" required>
            <div className="flex gap-4">
              <ImageUpload
                label="人像面"
                value={front}
                upload={(fd) => {
                  fd.append('side', 'front');
                  return api('verify.idCadUpload', fd);
                }}
                onUploaded={(u: UploadDTO) => {
                  setFront({ fid: u.fid, url: u.url });
                  setErrors((er) => ({ ...er, frontId: undefined }));
                }}
                error={errors.frontId}
                testId="realname-front"
              />
              <ImageUpload
                label="国徽面"
                value={back}
                upload={(fd) => {
                  fd.append('side', 'back');
                  return api('verify.idCadUpload', fd);
                }}
                onUploaded={(u: UploadDTO) => {
                  setBack({ fid: u.fid, url: u.url });
                  setErrors((er) => ({ ...er, backId: undefined }));
                }}
                error={errors.backId}
                testId="realname-back"
              />
            </div>
            <p className="mt-2 text-xs text-ink-500">
              支持 png、jpeg 格式，每张不超过 2MB；照片仅用于实名审核，不对外展示。
            </p>
          </FormRow>
          <SubmitRow busy={busy} label="提交认证" testId="realname-submit" />
        </form>
      )}
    </div>
  );
}

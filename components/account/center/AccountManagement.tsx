'use client';
/** /personalCenter/accountManagement: avatar (png/jpeg ≤ 2 MB, checked in the browser and by the server), nickname, name. */
import { useEffect, useRef, useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { useAction, useUserInfo, USER_INFO_KEY } from '@/lib/client/profile-queries';
import { checkImageFile, nicknameProblem } from '@/lib/client/profile-validate';
import { toast } from '@/lib/client/toast';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT } from '@/lib/config/constants';
import { ACCOUNT_MSG, PROFILE_MSG, UI } from '@/lib/config/messages';
import { Avatar, FormRow, LoadError, Loading, Panel, SubmitRow } from './ui';

export function AccountManagement() {
  const user = useUserInfo();
  const qc = useQueryClient();
  const { run, busy } = useAction();
  const [nickName, setNickName] = useState('');
  const [userName, setUserName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const loaded = useRef(false);

  useEffect(() => {
    if (user.data && !loaded.current) {
      loaded.current = true;
      setNickName(user.data.nickName ?? '');
      setUserName(user.data.userName ?? '');
    }
  }, [user.data]);

  if (user.isPending)
    return (
      <Panel title="账户管理">
        <Loading />
      </Panel>
    );
  if (user.isError)
    return (
      <Panel title="账户管理">
        <LoadError onRetry={() => void user.refetch()} />
      </Panel>
    );
  const u = user.data;

  async function pickAvatar(file: File | undefined) {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    const problem = await checkImageFile(file);
    setAvatarError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    const fd = new FormData();
    fd.append('file', file, file.name);
    setUploading(true);
    try {
      await api('upload.avatar', fd);
      toast.success(PROFILE_MSG.avatarUpdated);
      await qc.invalidateQueries({ queryKey: USER_INFO_KEY });
    } catch (err) {
      notifyError(err);
    } finally {
      setUploading(false);
    }
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const problem =
      nicknameProblem(nickName) ??
      (userName.trim().length > ACCOUNT.nickNameMaxChars ? ACCOUNT_MSG.userNameTooLong : null);
    setError(problem);
    if (problem) return;
    await run(() => api('account.updateProfile', { nickName: nickName.trim(), userName: userName.trim() }), {
      success: ACCOUNT_MSG.profileSaved,
      invalidate: USER_INFO_KEY,
    });
  }

  return (
    <Panel title="账户管理" testId="account-management">
      <div className="flex gap-10">
        <div className="flex w-40 flex-col items-center gap-3">
          <Avatar url={u.avatarUrl} size={112} />
          <label
            className={`btn btn-outline btn-sm cursor-pointer ${uploading ? 'pointer-events-none opacity-60' : ''}`}
          >
            {uploading ? '上传中…' : '更换头像'}
            <input
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              onChange={(e) => void pickAvatar(e.target.files?.[0])}
              data-testid="avatar-input"
            />
          </label>
          <p className="text-center text-xs text-ink-500">支持 png、jpeg 格式，不超过 2MB</p>
          {avatarError && (
            <p className="text-center text-xs text-danger" role="alert" data-testid="avatar-error">
              {avatarError}
            </p>
          )}
        </div>
        <form onSubmit={save} noValidate className="flex-1 space-y-4" data-testid="profile-form">
          <FormRow label="昵称" required error={error} htmlFor="pf-nick" hint={`未设置时显示“${UI.defaultNickname}”`}>
            <input
              id="pf-nick"
              className="input max-w-[320px]"
              value={nickName}
              maxLength={ACCOUNT.nickNameMaxChars}
              onChange={(e) => setNickName(e.target.value)}
              data-testid="profile-nickname"
            />
          </FormRow>
          <FormRow label="姓名" htmlFor="pf-name">
            <input
              id="pf-name"
              className="input max-w-[320px]"
              value={userName}
              maxLength={ACCOUNT.nickNameMaxChars}
              onChange={(e) => setUserName(e.target.value)}
              placeholder="选填"
            />
          </FormRow>
          <FormRow label="手机号">
            <p className="pt-2 text-[13px] text-ink-900">{u.mobile || '未绑定'}</p>
          </FormRow>
          <FormRow label="邮箱">
            <p className="pt-2 text-[13px] text-ink-900">{u.email || '未绑定'}</p>
          </FormRow>
          <SubmitRow busy={busy} label="保存" busyLabel="保存中…" testId="profile-save" />
        </form>
      </div>
    </Panel>
  );
}

'use client';
/** 员工账号 (管理员 only): create staff with a generated password shown once, change role, disable, reset password or TOTP. */
import { useState } from 'react';
import { ConfirmDialog, Modal } from '@/components/ui/Modal';
import { STAFF_ROLE_LABELS } from '@/lib/domain/operations/staff/client';
import type { StaffRole } from '@/lib/domain/operations/staff/client';
import { Btn, useConsoleAction } from './ui';

const ROLES = Object.keys(STAFF_ROLE_LABELS) as StaffRole[];
const field = 'h-9 rounded border border-line px-2 text-sm';

export function CreateStaffForm() {
  const { run, busy } = useConsoleAction();
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('ops');
  const [shown, setShown] = useState<string | null>(null);
  return (
    <>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await run('staff.create', { username, name, role });
          if (r) {
            setShown(r.message);
            setUsername('');
            setName('');
          }
        }}
      >
        <label className="text-sm">
          <span className="mb-1 block text-ink-600">用户名</span>
          <input
            aria-label="用户名"
            className={field}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            maxLength={40}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-ink-600">姓名</span>
          <input
            aria-label="姓名"
            className={field}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={60}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-ink-600">角色</span>
          <select
            aria-label="角色"
            className={field}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {STAFF_ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <Btn type="submit" disabled={busy}>
          新建账号
        </Btn>
      </form>
      <Modal
        open={shown !== null}
        onClose={() => setShown(null)}
        title="初始密码"
        footer={
          <div className="flex justify-end">
            <Btn onClick={() => setShown(null)}>我已记下</Btn>
          </div>
        }
      >
        <p data-testid="one-time-password" className="break-all text-sm">
          {shown}
        </p>
      </Modal>
    </>
  );
}

/** What a reset does, asked before it is done (it cannot be undone: the member's sessions end at once). */
const RESET_CONFIRM = {
  password: {
    title: '重置密码',
    text: (name: string) =>
      `确定重置「${name}」的密码？将生成新的初始密码（仅显示一次），其所有登录会话立即结束，登录后须修改密码。`,
  },
  totp: {
    title: '重置动态验证码',
    text: (name: string) => `确定重置「${name}」的动态验证码？其所有登录会话立即结束，下次登录时须重新绑定身份验证器。`,
  },
} as const;

export function StaffRowActions({
  id,
  name,
  role,
  status,
  self,
}: {
  id: number;
  name: string;
  role: StaffRole;
  status: number;
  self: boolean;
}) {
  const { run, busy } = useConsoleAction();
  const [shown, setShown] = useState<string | null>(null);
  const [asking, setAsking] = useState<keyof typeof RESET_CONFIRM | null>(null);
  async function reset(kind: keyof typeof RESET_CONFIRM) {
    if (kind === 'password') {
      const r = await run('staff.resetPassword', { id });
      if (r) setShown(r.message);
    } else await run('staff.resetTotp', { id }, (d) => (d as { message: string }).message);
    setAsking(null);
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label="修改角色"
        className={field}
        value={role}
        disabled={busy || self}
        onChange={(e) => run('staff.update', { id, role: e.target.value as StaffRole }, '已修改角色')}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {STAFF_ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      <Btn
        kind="link"
        disabled={busy || self}
        onClick={() => run('staff.update', { id, status: status === 1 ? 0 : 1 }, status === 1 ? '已停用' : '已启用')}
      >
        {status === 1 ? '停用' : '启用'}
      </Btn>
      <Btn kind="link" disabled={busy} onClick={() => setAsking('password')}>
        重置密码
      </Btn>
      <Btn kind="link" disabled={busy} onClick={() => setAsking('totp')}>
        重置动态验证码
      </Btn>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? RESET_CONFIRM[asking].title : undefined}
        message={asking ? RESET_CONFIRM[asking].text(name) : ''}
        confirmText="确定重置"
        busy={busy}
        onConfirm={() => asking && reset(asking)}
        onCancel={() => setAsking(null)}
      />
      <Modal
        open={shown !== null}
        onClose={() => setShown(null)}
        title="新密码"
        footer={
          <div className="flex justify-end">
            <Btn onClick={() => setShown(null)}>我已记下</Btn>
          </div>
        }
      >
        <p data-testid="reset-password" className="break-all text-sm">
          {shown}
        </p>
      </Modal>
    </div>
  );
}

/**
 * @param mustChange the password was set by someone else: once changed, the console opens on its home page (a full
 *   navigation: the client's router may still hold the pages that redirected here).
 */
export function ChangePasswordForm({ mustChange = false }: { mustChange?: boolean }) {
  const { run, busy } = useConsoleAction();
  const [oldPw, setOld] = useState('');
  const [pw, setPw] = useState('');
  const [pw2, setPw2] = useState('');
  const [err, setErr] = useState('');
  return (
    <form
      className="max-w-sm space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setErr('');
        if (!/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/.test(pw)) return setErr('密码须为8-20位，且包含字母和数字');
        if (pw !== pw2) return setErr('两次输入的密码不一致');
        const md5 = (await import('md5')).default;
        const r = await run(
          'auth.changePassword',
          { oldPassword: md5(oldPw), newPassword: md5(pw) },
          (d) => (d as { message: string }).message,
        );
        if (r !== null) {
          setOld('');
          setPw('');
          setPw2('');
          if (mustChange) window.location.assign('/console');
        }
      }}
    >
      {[
        ['原密码', oldPw, setOld, 'current-password'],
        ['新密码', pw, setPw, 'new-password'],
        ['确认新密码', pw2, setPw2, 'new-password'],
      ].map(([label, v, set, ac]) => (
        <label key={label as string} className="block text-sm">
          <span className="mb-1 block text-ink-600">{label as string}</span>
          <input
            aria-label={label as string}
            type="password"
            autoComplete={ac as string}
            className={`${field} w-full`}
            value={v as string}
            onChange={(e) => (set as (s: string) => void)(e.target.value)}
            maxLength={20}
          />
        </label>
      ))}
      {err && (
        <p role="alert" className="text-sm text-red-600">
          {err}
        </p>
      )}
      <Btn type="submit" disabled={busy}>
        修改密码
      </Btn>
    </form>
  );
}

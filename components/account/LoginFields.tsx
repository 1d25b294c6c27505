'use client';
/** Shared pieces of the login, register and reset forms: an input row, the captcha and SMS-code rows, the error line, the SMS sender. */
import { forwardRef } from 'react';
import { CAPTCHA_LENGTH, PHONE_LENGTH } from '@/lib/config/constants';
import { CaptchaImage } from './CaptchaImage';
import { S } from '@/lib/config/messages';
import { callApi } from '@/lib/client/login-flow';
import { cleanMobile, trimInput } from '@/lib/client/login-validation';
import { toast } from '@/lib/client/toast';

export type FieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onValue: (v: string) => void;
  invalid?: boolean;
  /** Keeps digits only, at most 11 (mobile inputs). */
  mobile?: boolean;
};

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { value, onValue, invalid, mobile, className = '', ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      value={value}
      onChange={(e) => onValue(mobile ? cleanMobile(e.target.value) : e.target.value)}
      maxLength={mobile ? PHONE_LENGTH : rest.maxLength}
      inputMode={mobile ? 'numeric' : rest.inputMode}
      aria-invalid={invalid || undefined}
      className={`input h-10 w-full ${invalid ? 'border-danger' : ''} ${className}`}
      {...rest}
    />
  );
});

/** The image-captcha input (4 characters, spaces dropped) beside its picture. */
export function CaptchaRow(props: {
  value: string;
  onValue: (v: string) => void;
  invalid?: boolean;
  version: number;
  active: boolean;
  onKey: (key: string | null) => void;
}) {
  return (
    <div className="flex gap-2">
      <Field
        value={props.value}
        onValue={(v) => props.onValue(v.replace(/\s/g, '').slice(0, CAPTCHA_LENGTH))}
        placeholder="请输入图形验证码"
        aria-label="图形验证码"
        autoComplete="off"
        maxLength={CAPTCHA_LENGTH}
        invalid={props.invalid}
        name="imgCode"
      />
      <CaptchaImage version={props.version} active={props.active} onKey={props.onKey} />
    </div>
  );
}

/** The SMS-code input (digits, spaces dropped) beside its send button (`children`). */
export function SmsCodeRow(props: {
  value: string;
  onValue: (v: string) => void;
  invalid?: boolean;
  placeholder: string;
  label?: string;
  name?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={props.className ?? 'flex gap-2'}>
      <Field
        value={props.value}
        onValue={(v) => props.onValue(v.replace(/\s/g, '').slice(0, 8))}
        placeholder={props.placeholder}
        aria-label={props.label ?? '短信验证码'}
        autoComplete="one-time-code"
        inputMode="numeric"
        invalid={props.invalid}
        name={props.name ?? 'msgCode'}
      />
      {props.children}
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="min-h-5 text-[13px] leading-5 text-danger" data-testid="form-error">
      {message ?? ''}
    </p>
  );
}

/**
 * Sends an SMS code (account.getMsgCode; type 1 login/register, 2 reset password, 3 bind phone) and says so;
 * rejects with the server's message shown through `onError`.
 */
export async function sendSmsCode(
  args: { mobile: string; type: 1 | 2 | 3; imgCode?: string; imgCodeKey?: string | null },
  onError: (message: string) => void,
  successMessage: string = S.smsSent,
): Promise<void> {
  try {
    await callApi('account.getMsgCode', {
      mobile: trimInput(args.mobile),
      type: args.type,
      ...(args.imgCode ? { imgCode: trimInput(args.imgCode), imgCodeKey: args.imgCodeKey ?? undefined } : {}),
    });
    onError('');
    toast.success(successMessage);
  } catch (err) {
    onError(err instanceof Error && err.message ? err.message : '发送失败，请稍后再试');
    throw err;
  }
}

/** The submit button: looks active only when the required inputs are filled (spec §4), but always answers. */
export function SubmitButton({
  ready,
  busy,
  children,
  testId,
}: {
  ready: boolean;
  busy: boolean;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`btn btn-lg w-full text-[15px] text-white transition-colors ${ready ? 'bg-brand-500 hover:bg-brand-600' : 'bg-brand-300'}`}
      data-ready={ready ? '1' : '0'}
      data-testid={testId}
    >
      {busy ? '请稍候…' : children}
    </button>
  );
}

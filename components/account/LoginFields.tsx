'use client';
/** Shared pieces of the login, register and reset forms: an input row, the error line, the SMS sender. */
import { forwardRef } from 'react';
import { PHONE_LENGTH } from '@/lib/config/constants';
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

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ value, onValue, invalid, mobile, className = '', ...rest }, ref) {
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
export function SubmitButton({ ready, busy, children, testId }: { ready: boolean; busy: boolean; children: React.ReactNode; testId?: string }) {
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

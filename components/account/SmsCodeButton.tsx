'use client';
/**
 * The SMS code button of spec §4: idle → (sent) disabled with a 60 s countdown → re-enabled.
 * Enabled only when the phone is valid and, where the form asks for it, the image captcha has 4 characters.
 * `send` performs the API call and resolves when the code went out (rejects → stays idle).
 */
import { useEffect, useState } from 'react';
import { SMS_COOLDOWN_SECONDS } from '@/lib/config/constants';
import { canSendSms, remainingSeconds } from '@/lib/client/login-validation';

export const smsButtonLabel = (remaining: number, sentOnce: boolean): string =>
  remaining > 0 ? `${remaining}秒后重新获取` : sentOnce ? '重新获取' : '获取验证码';

export function SmsCodeButton({
  mobile,
  captcha,
  needCaptcha = false,
  send,
  className = '',
}: {
  mobile: string;
  captcha?: string;
  needCaptcha?: boolean;
  send: () => Promise<void>;
  className?: string;
}) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const remaining = remainingSeconds(startedAt, now, SMS_COOLDOWN_SECONDS);

  useEffect(() => {
    if (startedAt === null || remaining <= 0) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [startedAt, remaining]);

  const enabled = canSendSms({ mobile, captcha, needCaptcha, remaining, sending });

  return (
    <button
      type="button"
      disabled={!enabled}
      onClick={async () => {
        if (!enabled) return;
        setSending(true);
        try {
          await send();
          const t = Date.now();
          setStartedAt(t);
          setNow(t);
        } catch {
          // the sender showed the message; the button stays available
        } finally {
          setSending(false);
        }
      }}
      className={`h-10 w-[110px] shrink-0 rounded border text-[13px] transition-colors ${
        enabled
          ? 'border-brand-500 bg-white text-brand-600 hover:bg-brand-50'
          : 'cursor-not-allowed border-line bg-surface text-ink-500'
      } ${className}`}
      data-testid="sms-button"
    >
      {sending ? '发送中…' : smsButtonLabel(remaining, startedAt !== null)}
    </button>
  );
}

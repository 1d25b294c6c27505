'use client';
/**
 * 免费注册 on a phone (/mobileView?target=/register?redirect=…): the desktop register form itself (mobile, SMS code,
 * password twice, optional referrer; a WeChat ?token= binds that identity), returning to the phone page that sent the
 * buyer, as the phone login does.
 */
import { useCallback } from 'react';
import { RegisterForm } from '@/components/account/RegisterForm';
import { phoneReturnTo } from './PhoneLogin';

export function PhoneRegister({ token, redirect }: { token: string | null; redirect: string | null }) {
  const resolveReturnTo = useCallback(() => phoneReturnTo(redirect), [redirect]);
  return (
    // The form's text links (立即登录, the agreement) get the phone's 44 px touch height here.
    <div
      className="phone-reflow bg-white px-4 py-4 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center"
      data-testid="phone-register"
    >
      <RegisterForm token={token} redirect={redirect} resolveReturnTo={resolveReturnTo} />
    </div>
  );
}

import type { Metadata } from 'next';
import { LoginForgetPasswordForm } from '@/components/account/LoginForgetPasswordForm';
import { LoginFrame } from '@/components/account/LoginPageView';

export const metadata: Metadata = { title: '找回密码', robots: { index: false, follow: true } };

export default function Page() {
  return (
    <LoginFrame title="找回密码">
      <LoginForgetPasswordForm />
    </LoginFrame>
  );
}

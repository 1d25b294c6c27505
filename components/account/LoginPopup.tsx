'use client';
/**
 * The login popup overlay (spec §2.4): the account/phone variant of the login panel in a Headless UI Dialog.
 * After a login the popup closes and continues only to quickOrder, customizedServices, settlementCenter,
 * inquiryCenter or orderCenter; anywhere else the buyer stays on the page (spec §4).
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { closeLogin, useLoginModal } from '@/lib/client/login-modal';
import { LoginPanel } from './LoginPanel';
import { useLoginFinisher } from './LoginFinish';

export default function LoginPopup() {
  const { open, returnTo } = useLoginModal();
  const finish = useLoginFinisher({ popup: true, returnTo });
  return (
    <Dialog open={open} onClose={closeLogin} className="relative z-[100]">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/40 transition-opacity duration-150 data-[closed]:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          className="relative w-[400px] max-w-full rounded-md bg-white px-8 pb-6 pt-7 shadow-xl transition duration-150 data-[closed]:scale-95 data-[closed]:opacity-0"
          data-testid="login-popup"
        >
          <button
            type="button"
            onClick={closeLogin}
            aria-label="关闭"
            className="absolute right-3 top-2 text-2xl leading-none text-ink-500 hover:text-ink-900"
          >
            ×
          </button>
          <DialogTitle className="mb-4 text-center text-lg font-medium text-ink-900">欢迎登录</DialogTitle>
          <LoginPanel variant="account" onLoggedIn={finish} onNavigate={closeLogin} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

'use client';
/**
 * Mounted once for every page (SiteProviders): renders the login popup while `openLogin()` has it open.
 * The popup's code (Headless UI Dialog, forms, md5, the API client) is loaded on first use only.
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useLoginModal } from '@/lib/client/login-modal';

const LoginPopup = dynamic(() => import('./LoginPopup'), { ssr: false });

export function LoginModalHost() {
  const { open } = useLoginModal();
  // Once loaded, stay mounted so the closing transition can play.
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  return open || used ? <LoginPopup /> : null;
}

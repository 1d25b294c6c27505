'use client';
/** 访问电脑版: sets the FORCE_DESKTOP cookie (so neither the proxy nor the client redirect sends us back), then opens the target. */
import Cookies from 'js-cookie';
import { DESKTOP_OVERRIDE_COOKIE, SESSION_DAYS_REMEMBER } from '@/lib/config/constants';
import { safeTarget } from '@/lib/config/routes';

export function forceDesktop(): void {
  Cookies.set(DESKTOP_OVERRIDE_COOKIE, '1', { expires: SESSION_DAYS_REMEMBER, path: '/', sameSite: 'lax' });
}

export function DesktopButton({
  target,
  className = '',
  children,
}: {
  target: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      data-testid="visit-desktop"
      // Read by the script-free phone pages' vanilla handler (public/phone-lite.js).
      data-target={safeTarget(target)}
      onClick={() => {
        forceDesktop();
        window.location.assign(safeTarget(target));
      }}
    >
      {children}
    </button>
  );
}

/**
 * The real-name gate of spec §5: actions that need authentication require identity status '2'; otherwise the
 * warning 您还未完成实名认证，请完成认证后继续操作 and /personalCenter?needAuthentication=1.
 */
import { V } from '@/lib/config/messages';
import { toast } from './toast';

export const NEED_AUTH_PATH = '/personalCenter?needAuthentication=1';

export const isRealNameVerified = (userInfo: { identityStatus?: string | null } | null | undefined) =>
  userInfo?.identityStatus === '2';

/** True when the buyer may continue; else warns, navigates to real-name verification and returns false. */
export function requireRealName(
  userInfo: { identityStatus?: string | null } | null | undefined,
  navigate: (path: string) => void = (p) => window.location.assign(p),
): boolean {
  if (isRealNameVerified(userInfo)) return true;
  toast.warning(V.realNameRequired);
  navigate(NEED_AUTH_PATH);
  return false;
}

/**
 * React Query helpers of the personal centre: every query is keyed by its endpoint key (and input), runs only
 * with a token, and is invalidated by endpoint key after a change. Errors of actions are toasted once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import type { InputOf } from '@/lib/api/define';
import type { EndpointKey, Endpoints } from '@/lib/api/endpoints';
import type { UserInfoDto } from '@/lib/api/endpoints/account';
import { setUserInfo, useSession } from './session';
import { toast } from './toast';

export const USER_INFO_KEY = ['account.selectUser'] as const;

/** A read of the buyer's own data (disabled for guests: the proxy already sent them to /login). */
export function useCenterQuery<K extends EndpointKey>(key: K, input?: InputOf<Endpoints[K]>, enabled = true) {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: [key, input ?? null],
    queryFn: () => api(key, input),
    enabled: isLogin && enabled,
  });
}

/** userInfo/selectUser; the session store (header name) follows it. */
export function useUserInfo() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: async (): Promise<UserInfoDto> => {
      const u = await api('account.selectUser');
      setUserInfo(u as unknown as Parameters<typeof setUserInfo>[0]);
      return u;
    },
    enabled: isLogin,
  });
}

/**
 * Runs an action: busy flag, success toast (a fixed text, or one made from the result: the server's message),
 * invalidation of the given endpoint keys, error toast.
 * Resolves true on success.
 */
export function useAction() {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(
      fn: () => Promise<T>,
      opts: { success?: string | ((result: T) => string); invalidate?: readonly string[] } = {},
    ): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await fn();
        const success = typeof opts.success === 'function' ? opts.success(result) : opts.success;
        if (success) toast.success(success);
        await Promise.all((opts.invalidate ?? []).map((k) => qc.invalidateQueries({ queryKey: [k] })));
        return true;
      } catch (err) {
        notifyError(err);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [qc],
  );
  return { run, busy };
}

/** Field errors from a failed call are shown by the toast; this reads the message for inline display too. */
export function errorMessage(err: unknown): string | null {
  return err instanceof Error ? err.message : null;
}

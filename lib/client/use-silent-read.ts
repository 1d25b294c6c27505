'use client';
/**
 * A logged-in buyer's own state on a shared cached page (favourite, stock alert, licences of the goods page): read
 * once on the client while `enabled`, again when `key` or `enabled` changes (after a login), kept in React state.
 *
 * Not React Query: the goods page (pages router) renders without a QueryClientProvider, so React Query's ≈ 10 KB
 * gzip stay off its first load (issue 34, bench/suites/js-weight.ts). Failures leave `data` undefined: these reads
 * are silent (a missing mark, never an error toast).
 */
import { useEffect, useState } from 'react';

export type SilentRead<T> = {
  data: T | undefined;
  /** Enabled and neither answered nor failed yet. */
  isPending: boolean;
  /** Replace the value after a change this page made (the server answered the change). */
  set: (v: T) => void;
  /** Read again (after a failed change). */
  refresh: () => void;
};

export function useSilentRead<T>(key: string, read: () => Promise<T>, enabled: boolean): SilentRead<T> {
  const [state, setState] = useState<{ key: string; data: T | undefined; done: boolean }>({
    key,
    data: undefined,
    done: false,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    read().then(
      (data) => live && setState({ key, data, done: true }),
      () => live && setState({ key, data: undefined, done: true }),
    );
    return () => {
      live = false;
      // What was read belongs to this key and this session: a later login reads afresh.
      setState({ key: '', data: undefined, done: false });
    };
    // `read` is a new closure every render; `key` names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, round]);
  const current = enabled && state.key === key;
  return {
    data: current ? state.data : undefined,
    isPending: enabled && !(current && state.done),
    set: (data) => setState({ key, data, done: true }),
    refresh: () => setRound((r) => r + 1),
  };
}

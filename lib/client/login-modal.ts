/**
 * The login popup's tiny store (spec §2.4 "can appear as a popup overlay", §4 protected entries):
 * `openLogin({ returnTo })` from anywhere in the browser; <LoginModalHost/> (mounted once by SiteProviders)
 * renders the dialog while it is open. No other imports: this module is part of every page's JS.
 */
import { useSyncExternalStore } from 'react';

export type LoginModalState = { open: boolean; returnTo: string | null };

const CLOSED: LoginModalState = Object.freeze({ open: false, returnTo: null }) as LoginModalState;
let state: LoginModalState = CLOSED;
const listeners = new Set<() => void>();

function set(next: LoginModalState) {
  state = next;
  for (const l of [...listeners]) l();
}

/** Opens the popup; after a login it continues to `returnTo` when §4 allows it (see resolveReturnPath). */
export function openLogin(opts: { returnTo?: string | null } = {}): void {
  set({ open: true, returnTo: opts.returnTo ?? null });
}

export function closeLogin(): void {
  if (state.open) set(CLOSED);
}

export function getLoginModal(): LoginModalState {
  return state;
}

export function subscribeLoginModal(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

const serverState = () => CLOSED;

export function useLoginModal(): LoginModalState {
  return useSyncExternalStore(subscribeLoginModal, getLoginModal, serverState);
}

/**
 * A tiny toast pub-sub: anything in the browser can call `toast.error('…')`; <Toaster/> renders them.
 * Identical messages already on screen are not stacked again (many failing requests give one toast).
 *
 * A toast is kept until a buyer could read it:
 *  - its time on screen starts when a <Toaster/> shows it, not when it is raised: the app router's toaster mounts
 *    after hydration (components/providers/SiteExtras.tsx), and a toast raised before that would otherwise run out
 *    unseen;
 *  - the toasts on screen when the page is left by a full navigation are shown again on the next page of the tab
 *    (sessionStorage, read once, only right after the unload): e.g. 登录成功！ and the welcome message, raised on
 *    /login just before the app router loads the home page — a pages-router page — as a new document.
 */
import { TOAST_CARRY_MS, TOAST_DURATION_MS } from '@/lib/config/constants';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type ToastItem = { id: number; kind: ToastKind; message: string; duration: number };
type Listener = (items: readonly ToastItem[]) => void;

const KINDS: readonly string[] = ['success', 'error', 'warning', 'info'] satisfies ToastKind[];
/** sessionStorage: the toasts on screen when the last page of this tab was left, and when. */
const TOAST_CARRY_KEY = 'mall.toasts';
/** Bounds on what is read back from storage (the page's own writes, but a user can edit them). */
const MAX_CARRIED = 5;
const MAX_MESSAGE = 500;
const MAX_DURATION_MS = 60_000;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l(items);
}

export function dismissToast(id: number): void {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
  const before = items.length;
  items = items.filter((i) => i.id !== id);
  if (items.length !== before) emit();
}

/** Starts a shown toast's countdown (once). */
function arm(item: ToastItem) {
  if (item.duration > 0 && !timers.has(item.id))
    timers.set(
      item.id,
      setTimeout(() => dismissToast(item.id), item.duration),
    );
}

function show(kind: ToastKind, message: string, duration = TOAST_DURATION_MS): number {
  const text = String(message ?? '').trim();
  if (!text) return 0;
  const same = items.find((i) => i.kind === kind && i.message === text);
  if (same) return same.id;
  const item = { id: nextId++, kind, message: text, duration };
  items = [...items, item];
  emit();
  if (listeners.size) arm(item);
  return item.id;
}

export const toast = {
  success: (message: string, duration?: number) => show('success', message, duration),
  error: (message: string, duration?: number) => show('error', message, duration),
  warning: (message: string, duration?: number) => show('warning', message, duration),
  info: (message: string, duration?: number) => show('info', message, duration),
};

export type Toast = typeof toast;

/** For <Toaster/> (useSyncExternalStore): subscribing shows the waiting toasts, so their countdown starts. */
export function subscribeToasts(fn: Listener): () => void {
  listeners.add(fn);
  for (const i of items) arm(i);
  return () => {
    listeners.delete(fn);
  };
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

const EMPTY: readonly ToastItem[] = [];
export function getServerToasts(): readonly ToastItem[] {
  return EMPTY;
}

/** On `pagehide`: the toasts still on screen, for the next page of this tab. */
function carryToasts(storage: Storage, now = Date.now()): void {
  try {
    if (!items.length) return;
    const list = items.slice(-MAX_CARRIED).map(({ kind, message, duration }) => ({ kind, message, duration }));
    storage.setItem(TOAST_CARRY_KEY, JSON.stringify({ at: now, list }));
  } catch {
    // storage full or disabled: the toasts end with the page
  }
}

/** On load: shows the toasts the previous page of this tab left on screen, if it was left just now. */
function restoreToasts(storage: Storage, now = Date.now()): void {
  try {
    const raw = storage.getItem(TOAST_CARRY_KEY);
    if (raw === null) return;
    storage.removeItem(TOAST_CARRY_KEY);
    const saved = JSON.parse(raw) as { at?: unknown; list?: unknown };
    const age = now - Number(saved.at);
    if (!(age >= 0 && age <= TOAST_CARRY_MS) || !Array.isArray(saved.list)) return;
    for (const t of saved.list.slice(0, MAX_CARRIED) as Partial<ToastItem>[]) {
      const duration = Number(t.duration);
      if (typeof t.kind === 'string' && KINDS.includes(t.kind) && typeof t.message === 'string')
        show(
          t.kind as ToastKind,
          t.message.slice(0, MAX_MESSAGE),
          duration >= 0 ? Math.min(duration, MAX_DURATION_MS) : undefined,
        );
    }
  } catch {
    // unreadable: nothing to show
  }
}

if (typeof window !== 'undefined') {
  try {
    restoreToasts(window.sessionStorage);
    window.addEventListener('pagehide', () => carryToasts(window.sessionStorage));
  } catch {
    // sessionStorage refused (privacy settings): toasts stay within the page
  }
}

/** Tests: drop every toast and timer. */
export function resetToasts(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  items = [];
  emit();
}

/**
 * A tiny toast pub-sub: anything in the browser can call `toast.error('…')`; <Toaster/> renders them.
 * Identical messages already on screen are not stacked again (many failing requests give one toast).
 */
import { TOAST_DURATION_MS } from '@/lib/config/constants';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type ToastItem = { id: number; kind: ToastKind; message: string; duration: number };
type Listener = (items: readonly ToastItem[]) => void;

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

function show(kind: ToastKind, message: string, duration = TOAST_DURATION_MS): number {
  const text = String(message ?? '').trim();
  if (!text) return 0;
  const same = items.find((i) => i.kind === kind && i.message === text);
  if (same) return same.id;
  const id = nextId++;
  items = [...items, { id, kind, message: text, duration }];
  emit();
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

export const toast = {
  success: (message: string, duration?: number) => show('success', message, duration),
  error: (message: string, duration?: number) => show('error', message, duration),
  warning: (message: string, duration?: number) => show('warning', message, duration),
  info: (message: string, duration?: number) => show('info', message, duration),
};

export type Toast = typeof toast;

/** For <Toaster/> (useSyncExternalStore). */
export function subscribeToasts(fn: Listener): () => void {
  listeners.add(fn);
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

/** Tests: drop every toast and timer. */
export function resetToasts(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  items = [];
  emit();
}

/**
 * Browser helpers of the inquiry pages: money in fen for display, the submission's idempotency key, the basket
 * form's checks (spec §5 phone messages) and refreshing the basket after a submission or a re-inquiry.
 */
import type { QueryClient } from '@tanstack/react-query';
import { formatPrice } from '@/lib/domain/catalog/products/client';
import { INQUIRY_MSG } from '@/lib/config/messages';
import { INQUIRY_RULES } from '@/lib/config/constants';
import { phoneHelper } from './profile-validate';
import { basketStore } from './stores';
import { chinaDateTime, todayInChina } from '@/lib/kernel/time';

/** ¥1,234.50 from integer fen ("—" when there is none). */
export const fenLabel = (fen: number | null | undefined): string =>
  typeof fen === 'number' ? formatPrice(fen / 100) : '—';

/** A fresh idempotency key for one submission (a retry or double click reuses it). */
export function newSubmissionKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** 2026-11-25 12:30 (China time) from an ISO timestamp, "—" for none. */
export const cnTime = (iso: string | null): string => chinaDateTime(iso);

/** Today's date (YYYY-MM-DD) in China: the earliest wished delivery date. */
export const todayCn = (now = new Date()): string => todayInChina(now);

export type ContactForm = { contactName: string; contactPhone: string; wantedBy: string; remark: string };
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

/** The basket form's checks (the server checks again). */
export function validateContact(f: ContactForm, today = todayCn()): ContactErrors {
  const e: ContactErrors = {};
  if (!f.contactName.trim()) e.contactName = INQUIRY_MSG.contactNameRequired;
  else if (f.contactName.trim().length > INQUIRY_RULES.contactNameMax) e.contactName = INQUIRY_MSG.contactNameTooLong;
  const phone = phoneHelper(f.contactPhone);
  if (phone) e.contactPhone = phone;
  if (f.wantedBy && f.wantedBy < today) e.wantedBy = INQUIRY_MSG.wantedByPast;
  if (f.remark.length > INQUIRY_RULES.noteMax) e.remark = INQUIRY_MSG.noteTooLong;
  return e;
}

/** After the basket changed on the server: the header count and the basket store follow, the page's rows refetch. */
export async function refreshBasket(qc: QueryClient): Promise<void> {
  const backend = basketStore.backend() as { refresh?: () => Promise<void> };
  await Promise.all([
    backend.refresh?.().catch(() => undefined),
    qc.invalidateQueries({ queryKey: ['basket', 'rows'] }),
  ]);
}

/**
 * The verification module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { STAFF_VERIFICATION_FILTERS } from './staff/queries';

export type StaffVerificationFilter = keyof typeof STAFF_VERIFICATION_FILTERS;

export type StaffVerificationRow = {
  id: number;
  kind: VerificationKind;
  kindLabel: string;
  status: string;
  statusLabel: string;
  userId: number;
  mobile: string | null;
  /** Real name (real-name), organisation name (enterprise, join). */
  subject: string;
  orgName: string | null;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
};

export type StaffVerificationDetail = StaffVerificationRow & {
  /** Labelled fields of what was submitted (never the full id number: only its masked form is stored). */
  fields: { label: string; value: string }[];
  files: { fid: number; url: string; mime: string; label: string }[];
  identityStatus: string;
};

export type VerificationKind = 'realname' | 'enterprise' | 'join';

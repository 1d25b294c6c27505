/** The fields buyers and staff both see of a stored document (status with expiry derived for today). */
import type { buyerLicences } from '@/lib/db/schema';
import {
  LICENCE_KIND_LABELS,
  LICENCE_STATUS_LABELS,
  displayStatus,
  expiresInDays,
  type LicenceKind,
  type LicenceStatus,
} from './rules';
import type { LicenceBase } from './types';

export function licenceBase(l: typeof buyerLicences.$inferSelect, today: string): LicenceBase {
  const status = l.status as LicenceStatus;
  const dated = { status, validFrom: l.validFrom, validTo: l.validTo };
  const shown = displayStatus(dated, today);
  return {
    id: l.id,
    kind: l.kind as LicenceKind,
    kindLabel: LICENCE_KIND_LABELS[l.kind as LicenceKind] ?? l.kind,
    licenceNo: l.licenceNo,
    authority: l.authority,
    validFrom: l.validFrom,
    validTo: l.validTo,
    owner: l.orgId === null ? 'personal' : 'org',
    status,
    displayStatus: shown,
    statusLabel: LICENCE_STATUS_LABELS[shown],
    expiresInDays: expiresInDays(dated, today),
  };
}

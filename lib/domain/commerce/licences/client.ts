/**
 * lib/domain/commerce/licences: what code running in the browser may import from this module (no server-only files behind it).
 * Server code imports ./index.ts.
 */
export {
  LICENCE_KINDS,
  LICENCE_KIND_AUTHORITY_HINT,
  LICENCE_KIND_LABELS,
  LICENCE_KIND_SHORT,
  RESTRICTED_CLASSES,
  isIsoDate,
  isLicenceKind,
  isRestricted,
  qualificationHref,
  standingFor,
} from './rules';
export type { LicenceKind, RestrictedClass } from './rules';

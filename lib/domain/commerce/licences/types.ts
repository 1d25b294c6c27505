/** Data types of the licences module (buyers' 企业资质, the console's review queue and the restricted-sales ledger). */
import type { CoverageState, LicenceDisplayStatus, LicenceKind, LicenceStatus, RestrictedClass } from './rules';

export type { CoverageState, LicenceDisplayStatus, LicenceKind, LicenceStatus, RestrictedClass };

/** Whose documents a buyer works with: their confirmed organisation's (shared by its members) and their own. */
export type LicenceScope = {
  userId: number;
  /** The confirmed organisation (owner or member), or null for a personal buyer. */
  orgId: number | null;
  orgName: string | null;
  /** The organisation passed enterprise verification (certStatus 2). */
  orgCertified: boolean;
  isOrgOwner: boolean;
  realName: string | null;
  nickName: string | null;
  mobile: string | null;
};

/** What buyers and staff both see of a document. */
export type LicenceBase = {
  id: number;
  kind: LicenceKind;
  kindLabel: string;
  licenceNo: string;
  authority: string;
  validFrom: string;
  validTo: string;
  /** 'org' documents are shared by the organisation's members; 'personal' ones are the buyer's own. */
  owner: 'org' | 'personal';
  status: LicenceStatus;
  displayStatus: LicenceDisplayStatus;
  statusLabel: string;
  /** Days until the last valid day when it ends within 30 days (0 = today), else null. */
  expiresInDays: number | null;
};

/** One document as its buyer (or a fellow member) sees it. */
export type LicenceDTO = LicenceBase & {
  scope: string | null;
  /** Why staff rejected or revoked it. */
  reason: string | null;
  uploadedBy: string;
  /** The scan (/uploads/<fid>: the uploader and the organisation's members may open it). */
  fileUrl: string;
  fileMime: string;
  /** This buyer may withdraw it (pending, and theirs or they administer the organisation). */
  canWithdraw: boolean;
  createdAt: string;
  reviewedAt: string | null;
};

export type LicenceSubmitInput = {
  kind: LicenceKind;
  licenceNo: string;
  authority: string;
  validFrom: string;
  validTo: string;
  scope?: string | null;
  /** The scan uploaded before (licence/upload). */
  fid: number;
};

/** Whether the buyer holds each kind of document now (the cart and the 企业资质 page). */
export type CoverageDTO = {
  kind: LicenceKind;
  kindLabel: string;
  state: CoverageState;
  licenceNo: string | null;
  validTo: string | null;
  reason: string | null;
  expiresInDays: number | null;
};

export type LicenceOverview = {
  /** 'org' when the buyer is a confirmed member of an organisation, else 'personal'. */
  scope: 'org' | 'personal';
  orgName: string | null;
  orgCertified: boolean;
  list: LicenceDTO[];
  coverage: CoverageDTO[];
};

/** What a restricted product of an order needs, and where the buyer stands (settlement preview, placement). */
export type LicenceRequirement = {
  cls: RestrictedClass;
  classLabel: string;
  kind: LicenceKind;
  kindLabel: string;
  /** 'org_only': a personal buyer may not buy this class; 'org_uncertified': the organisation is not verified yet. */
  state: CoverageState | 'org_only' | 'org_uncertified';
  licence: {
    id: number;
    licenceNo: string;
    authority: string;
    validFrom: string;
    validTo: string;
    reason: string | null;
  } | null;
  expiresInDays: number | null;
  names: string[];
  skuIds: number[];
};

/* ── Console ── */

export type StaffLicenceFilter = 'pending' | 'approved' | 'expiring' | 'expired' | 'rejected' | 'revoked' | 'all';

export type StaffLicenceRow = LicenceBase & {
  /** Organisation name, or the person (real name / nickname). */
  holder: string;
  orgCertified: boolean | null;
  uploaderMobile: string | null;
  reason: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  createdAt: string;
};

export type StaffLicenceDetail = StaffLicenceRow & {
  scope: string | null;
  file: { fid: number; url: string; mime: string };
  uploaderName: string;
  timeline: {
    label: string;
    statusLabel: string | null;
    actor: string;
    who: string | null;
    note: string | null;
    at: string;
  }[];
  /** Orders this document covered (newest first). */
  sales: { orderNo: string; productName: string; num: number; packageValue: string | null; at: string }[];
};

export type RestrictedSaleRow = {
  id: number;
  at: string;
  orderNo: string;
  orderStatus: string;
  orderStatusLabel: string;
  code: string | null;
  productName: string;
  cas: string | null;
  classLabel: string;
  packageValue: string | null;
  num: number;
  buyerName: string;
  buyerMobile: string | null;
  licenceKindLabel: string;
  licenceNo: string;
  licenceAuthority: string;
  licenceValidTo: string;
};

export type RestrictedSalesFilter = {
  from?: string;
  to?: string;
  cls?: RestrictedClass;
  kw?: string;
  /** Also cancelled and refunded orders (not sales); off by default. */
  includeCancelled?: boolean;
};

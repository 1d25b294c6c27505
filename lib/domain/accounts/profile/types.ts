/** The data types of this module, as the API answers them (lib/api re-exports them). */

export type AddressKind = 'receiving' | 'invoice';

export type AddressDTO = {
  id: number;
  kind: AddressKind;
  consignee: string;
  mobile: string;
  provinceId: number;
  /** null only where the province has no cities in the division data. */
  cityId: number | null;
  /** null only where the city has no districts (e.g. 东莞市). */
  districtId: number | null;
  /** "广东省 深圳市 南山区" (names of the chosen regions). */
  regionText: string;
  detail: string;
  company: string | null;
  isDefault: boolean;
  createdAt: string;
  /** Another member's address of the buyer's organisation (usable, not editable). */
  shared?: boolean;
};

export type RegionDTO = { id: number; parentId: number; level: number; name: string };

export type InvoiceTitleDTO = {
  id: number;
  /** 1 普通发票, 2 增值税专用发票. */
  type: 1 | 2;
  title: string;
  taxNo: string | null;
  bankName: string | null;
  bankAccount: string | null;
  regAddress: string | null;
  regPhone: string | null;
  isDefault: boolean;
  createdAt: string;
  /** Another member's title of the buyer's organisation (usable, not editable). */
  shared?: boolean;
};

/** A product card in favourites and history. */
export type ProductCardDTO = {
  productId: number;
  catalogNo: string;
  name: string;
  nameEn: string;
  cas: string | null;
  formula: string | null;
  imgUrl: string | null;
  /** Lowest real price, null = 询价. */
  minPrice: number | null;
  /** False when the product went off the shelf. */
  onSale: boolean;
};

export type FavoriteDTO = ProductCardDTO & { createdAt: string };

export type HistoryDTO = ProductCardDTO & { viewedAt: string };

export type PointsEntryDTO = {
  id: number;
  delta: number;
  reason: string;
  refType: string | null;
  refId: number | null;
  createdAt: string;
};

export type PointsPageDTO = { balance: number; list: PointsEntryDTO[] };

export type UploadDTO = { fid: number; url: string; mime: string; size: number };

/** identityStatus: '0' none, '1' 审核中, '2' authenticated, '3' rejected. */
export type IdCardCaseDTO = {
  identityStatus: string;
  reason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
};

export type IdCardInfoDTO = IdCardCaseDTO & {
  realName: string | null;
  /** 110101********1234: the full number is never stored. */
  idCardMasked: string | null;
  frontUrl: string | null;
  backUrl: string | null;
};

/** certStatus: 0 none, 1 审核中, 2 certified, 3 rejected. orgRole: 'pending' | 'member' | 'owner'. */
export type OrgInfoDTO = {
  orgId: number;
  orgName: string;
  /** The same name under the field the spec's pages read (§3: organisation info has a name field). */
  name: string;
  certStatus: number;
  orgRole: string | null;
  deptName: string | null;
};

export type OrganizationDTO = OrgInfoDTO & {
  creditCode: string | null;
  corpType: string | null;
  corpTypeName: string | null;
  address: string | null;
  contactName: string | null;
  /** Masked unless the user is the owner. */
  contactPhone: string | null;
  rejectReason: string | null;
  /** Licence and other files (owner only; private uploads). */
  licenseUrl: string | null;
  otherFileUrls: string[];
};

export type OrgSearchDTO = { id: number; name: string; certStatus: number };

export type CreditDTO = {
  orgId: number | null;
  quota: number;
  used: number;
  available: number;
  periodDays: number;
  /** 0 applied, 1 active, 2 rejected, 3 frozen. */
  status: number;
};

export type DeptDTO = { id: number; name: string };

/**
 * Personal centre (base /mall/user/api, spec §7): addresses and the region cascade, invoice titles, favourites,
 * browsing history, points, feedback, avatar, real-name and enterprise verification, organisation and credit.
 * Everything a buyer owns is read and written only by its owner (auth 'user'; ids of other users' records → code 0).
 */
import { addressesEndpoints } from './addresses';
import { activityEndpoints } from './activity';
import { verificationEndpoints } from './verification';
export type {
  AddressDTO,
  AddressKind,
  CreditDTO,
  DeptDTO,
  FavoriteDTO,
  HistoryDTO,
  IdCardCaseDTO,
  IdCardInfoDTO,
  InvoiceTitleDTO,
  OrgInfoDTO,
  OrgSearchDTO,
  OrganizationDTO,
  PointsEntryDTO,
  PointsPageDTO,
  ProductCardDTO,
  RegionDTO,
  UploadDTO,
} from '@/lib/domain/accounts/profile';

export type { MyFeedbackRow } from '@/lib/domain/accounts/profile';
export type { CorpTypeDTO } from './schemas';

export const profileEndpoints = {
  ...addressesEndpoints,
  ...activityEndpoints,
  ...verificationEndpoints,
} as const;

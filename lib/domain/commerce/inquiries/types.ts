/** The data types of this module, as the API answers them (lib/api re-exports them). */

export type InquiryStatusDTO = 'submitted' | 'quoted' | 'ordered' | 'closed';

/** A row of the inquiry centre list. */
export type InquirySummaryDTO = {
  id: number;
  inquiryNo: string;
  status: InquiryStatusDTO;
  /** 待报价 / 已报价 / 已下单 / 已关闭, or 报价已过期 for a quote past its date. */
  statusLabel: string;
  expired: boolean;
  createdAt: string;
  lineCount: number;
  /** Names of the first lines (for the list). */
  names: string[];
  quotedAmountFen: number | null;
  validUntil: string | null;
  wantedBy: string | null;
};

export type InquiryCountsDTO = Record<InquiryStatusDTO, number>;

export type InquiryLineDTO = {
  id: number;
  productId: number | null;
  skuId: number | null;
  name: string;
  code: string | null;
  cas: string | null;
  specification: { name: string; value: string }[];
  packageValue: string | null;
  num: number;
  purityWish: string | null;
  packageWish: string | null;
  note: string | null;
  /** The quoted unit price in fen (null: not quoted yet, or staff cannot supply the line). */
  unitPriceFen: number | null;
  /** unitPriceFen × num, computed in SQL. */
  lineTotalFen: number | null;
  deliveryText: string | null;
};

export type InquiryEventDTO = {
  event: string;
  label: string;
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  note: string | null;
  createdAt: string;
};

export type InquiryDetailDTO = Omit<InquirySummaryDTO, 'names'> & {
  contactName: string | null;
  contactPhone: string | null;
  remark: string | null;
  quotedAt: string | null;
  quoteNote: string | null;
  closeReason: string | null;
  orderNo: string | null;
  lines: InquiryLineDTO[];
  events: InquiryEventDTO[];
  /** Which buttons the detail shows (from the inquiry state machine). */
  actions: { accept: boolean; close: boolean; reinquire: boolean };
};

/** The contact the basket form starts with: the buyer's last inquiry's, else their name and own mobile. */
export type InquiryContactDTO = { contactName: string; contactPhone: string };

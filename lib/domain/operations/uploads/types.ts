/**
 * The uploads module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */

export type PdfScan = {
  /** Active-content names found (deduplicated, without the slash). */
  active: string[];
  /** Why the file could not be fully inspected, or null. */
  uninspectable: string | null;
};

export type CheckedFile = { bytes: Uint8Array; mime: string };

export type UploadPurpose =
  | 'avatar'
  | 'feedback'
  | 'idcard_front'
  | 'idcard_back'
  | 'licence'
  | 'corp_other'
  | 'voucher'
  | 'hazard_licence'
  | 'after_sale'
  | 'invoice_pdf'
  | 'custom_file';

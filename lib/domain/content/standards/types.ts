/**
 * The standards module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { STANDARD_STATUSES } from './standards';

export type StandardStatus = (typeof STANDARD_STATUSES)[number];

export type StandardListItem = {
  id: number;
  standardCode: string;
  title: string;
  titleEn: string | null;
  issuer: string | null;
  category: string | null;
  issuedOn: string | null;
  effectiveOn: string | null;
  status: string;
  replacedBy: string | null;
  isDemo: boolean;
};

export type StandardItemRow = {
  id: number;
  standard_code: string;
  title: string;
  title_en: string | null;
  issuer: string | null;
  category: string | null;
  issued_on: string | null;
  effective_on: string | null;
  status: string;
  replaced_by: string | null;
  is_demo: boolean;
};

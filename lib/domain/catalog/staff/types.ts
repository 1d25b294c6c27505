/**
 * The staff side's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { ProductSummary } from '@/lib/domain/catalog/products';
import type { EDITED } from './edit';
import type { products } from '@/lib/db/schema';

export type ProductForm = {
  code?: string;
  nameZh?: string;
  nameEn: string;
  synonyms?: string | string[];
  cas?: string;
  categoryId?: number | null;
  brandId?: number | null;
  purity?: string;
  storage?: string;
  shipping?: string;
  hazards?: string | string[];
  licenceClass?: string;
  description?: string;
  /** SMILES or molfile; '' removes the structure; undefined leaves it. */
  structure?: string;
  /** A formula for a product without a structure (ignored when a structure is given). */
  formula?: string;
};

export type ProductRow = typeof products.$inferSelect;

export type Edited = Pick<ProductRow, (typeof EDITED)[number]>;

export type ProductDetail = Edited & {
  id: number;
  molecularWeight: number | null;
  exactMass: number | null;
  inchi: string | null;
  hasStructure: boolean;
  createdAt: string;
  updatedAt: string;
  skus: {
    id: number;
    code: string;
    packageValue: string;
    price: string | null;
    stock: number;
    delivery: string;
    deliveryDays: number | null;
    status: number;
    sort: number;
  }[];
  lots: {
    id: number;
    batchNo: string;
    status: string;
    releasedOn: string | null;
    expiresOn: string | null;
    purity: string | null;
    fileUrl: string | null;
  }[];
};

export type ConsoleProductRow = ProductSummary & {
  formula: string | null;
  categoryName: string | null;
  brandName: string | null;
  status: number;
  skuCount: number;
  stock: number;
  /** Lowest price (exact text), null when every package is 询价. */
  minPrice: string | null;
  hasStructure: boolean;
  updatedAt: string;
};

/** One package of a catalogue import row, as ./import-rows.ts validates it. */
export type ImportPackage = {
  packageValue: string;
  /** undefined: unchanged (or 询价 for a new package); null: 询价; text: exact price "120.50". */
  price: string | null | undefined;
  stock: number | null | undefined;
  delivery: { delivery: string; deliveryDays: number | null } | null | undefined;
};

/** A valid row. Optional fields that are undefined leave an existing product's value as it is. */
export type ImportRecord = {
  row: number;
  code: string;
  nameZh?: string;
  nameEn?: string;
  synonyms?: string[];
  cas?: string;
  /** SMILES as written, and its canonical form (from the structure check). */
  smiles?: string;
  canonical?: string;
  formula?: string;
  formulaHill?: string;
  categoryId?: number;
  brandId?: number;
  packages: ImportPackage[];
  purity?: string;
  storage?: string;
  shipping?: string;
  hazards?: string[];
  licenceClass?: string | null;
  description?: string;
  status?: 0 | 1;
};

export type RejectedRow = { row: number; code: string; reasons: string[] };

/** What validating an import row needs: the catalogue's names and the file's rows so far. */
export type RowContext = {
  /** Category id by normalised name or slug. */
  categories: ReadonlyMap<string, number>;
  /** Brand id by normalised name, English name or code. */
  brands: ReadonlyMap<string, number>;
  /** 货号 already seen in this file → its row number (filled by validateRow). */
  seen: Map<string, number>;
  /** Canonical SMILES of a SMILES, or null when it cannot be read (RDKit on the server; a stand-in in tests). */
  canonical: (smiles: string) => string | null;
};

/** A field an import row changes on an existing product (./import-plan.ts). */
export type FieldChange = { label: string; from: string; to: string };

/** What the run touched, for the cache invalidation at the end. */
export type ImportScope = {
  products: number[];
  productsOverflow: boolean;
  categories: number[];
  brands: number[];
  added: boolean;
};

/** An import job's state (./import-job.ts). */
export type ImportStatus = 'checking' | 'dry_run' | 'queued' | 'running' | 'done' | 'failed';
export type Counts = { added: number; changed: number; unchanged: number; rejected: number };

export type ImportReport = {
  phase: 'check' | 'run';
  beatAt: string;
  columns: { used: string[]; ignored: string[] };
  rejected: RejectedRow[];
  added: { row: number; code: string; name: string }[];
  changed: { row: number; code: string; fields: FieldChange[] }[];
  /** The dry run's counts, kept when the run starts. */
  dryRun?: Counts & { total: number };
  run?: { restocked: number; notified: number; structures: number; invalidation: string };
};

/** An import job as the console shows it. */
export type ImportJobView = {
  id: number;
  fileName: string;
  status: ImportStatus;
  statusLabel: string;
  total: number;
  processed: number;
  percent: number;
  counts: Counts;
  report: ImportReport | null;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  staffId: number | null;
};

/** An import job's list row: the report is left out. */
export type ImportListRow = Omit<ImportJobView, 'report'> & { report: null };

export type RunOptions = {
  /** Called once at the end with what changed (the console handler invalidates the cached pages). */
  onDone?: (scope: ImportScope) => Promise<string> | string;
};

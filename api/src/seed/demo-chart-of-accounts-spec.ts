import type { FolderType } from "../chart-tree/coa-node.ts";

/** A folder of the demo tree before ids, depths and inherited flags are filled in. */
export interface DemoFolder {
  key: string;
  description: string;
  children: DemoFolder[];
  folderType?: FolderType;
  id?: string;
  rollUp?: boolean;
  /** Unset: inherited from the parent. */
  nevVisible?: boolean;
  niiVisible?: boolean;
}

/** Months 12 to 180 in steps of 12: the loan term buckets. */
export const LOAN_TERMS = Array.from({ length: 15 }, (_, i) => 12 * (i + 1));
/** Home equity and HELOC reach 240 months. */
export const EQUITY_TERMS = [...LOAN_TERMS, 240];
/** Long mortgages (30 year fixed, ARMs) run to 360 months. */
export const MORTGAGE_TERMS = [...LOAN_TERMS, 240, 300, 360];
export const CERTIFICATE_TERMS = [1, 3, 6, 12, 18, 24, 30, 36, 42, 48, 54, 60, 66, 72, 78, 84, 96, 108, 120];
export const BORROWING_TERMS = [1, 3, 6, ...LOAN_TERMS, 240];

export const leaf = (key: string, extra: Partial<DemoFolder> = {}): DemoFolder => ({
  key,
  description: key,
  children: [],
  ...extra,
});

export const group = (
  key: string,
  description: string,
  children: DemoFolder[],
  extra: Partial<DemoFolder> = {},
): DemoFolder => ({ key, description, children, ...extra });

/** Leaves keyed product name plus term in months, e.g. `New Auto 60`. */
export const termLeaves = (product: string, terms: readonly number[]): DemoFolder[] =>
  terms.map((t) => leaf(`${product} ${t}`, { description: `${product} ${t} Months` }));

/** An H-level group of one product's term leaves, keyed `New Auto_H3`. */
export const product = (name: string, level: 3 | 4 | 5, terms: readonly number[] = LOAN_TERMS) =>
  group(`${name}_H${level}`, name, termLeaves(name, terms));

export const hidden = (folder: DemoFolder): DemoFolder => ({
  ...folder,
  nevVisible: false,
  niiVisible: false,
});
export const niiOnly = (folder: DemoFolder): DemoFolder => ({
  ...folder,
  nevVisible: false,
  niiVisible: true,
});

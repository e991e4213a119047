import type { Queryable } from "@alm/database";
import type { Caller } from "../auth/caller.ts";
import type { StoredFile } from "../runs/stored-files.ts";
import { computeWhatIf, sourceFiles, type WhatIfServices } from "./compute-what-if.ts";
import { BalanceBook } from "./balance-book.ts";
import { GroupTerms } from "./group-terms.ts";
import type { ResolvedChanges } from "./change-ledger.ts";
import { ChangeResolver } from "./resolve-changes.ts";
import { contextOver, loadWhatIfBase, type WhatIfBase } from "./what-if-context.ts";
import { sideFigures, type SideFigures } from "./what-if-figures.ts";
import { CENT, type WhatIfRequest } from "./what-if-input.ts";
import { whatIfModel, type WhatIfModel } from "./what-if-model.ts";
import { refuseUnchangedDepositTerms } from "./unchanged-figures.ts";

/** Whose turn a computation takes in the fair queue: the person, whatever credential they use. */
export const queueKey = (caller: Caller) => `${caller.tenant}:${caller.sub}`;

/** One side computed: the figures of the data set with resolved changes. */
export async function figuresWith(
  services: WhatIfServices,
  base: WhatIfBase,
  files: readonly StoredFile[],
  resolved: ResolvedChanges,
  caller: Caller,
  signal?: AbortSignal,
): Promise<SideFigures> {
  const results = await computeWhatIf(services, base, files, resolved.steps, queueKey(caller), signal);
  return sideFigures(contextOver(base, base.asIs, results, "what-if"));
}

/** A what-if: the data set's figures as it is and with the changes. Computed, never stored. */
export async function runWhatIf(
  services: WhatIfServices,
  db: Queryable,
  caller: Caller,
  dataSetId: number,
  request: WhatIfRequest,
  signal?: AbortSignal,
): Promise<WhatIfModel> {
  const started = performance.now();
  const base = await loadWhatIfBase(services, db, caller, dataSetId, request.reportDefinitionId);
  const resolved = ChangeResolver.resolve(base, services.model, request.changes);
  const withChanges = await figuresWith(
    services,
    base,
    await sourceFiles(db, base),
    resolved,
    caller,
    signal,
  );
  const asIs = sideFigures(base.asIs);
  refuseUnchangedDepositTerms(request.changes, asIs, withChanges);
  return whatIfModel({
    base,
    applied: resolved.applied,
    asIs,
    withChanges,
    computeMs: Math.round(performance.now() - started),
  });
}

/**
 * The groups of the data set's chart a deposit change may name (a shift, a decay or beta), and
 * those any other change may.
 */
export interface DepositGroupsModel {
  dataSetId: number;
  reportDefinitionId: number;
  /** Chart keys, in the chart's order. */
  keys: string[];
  /** The keys of every group of assets and liabilities. */
  balanceSheetKeys: string[];
  /** Of those, the groups that hold a balance: what a resize, a goal seek's lever or a counterpart may name. */
  resizableKeys: string[];
  /** Of those, the leaves a purchase may be bought into (not contra lines, not lines without a rate). */
  purchaseKeys: string[];
  /** Of those, the leaves holding loans or securities, with how most of their balance repays and its CPR. */
  purchaseTerms: { key: string; amortization: "LEVEL" | "BULLET"; cpr: number }[];
  /** The decay and beta (fractions) each group of `keys` runs its non-maturity deposits on now. */
  depositTerms: { key: string; decay: number; beta: number }[];
}

/** An average to twelve digits: 0.1, not the 0.09999999999999999 a weighted sum leaves (a review, 2026-12-06). */
const averaged = (value: number) => Number(value.toPrecision(12));

/**
 * Which groups hold non-maturity deposits, and which are assets or liabilities, by the rules the
 * changes are checked with (BalanceBook over the data set's results), and the terms a purchase or
 * a deposit change starts from (GroupTerms): what the what-if page offers.
 */
export async function depositGroupsOf(
  services: WhatIfServices,
  db: Queryable,
  caller: Caller,
  dataSetId: number,
  reportDefinitionId?: number,
): Promise<DepositGroupsModel> {
  const base = await loadWhatIfBase(services, db, caller, dataSetId, reportDefinitionId);
  const book = new BalanceBook(base.chart, base.asIs.base.results);
  const terms = new GroupTerms(base.asIs.base.results);
  const leaves = book.purchaseLeaves();
  const deposits = book.depositGroups(CENT);
  return {
    dataSetId,
    reportDefinitionId: base.definition.id,
    keys: deposits.map((g) => g.key),
    balanceSheetKeys: book.balanceSheetGroups().map((g) => g.key),
    resizableKeys: book.resizableGroups(CENT).map((g) => g.key),
    purchaseKeys: leaves.map((g) => g.key),
    purchaseTerms: leaves.flatMap((g) => {
      const purchase = terms.termsOf(g);
      return purchase ? [{ key: g.key, ...purchase, cpr: averaged(purchase.cpr) }] : [];
    }),
    depositTerms: deposits.flatMap((g) => {
      const deposit = terms.depositTermsOf(g);
      return deposit ? [{ key: g.key, decay: averaged(deposit.decay), beta: averaged(deposit.beta) }] : [];
    }),
  };
}

import type { DataSide } from "./report-context.ts";
import { rolledLeaves, type TreeNode } from "./report-tree.ts";
import { marketValue } from "./measures.ts";

export type RiskRating = "Low" | "Moderate" | "High";

/**
 * NCUA's NEV Supervisory Test and its risk rating: non-maturity shares at standardized prices,
 * every other position at the model's value, and thresholds on the post-shock NEV ratio and on
 * the NEV decline at the +300 bp shock. The numbers are configuration (NCUA_* in api/src/config.ts)
 * because the regulator revises them; the defaults are the letters'.
 */
export interface SupervisoryTestParams {
  source: string;
  shock: "300";
  /** Price per 100 of balance of non-maturity shares, at base and at the shock. */
  nonMaturitySharePrice: { base: number; shock: number };
  /** Post-shock NEV ratio: Low above `low`, Moderate from `moderate` up to `low`, High below `moderate`. */
  ratio: { low: number; moderate: number };
  /** NEV decline at the shock: Low up to `low`, Moderate up to `moderate`, High above. */
  decline: { low: number; moderate: number };
}

export const NCUA_SUPERVISORY_TEST: SupervisoryTestParams = {
  source:
    "NCUA Letter to Credit Unions 16-CU-08 and Supervisory Letter SL 22-01 (NEV Supervisory Test, risk ratings)",
  shock: "300",
  nonMaturitySharePrice: { base: 99.0, shock: 95.04 },
  ratio: { low: 0.07, moderate: 0.04 },
  decline: { low: 0.15, moderate: 0.25 },
};

let params: SupervisoryTestParams = NCUA_SUPERVISORY_TEST;

/** Sets the test's numbers from configuration (at start). */
export function useSupervisoryTest(next: SupervisoryTestParams): void {
  params = next;
}

export const supervisoryTestParams = (): SupervisoryTestParams => params;

/** The numbers in a report's data version: a page computed under other thresholds is not served from cache. */
export const supervisoryTestKey = (): string => {
  const { nonMaturitySharePrice: p, ratio: r, decline: d } = params;
  return `ncua:${p.base},${p.shock},${r.low},${r.moderate},${d.low},${d.moderate}`;
};

const SEVERITY: RiskRating[] = ["Low", "Moderate", "High"];

export interface SupervisoryTestResult {
  nonMaturityShares: { balance: number; modelValue: { base: number; shock: number } };
  nev: { base: number; shock: number };
  assets: { base: number; shock: number };
  postShockRatio: number | null;
  /** Change of NEV from base to the shock, a fraction (negative for a decline). */
  sensitivity: number | null;
  ratioRating: RiskRating;
  sensitivityRating: RiskRating;
  /** The more severe of the two. */
  rating: RiskRating;
}

export const ratioRating = (ratio: number | null): RiskRating =>
  ratio === null || ratio < params.ratio.moderate ? "High" : ratio <= params.ratio.low ? "Moderate" : "Low";

export const sensitivityRating = (sensitivity: number | null): RiskRating => {
  const decline = sensitivity === null ? Infinity : -sensitivity;
  return decline <= params.decline.low ? "Low" : decline <= params.decline.moderate ? "Moderate" : "High";
};

/** The test on a data set's results: the liabilities' non-maturity shares repriced, the rest as modelled. */
export function supervisoryTest(side: DataSide, roots: readonly TreeNode[]): SupervisoryTestResult {
  const { shock, nonMaturitySharePrice: price } = params;
  const shares = { balance: 0, base: 0, shock: 0 };
  for (const root of roots.filter((r) => r.side === "liability")) {
    for (const leaf of rolledLeaves(root)) {
      const sums = side.results.assumptions[String(leaf.id)];
      if (!sums || sums.byKind.nonmaturity === 0 || sums.balance === 0) continue;
      const part = sums.byKind.nonmaturity / sums.balance;
      shares.balance += sums.byKind.nonmaturity;
      shares.base += part * (marketValue(leaf.base, "Base") ?? 0);
      shares.shock += part * (marketValue(leaf.base, shock) ?? 0);
    }
  }
  const { asset, liability } = side.results.engine.totals;
  const at = (id: string, modelled: number, standard: number) => {
    const assets = marketValue(asset, id) ?? 0;
    const liabilities = (marketValue(liability, id) ?? 0) - modelled + (shares.balance * standard) / 100;
    return { assets, nev: assets - liabilities };
  };
  const base = at("Base", shares.base, price.base);
  const shocked = at(shock, shares.shock, price.shock);
  const postShockRatio = shocked.assets === 0 ? null : shocked.nev / shocked.assets;
  const sensitivity = base.nev === 0 ? null : (shocked.nev - base.nev) / Math.abs(base.nev);
  const ratio = ratioRating(postShockRatio);
  const change = sensitivityRating(sensitivity);
  return {
    nonMaturityShares: { balance: shares.balance, modelValue: { base: shares.base, shock: shares.shock } },
    nev: { base: base.nev, shock: shocked.nev },
    assets: { base: base.assets, shock: shocked.assets },
    postShockRatio,
    sensitivity,
    ratioRating: ratio,
    sensitivityRating: change,
    rating: SEVERITY[Math.max(SEVERITY.indexOf(ratio), SEVERITY.indexOf(change))] ?? "High",
  };
}

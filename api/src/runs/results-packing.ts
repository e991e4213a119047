import type { IncomeYear, Measures, Sensitivity } from "@alm/engine";
import type { StoredResults } from "./compute-results.ts";

/**
 * Numbers keep 12 significant digits (a tenth of a cent on a billion): the engine's full 17 digits
 * would make the stored JSON a third larger without changing any report.
 */
const compact = (_key: string, value: unknown) =>
  typeof value === "number" && !Number.isInteger(value) ? Number(value.toPrecision(12)) : value;

type PackedMeasures<T extends Measures> = Omit<T, "nev" | "nii"> & {
  nev: (number | null)[][] | null;
  nii: number[][][] | null;
};

/**
 * Stored form: per node, NEV and NII as arrays aligned with the scenario lists instead of objects
 * with repeated field names; half the size, and four times faster to store and read.
 */
export interface PackedResults extends Omit<StoredResults, "engine"> {
  packing: { nev: string[]; nii: string[] };
  engine: Omit<StoredResults["engine"], "nodes" | "totals"> & {
    nodes: PackedMeasures<StoredResults["engine"]["nodes"][number]>[];
    totals: Record<keyof StoredResults["engine"]["totals"], PackedMeasures<Measures>>;
  };
}

function packMeasures<T extends Measures>(
  m: T,
  nevIds: readonly string[],
  niiIds: readonly string[],
): PackedMeasures<T> {
  return {
    ...m,
    nev: m.nev
      ? nevIds.map((id) => {
          const s = m.nev?.[id];
          return s ? [s.marketValue, s.price, s.effDuration, s.effConvexity] : [];
        })
      : null,
    nii: m.nii
      ? niiIds.map((id) =>
          (m.nii?.[id] ?? []).map((y) => [y.interest, y.averageBalance, y.averageRate, y.yield]),
        )
      : null,
  };
}

function unpackMeasures<T extends Measures>(
  p: PackedMeasures<T>,
  nevIds: readonly string[],
  niiIds: readonly string[],
): T {
  const nev: Record<string, Sensitivity> | null = p.nev ? {} : null;
  p.nev?.forEach((v, i) => {
    const id = nevIds[i];
    if (nev && id !== undefined && v.length)
      nev[id] = {
        marketValue: v[0] ?? 0,
        price: v[1] ?? null,
        effDuration: v[2] ?? 0,
        effConvexity: v[3] ?? 0,
      };
  });
  const nii: Record<string, IncomeYear[]> | null = p.nii ? {} : null;
  p.nii?.forEach((years, i) => {
    const id = niiIds[i];
    if (nii && id !== undefined) {
      nii[id] = years.map((y, j) => ({
        year: j + 1,
        interest: y[0] ?? 0,
        averageBalance: y[1] ?? 0,
        averageRate: y[2] ?? 0,
        yield: y[3] ?? 0,
      }));
    }
  });
  return { ...p, nev, nii } as unknown as T;
}

function pack(r: StoredResults): PackedResults {
  const nevIds = r.engine.scenarios.nev.map((s) => s.id);
  const niiIds = r.engine.scenarios.nii.map((s) => s.id);
  const t = r.engine.totals;
  return {
    ...r,
    packing: { nev: nevIds, nii: niiIds },
    engine: {
      ...r.engine,
      nodes: r.engine.nodes.map((n) => packMeasures(n, nevIds, niiIds)),
      totals: {
        asset: packMeasures(t.asset, nevIds, niiIds),
        liability: packMeasures(t.liability, nevIds, niiIds),
        capital: packMeasures(t.capital, nevIds, niiIds),
      },
    },
  };
}

export function unpack(p: PackedResults): StoredResults {
  const { packing, ...rest } = p;
  const u = <T extends Measures>(m: PackedMeasures<T>) => unpackMeasures(m, packing.nev, packing.nii);
  const t = p.engine.totals;
  return {
    ...rest,
    engine: {
      ...p.engine,
      nodes: p.engine.nodes.map(u),
      totals: { asset: u(t.asset), liability: u(t.liability), capital: u(t.capital) },
    },
  };
}

/** A row of run_results, ready to store: made where the results are computed (an engine worker). */
export interface StoredRow {
  dataSetId: number;
  chartOfAccountsId: number;
  version: number;
  treeHash: string;
  inputsKey: string;
  niiYears: number;
  /** The packed results as JSON text. */
  json: string;
}

export const toStoredRow = (r: StoredResults): StoredRow => ({
  dataSetId: r.dataSetId,
  chartOfAccountsId: r.chartOfAccountsId,
  version: r.version,
  treeHash: r.treeHash,
  inputsKey: r.inputsKey,
  niiYears: r.niiYears,
  json: JSON.stringify(pack(r), compact),
});

/** The results a stored row holds. */
export const fromStoredRow = (row: StoredRow): StoredResults => unpack(JSON.parse(row.json) as PackedResults);

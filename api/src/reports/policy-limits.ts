import type { Queryable } from "@alm/database";

/** A policy limit of a client: a measure, the scenario it applies to, and the limit (decimal fraction). */
export interface PolicyLimit {
  measure: "nevRatio" | "nevChange" | "niiChange" | "netIncomeChange";
  /** A shock id ("Base", "-300", "300") for NEV measures; an NII scenario id ("Ramp+300", "300") for NII ones. */
  scenario: string;
  /** NEV ratio: the minimum; changes: the largest decline allowed (negative). */
  limit: number;
}

/**
 * The firm's standard limits, close to what credit union boards adopt after NCUA's IRR guidance:
 * NEV ratio minimums falling with the size of the shock, NEV declines of at most 15–45%, and
 * year-1 NII declines of at most 10–25% in the ramps and the +300 shock.
 */
export const STANDARD_POLICY_LIMITS: readonly PolicyLimit[] = [
  { measure: "nevRatio", scenario: "Base", limit: 0.07 },
  ...[100, 200, 300, 400].flatMap((bp) =>
    [bp, -bp].map((s): PolicyLimit => ({
      measure: "nevRatio",
      scenario: String(s),
      limit: [0.06, 0.05, 0.04, 0.04][bp / 100 - 1] as number,
    })),
  ),
  ...[100, 200, 300, 400].flatMap((bp) =>
    [bp, -bp].map((s): PolicyLimit => ({
      measure: "nevChange",
      scenario: String(s),
      limit: [-0.15, -0.25, -0.35, -0.45][bp / 100 - 1] as number,
    })),
  ),
  ...[100, 200, 300].flatMap((bp) =>
    [`Ramp+${bp}`, `Ramp-${bp}`].map((s): PolicyLimit => ({
      measure: "niiChange",
      scenario: s,
      limit: [-0.1, -0.15, -0.2][bp / 100 - 1] as number,
    })),
  ),
  { measure: "niiChange", scenario: "300", limit: -0.25 },
  { measure: "netIncomeChange", scenario: "Ramp+300", limit: -0.35 },
  { measure: "netIncomeChange", scenario: "Ramp-300", limit: -0.35 },
  { measure: "netIncomeChange", scenario: "300", limit: -0.5 },
];

const MEASURE_ORDER: readonly PolicyLimit["measure"][] = [
  "nevRatio",
  "nevChange",
  "niiChange",
  "netIncomeChange",
];

/** A scenario's place in a list: by size from the largest fall, a ramp before the shock of its size. */
function scenarioPlace(id: string): [number, number] {
  const m = /^(Ramp)?([+-]?\d+)$/.exec(id);
  return m ? [Number(m[2]), m[1] ? 0 : 1] : [0, 1];
}

/**
 * The limits as every table reads them: by measure, then from the largest fall of rates to the
 * largest rise, as the scenario columns run (-400 … +500). A client's limits came in the order
 * they were entered (+100, -100, +200, …).
 */
export function inReadingOrder(limits: readonly PolicyLimit[]): PolicyLimit[] {
  return [...limits].sort((a, b) => {
    const byMeasure = MEASURE_ORDER.indexOf(a.measure) - MEASURE_ORDER.indexOf(b.measure);
    if (byMeasure) return byMeasure;
    const [ab, ak] = scenarioPlace(a.scenario);
    const [bb, bk] = scenarioPlace(b.scenario);
    return ab - bb || ak - bk;
  });
}

export interface ClientPolicyLimits {
  limits: PolicyLimit[];
  /** "client" when the client has its own limits, else the firm's standard. */
  source: "client" | "standard";
  /** Changes when the limits change: part of report cache keys. */
  revision: string;
}

/** The client's policy limits, or the firm's standard when it has none. */
export async function loadPolicyLimits(db: Queryable, clientId: number): Promise<ClientPolicyLimits> {
  const rows = await db.query<{
    measure: PolicyLimit["measure"];
    scenario: string;
    limit_value: number;
    updated: string;
  }>(
    "select measure, scenario, limit_value, updated_date::text as updated from policy_limits where client_id = $1 order by id",
    [clientId],
  );
  if (!rows.length)
    return { limits: inReadingOrder(STANDARD_POLICY_LIMITS), source: "standard", revision: "standard" };
  return {
    limits: inReadingOrder(
      rows.map((r) => ({ measure: r.measure, scenario: r.scenario, limit: Number(r.limit_value) })),
    ),
    source: "client",
    revision: `${rows.length}:${
      rows
        .map((r) => r.updated)
        .sort()
        .at(-1) ?? ""
    }`,
  };
}

/** Labels of the measures in compliance tables. */
export const MEASURE_LABELS: Record<PolicyLimit["measure"], string> = {
  nevRatio: "NEV Ratio (minimum)",
  nevChange: "NEV % Change (largest decline)",
  niiChange: "NII % Change, Year 1 (largest decline)",
  netIncomeChange: "Net Income % Change, Year 1 (largest decline)",
};

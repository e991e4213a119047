import type { Resolvers } from "../generated/graphql.ts";
import { decimalOf, decimalOrNull, usdOf } from "../graphql/scalars/decimal-rounding.ts";
import { riskStatusOf } from "./what-if-status.ts";

/** A measure's two sides and its series: numbers as Decimals, dollars also as Money. */
export const whatIfMeasureResolvers: Resolvers = {
  WhatIfMeasure: {
    asIs: (m) => ({ ...m.asIs, unit: m.unit }),
    withChanges: (m) => ({ ...m.withChanges, unit: m.unit }),
  },
  WhatIfPolicyCheck: {
    // Every policy limit is on a ratio (NEV ratio, NEV and NII changes).
    asIs: (p) => ({ ...p.asIs, unit: "RATIO" as const }),
    withChanges: (p) => ({ ...p.withChanges, unit: "RATIO" as const }),
  },
  WhatIfFigure: {
    number: (f) => decimalOrNull(f.value),
    money: (f) => (f.unit === "MONEY" && f.value !== null ? usdOf(f.value) : null),
    status: (f) => (f.status ? riskStatusOf(f.status) : null),
    durations: (f) => f.durations ?? null,
  },
  WhatIfDurations: {
    assets: (d) => decimalOf(d.assets),
    liabilities: (d) => decimalOf(d.liabilities),
  },
  WhatIfScenarioPoint: {
    asIs: (p) => decimalOrNull(p.asIs),
    withChanges: (p) => decimalOrNull(p.withChanges),
  },
  NcuaRatingReading: {
    status: (r) => riskStatusOf(r.status),
    postShockRatio: (r) => decimalOrNull(r.postShockRatio),
    sensitivity: (r) => decimalOrNull(r.sensitivity),
  },
};

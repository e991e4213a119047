import type { GoalSeekInput, WhatIfInput } from "../generated/graphql.ts";
import { optionalId, toId } from "../graphql/ids.ts";

/** The input fields that are Decimals: the api reads them as JSON numbers. */
const DECIMAL_FIELDS = new Set([
  "amount",
  "fraction",
  "rate",
  "margin",
  "cpr",
  "decay",
  "beta",
  "step",
  "nevChangeAtShockAtLeast",
  "nevRatioAtShockAtLeast",
]);

/**
 * A Decimal as the api's JSON number. One past a double's range (400 nines) became Infinity, which
 * JSON sends as null: the api answered "expected number, received null". It goes as the largest
 * double of its sign instead, which every field's range refuses in its own words ("is too large").
 */
function restNumber(text: string): number {
  const n = Number(text);
  return Number.isFinite(n) ? n : Math.sign(n) * Number.MAX_VALUE;
}

/**
 * An input object as the api's REST body: the same field names (so the api's messages name the
 * input's fields, `changes[0].resize.amount`), Decimals as numbers, fields left null left out.
 */
function restShape(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => restShape(v));
  if (typeof value === "string" && DECIMAL_FIELDS.has(key)) return restNumber(value);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, restShape(v, k)]),
  );
}

/** The data set's id and the REST body of a what-if (or a goal seek, which adds target, lever and step). */
export function whatIfRequest(input: WhatIfInput | GoalSeekInput): {
  dataSetId: number;
  body: Record<string, unknown>;
} {
  const { dataSetId, reportDefinitionId, ...rest } = input;
  const definition = optionalId(reportDefinitionId, "ReportDefinition", "reportDefinitionId");
  return {
    dataSetId: toId(dataSetId, "DataSet", "dataSetId"),
    body: {
      ...(restShape(rest) as Record<string, unknown>),
      ...(definition === undefined ? {} : { reportDefinitionId: definition }),
    },
  };
}

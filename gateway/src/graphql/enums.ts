import type { DataSetType, ResultSetType, RunStatus } from "../generated/graphql.ts";

const DATA_SET_TYPES: Record<DataSetType, number> = { STANDARD: 0, WHAT_IF: 1, TYC: 2, MISC: 99 };

export const dataSetTypeCode = (type: DataSetType) => DATA_SET_TYPES[type];

export function dataSetTypeOf(code: number): DataSetType {
  const found = (Object.keys(DATA_SET_TYPES) as DataSetType[]).find((t) => DATA_SET_TYPES[t] === code);
  return found ?? "MISC";
}

/** REST slot names of run results (the api's `typ`). */
const RESULT_SET_TYPES: Record<ResultSetType, string> = {
  SHOCK: "Shock",
  RAMP: "Ramp",
  CAPS_SWAPS: "CapsSwaps",
  MSR: "MSR",
  INVESTMENT: "Investment",
  ADD_ON_1: "AddOn1",
  ADD_ON_2: "AddOn2",
  ADD_ON_3: "AddOn3",
};

export const resultSetTypeCode = (type: ResultSetType) => RESULT_SET_TYPES[type];

export function resultSetTypeOf(typ: string): ResultSetType {
  const found = (Object.keys(RESULT_SET_TYPES) as ResultSetType[]).find((t) => RESULT_SET_TYPES[t] === typ);
  return found ?? "ADD_ON_3";
}

/** Started, Completed, Failed; empty is 'pending'. */
export function runStatusOf(status: string | null | undefined): RunStatus {
  switch (status?.toLowerCase()) {
    case "started":
      return "STARTED";
    case "completed":
      return "COMPLETED";
    case "failed":
      return "FAILED";
    default:
      return "PENDING";
  }
}

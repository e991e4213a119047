import { formatDate } from "@alm/formats";
import type { DataSetType } from "../generated/graphql.ts";
import { monthEnd } from "./month-end.ts";

/** Spec section 3: 0 Standard, 1 What If, 2 TYC, 99 Misc. */
export const DATA_SET_TYPE_LABELS: Record<DataSetType, string> = {
  STANDARD: "Standard",
  WHAT_IF: "What If",
  TYC: "TYC",
  MISC: "Misc",
};

export const DATA_SET_TYPES = Object.keys(DATA_SET_TYPE_LABELS) as DataSetType[];

/**
 * The name users see is built, never typed: "2021/12/31 Standard Q4 board" from the as-of
 * month end, the type label and the optional description (the api builds it the same way).
 */
export function dataSetName(asOfDate: string, type: DataSetType, description?: string | null): string {
  if (!asOfDate) return "";
  const date = formatDate(monthEnd(asOfDate));
  const text = description?.trim();
  const label = DATA_SET_TYPE_LABELS[type];
  return text ? `${date} ${label} ${text}` : `${date} ${label}`;
}

import type { DataSetInput, DataSetType, ResultSetType } from "../../generated/graphql.ts";
import type { FieldDef, Rule, Values } from "../../forms/form-logic.ts";
import { DATA_SET_TYPE_LABELS, DATA_SET_TYPES } from "../../lib/data-set-name.ts";
import { monthEnd, monthOf } from "../../lib/month-end.ts";

/** The run result slots of the settings form (spec section 3), by form field name. */
export const RESULT_SLOTS: { name: string; type: ResultSetType; label: string; required?: boolean }[] = [
  { name: "shock", type: "SHOCK", label: "Shock", required: true },
  { name: "ramp", type: "RAMP", label: "Ramp", required: true },
  { name: "capsSwaps", type: "CAPS_SWAPS", label: "Caps/Swaps" },
  { name: "msr", type: "MSR", label: "MSR" },
  { name: "investment", type: "INVESTMENT", label: "Investment" },
  { name: "addOn1", type: "ADD_ON_1", label: "AddOn 1" },
  { name: "addOn2", type: "ADD_ON_2", label: "AddOn 2" },
  { name: "addOn3", type: "ADD_ON_3", label: "AddOn 3" },
];

export const DATA_SET_FIELDS: FieldDef[] = [
  {
    name: "asOfDate",
    label: "As-of Month",
    kind: "month",
    required: true,
    helperText: "Saved as the month end.",
  },
  {
    name: "type",
    label: "Type",
    kind: "select",
    required: true,
    options: DATA_SET_TYPES.map((t) => ({ value: t, label: DATA_SET_TYPE_LABELS[t] })),
  },
  {
    name: "description",
    label: "Description",
    kind: "text",
    helperText: "Part of the name; needed for a Misc data set, whose type says nothing about it.",
  },
  ...RESULT_SLOTS.map((s): FieldDef => ({
    name: s.name,
    label: `${s.label} Run Result ID`,
    kind: "text",
    required: s.required,
    unique: "runResults",
  })),
  { name: "useTcuFund", label: "Use TCU Fund", kind: "checkbox" },
];

const blank = (v: Values[string]) => v === null || v === undefined || String(v).trim() === "";

/**
 * The form's behaviour, declared: add-on slots open in turn (and empty when the one before is
 * cleared), and a Misc data set needs a description, since its type says nothing about it.
 */
export const DATA_SET_RULES: Rule[] = [
  { when: (v) => blank(v.addOn1), then: [{ hide: ["addOn2", "addOn3"] }, { set: "addOn2", value: "" }] },
  { when: (v) => blank(v.addOn2), then: [{ hide: ["addOn3"] }, { set: "addOn3", value: "" }] },
  { when: (v) => v.type === "MISC", then: [{ setRequired: ["description"] }] },
];

export interface DataSetFacts {
  type: DataSetType;
  asOfDate: string;
  description?: string | null;
  useTcuFund: boolean;
  resultSets: readonly { key: string; type: ResultSetType }[];
}

export function dataSetValues(d: DataSetFacts | null): Values {
  const values: Values = {
    asOfDate: monthOf(d?.asOfDate),
    type: d?.type ?? "STANDARD",
    description: d?.description ?? "",
    useTcuFund: d?.useTcuFund ?? false,
  };
  for (const slot of RESULT_SLOTS)
    values[slot.name] = d?.resultSets.find((r) => r.type === slot.type)?.key ?? "";
  return values;
}

export function dataSetInput(id: string | null, v: Values): DataSetInput {
  const text = (name: string) => String(v[name] ?? "").trim();
  return {
    ...(id ? { id } : {}),
    asOf: monthEnd(text("asOfDate")),
    type: text("type") as DataSetType,
    description: text("description") || null,
    useTcuFund: v.useTcuFund === true,
    resultSets: RESULT_SLOTS.filter((s) => text(s.name)).map((s) => ({ key: text(s.name), type: s.type })),
  };
}

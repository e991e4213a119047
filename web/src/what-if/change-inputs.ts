import type { WhatIfChangeInput } from "../generated/graphql.ts";
import { withoutLead } from "../lib/error-texts.ts";
import {
  CHANGE_FIELDS,
  visibleFields,
  type ChangeField,
  type ChangeKind,
  type Draft,
  type FieldRange,
} from "./change-fields.ts";
import { parseMoney, parsePercent, parseWhole } from "./entry-numbers.ts";

export interface ChangeDraft {
  /** Stable while the list is edited (React key). */
  key: number;
  kind: ChangeKind;
  values: Draft;
}

/** Messages by input path, e.g. `changes[0].resize.amount`: the server's and the form's alike. */
export type FieldErrors = ReadonlyMap<string, string>;

export const changePath = (index: number, kind: ChangeKind, field: string) =>
  `changes[${index}].${kind}.${field}`;

type Value = string | number | null;

/**
 * Why a value is outside its field's range and what to enter, in the field's unit; null when
 * inside. It stated the rule alone ("Percent of the group is a percent from 0 to 100.") for 150.
 */
function outOfRange(r: FieldRange, value: number): string | null {
  if (value >= r.min && value <= r.max) return null;
  const past = value > r.max ? `more than ${r.max}` : `less than ${r.min}`;
  return `${r.name} is ${past}: enter ${r.is} from ${r.min} to ${r.max}.`;
}

/** What an empty required field asks for, shown under it (so its label is beside it). */
const MISSING: Record<ChangeField["type"], string> = {
  group: "Choose a group.",
  depositGroup: "Choose a deposit group.",
  leafGroup: "Choose the leaf to buy into.",
  money: "Enter an amount in dollars, e.g. 20M or 250,000.",
  percent: "Enter a percent, e.g. 4.5.",
  months: "Enter a number of months.",
  choice: "Choose one.",
};

/** An amount or a share that changes nothing, said before it is sent (with what else is wrong). */
const nothingChanges = (field: ChangeField, value: number) =>
  value === 0
    ? `${field.label} is zero: nothing would change. Enter more than zero, or leave the change out.`
    : `${field.label} comes to $0.00: nothing would change. Enter a cent or more, or leave the change out.`;

/** One field as the API takes it, or the reason it cannot be sent. */
function read(field: ChangeField, typed: string | undefined): { value: Value } | { error: string } {
  const text = (typed ?? "").trim();
  if (!text) return field.required ? { error: MISSING[field.type] } : { value: null };
  switch (field.type) {
    case "money": {
      const value = parseMoney(text);
      if (value === null)
        return { error: `${field.label}: enter an amount in dollars, e.g. 20M or 250,000.` };
      if (value.startsWith("-")) return { error: `${field.label}: enter a positive amount.` };
      // Under half a cent is $0.00 (the api refused it without the field's name).
      if (Number(value) < 0.005) return { error: nothingChanges(field, Number(value)) };
      return { value };
    }
    case "percent": {
      const value = parsePercent(text);
      if (value === null) return { error: `${field.label}: enter a percent, e.g. 4.5.` };
      // A share of a group (a rate may be 0).
      if (field.name === "fraction" && Number(value) === 0) return { error: nothingChanges(field, 0) };
      const outside = field.range && outOfRange(field.range, Number(value) * 100);
      return outside ? { error: outside } : { value };
    }
    case "months": {
      const value = parseWhole(text);
      if (value === null) return { error: `${field.label}: enter a whole number of months.` };
      const outside = field.range && outOfRange(field.range, value);
      return outside ? { error: outside } : { value };
    }
    default:
      return { value: field.numeric ? Number(text) : text };
  }
}

/** The values the API takes from a draft; `direction` and `by` only steer the others. */
function readDraft(index: number, draft: ChangeDraft, errors: Map<string, string>) {
  const out: Record<string, Value> = {};
  for (const field of visibleFields(draft.kind, draft.values)) {
    if (field.name === "direction" || field.name === "by") continue;
    const result = read(field, draft.values[field.name]);
    if ("error" in result) errors.set(changePath(index, draft.kind, field.name), result.error);
    else if (result.value !== null) out[field.name] = result.value;
  }
  return out;
}

const negate = (amount: Value) =>
  typeof amount === "string" && !/^0(\.0*)?$/.test(amount) ? `-${amount}` : amount;

/** The what-if's changes as the API takes them, or the fields to correct first. */
export function changeInputs(drafts: readonly ChangeDraft[]): {
  changes: WhatIfChangeInput[];
  errors: FieldErrors;
} {
  const errors = new Map<string, string>();
  const changes = drafts.map((draft, index): WhatIfChangeInput => {
    const values = readDraft(index, draft, errors);
    if (draft.kind === "resize" && draft.values.direction !== "GROW") {
      // A sale takes from the group: the API reads it as a negative change.
      if ("amount" in values) values.amount = negate(values.amount!);
      if ("fraction" in values) values.fraction = negate(values.fraction!);
    }
    // Shapes are checked field by field above; the API rules on the rest and names the field.
    return { [draft.kind]: values } as unknown as WhatIfChangeInput;
  });
  return { changes, errors };
}

/** The editor's field an input path names (`changes[1].purchase.rate`), and the change's number. */
function fieldAt(path: string): { change: number; field?: ChangeField } | null {
  const [, index, kind, name] = /^changes\[(\d+)\](?:\.(\w+)(?:\.(\w+))?)?/.exec(path) ?? [];
  if (index === undefined) return null;
  return {
    change: Number(index) + 1,
    field: CHANGE_FIELDS[kind as ChangeKind]?.find((f) => f.name === name),
  };
}

/**
 * The server says what is wrong with a field after its path ("...amount: is zero: nothing would
 * change. Give ..."); shown without the path, a message that goes on from the field's name would
 * start "is zero". It gets the field's name back, as the editor words it: "Amount ($) is zero: ...".
 */
function fieldSentence(path: string, message: string): string {
  const label = fieldAt(path)?.field?.label;
  if (!label || !message.startsWith("is ")) return message;
  return `${label} ${message}${message.endsWith(".") ? "" : "."}`;
}

/**
 * The server's messages by the field they name; those naming none under the empty path. The
 * server starts each with its input path (`changes[0].resize.counterpart: ...`) for API callers;
 * here the place it is shown names the field, so the path is dropped.
 */
export function serverErrors(
  messages: readonly { error: string; resolution?: string | null; field?: string | null }[],
): FieldErrors {
  const errors = new Map<string, string>();
  for (const m of messages) {
    const path = m.field ?? "";
    const said = path ? fieldSentence(path, withoutLead(m.error, path)) : m.error;
    const advice = adviceOf(m.resolution, path);
    // A sentence of its own: "… at market Enter a smaller amount" ran on without one.
    const error = advice ? `${/[.?!]$/.test(said) ? said : `${said}.`} ${advice}` : said;
    errors.set(path, errors.has(path) ? `${errors.get(path)} ${error}` : error);
  }
  return errors;
}

/**
 * What the server says to do ("Take at most $12,000,000: all it holds.", "Did you
 * mean 'Fixed 30 Yr'? ..."), except where it names the input's path ("Correct changes[0].purchase.rate
 * and send ... again."): that is for API callers, and the field it names is the one it is shown on.
 */
function adviceOf(resolution: string | null | undefined, path: string): string {
  const advice = resolution?.trim() ?? "";
  if (!advice || /changes\[\d+\]|lever\.|target\./.test(advice) || (path && advice.includes(path))) return "";
  return /[.?!]$/.test(advice) ? advice : `${advice}.`;
}

/** Where a message about a change's field is, in the editor's words: "Change 2, Amount ($): ". */
function placeOf(path: string): string {
  const at = fieldAt(path);
  if (!at) return "";
  return `Change ${at.change}${at.field ? `, ${at.field.label}` : ""}: `;
}

/** The goal seek panel shows its own fields' messages (lever, target, step). */
const GOAL_SEEK_PATH = /^(lever|target)\.|^step$/;

/** Server messages that name no field the editor shows: said above the changes instead, with their place. */
export function unclaimedErrors(errors: FieldErrors, drafts: readonly ChangeDraft[]): string[] {
  const shown = new Set(
    drafts.flatMap((d, i) => visibleFields(d.kind, d.values).map((f) => changePath(i, d.kind, f.name))),
  );
  return [...errors]
    .filter(([path]) => !shown.has(path) && !GOAL_SEEK_PATH.test(path))
    .map(([path, message]) => `${placeOf(path)}${message}`);
}

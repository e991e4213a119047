/**
 * Declarative form logic (spec management-and-data section 5): a form is a list of fields and a
 * list of rules; each rule's effects (disable, hide, setRequired, setOptions, set) apply while
 * its condition holds. Both drawers describe their behaviour this way instead of in handlers.
 */
export type FieldValue = string | number | boolean | string[] | null;
export type Values = Record<string, FieldValue>;

export interface Option {
  value: string;
  label: string;
}

export type FieldKind = "text" | "textarea" | "number" | "select" | "checkbox" | "month" | "tags";

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Shown but never editable (e.g. the fixed scenarios of a report definition). */
  readOnly?: boolean;
  options?: Option[];
  /** The tab of a tabbed form the field sits on. */
  tab?: string;
  /** Fields sharing a group must hold different values (e.g. the run result ids). */
  unique?: string;
  min?: number;
  max?: number;
  helperText?: string;
}

export type Effect =
  | { disable: string[] }
  | { hide: string[] }
  | { setRequired: string[]; required?: boolean }
  | { setOptions: string; options: Option[] | ((values: Values) => Option[]) }
  | { set: string; value: FieldValue | ((values: Values) => FieldValue) };

export interface Rule {
  when: (values: Values) => boolean;
  then: Effect[];
}

export interface FieldState {
  disabled: boolean;
  hidden: boolean;
  required: boolean;
  readOnly: boolean;
  options: Option[];
}

export const MESSAGES = {
  tags: "Please select one or more options.",
  required: (label: string) => `${label} is required.`,
  unique: (label: string, other: string) => `${label} must differ from ${other}.`,
  range: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}.`,
} as const;

const resolve = <T>(v: T | ((values: Values) => T), values: Values): T =>
  typeof v === "function" ? (v as (values: Values) => T)(values) : v;

/** The state of every field under the rules that hold for these values. */
export function fieldStates(fields: FieldDef[], rules: Rule[], values: Values): Record<string, FieldState> {
  const states: Record<string, FieldState> = {};
  for (const f of fields) {
    states[f.name] = {
      disabled: false,
      hidden: false,
      required: !!f.required,
      readOnly: !!f.readOnly,
      options: f.options ?? [],
    };
  }
  for (const rule of rules) {
    if (!rule.when(values)) continue;
    for (const effect of rule.then) {
      if ("disable" in effect) effect.disable.forEach((n) => states[n] && (states[n].disabled = true));
      else if ("hide" in effect) effect.hide.forEach((n) => states[n] && (states[n].hidden = true));
      else if ("setRequired" in effect)
        effect.setRequired.forEach((n) => states[n] && (states[n].required = effect.required ?? true));
      else if ("setOptions" in effect) {
        const state = states[effect.setOptions];
        if (state) state.options = resolve(effect.options, values);
      }
    }
  }
  return states;
}

/** The values after the rules' `set` effects: applied once per change, so rules cannot loop. */
export function applySets(rules: Rule[], values: Values): Values {
  let next = values;
  for (const rule of rules) {
    if (!rule.when(next)) continue;
    for (const effect of rule.then) {
      if (!("set" in effect)) continue;
      const value = resolve(effect.value, next);
      if (next[effect.set] !== value) next = { ...next, [effect.set]: value };
    }
  }
  return next;
}

export const isEmpty = (v: FieldValue | undefined): boolean =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** Problems per field name; hidden and disabled fields are not checked. */
export function validate(
  fields: FieldDef[],
  states: Record<string, FieldState>,
  values: Values,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const active = fields.filter((f) => !states[f.name]?.hidden && !states[f.name]?.disabled);
  for (const f of active) {
    const value = values[f.name];
    if (isEmpty(value)) {
      if (states[f.name]?.required)
        errors[f.name] = f.kind === "tags" ? MESSAGES.tags : MESSAGES.required(f.label);
      continue;
    }
    if (f.kind === "number" && f.min !== undefined && f.max !== undefined) {
      const n = Number(value);
      if (!Number.isFinite(n) || n < f.min || n > f.max)
        errors[f.name] = MESSAGES.range(f.label, f.min, f.max);
    }
  }
  for (const f of active) {
    if (!f.unique || errors[f.name] || isEmpty(values[f.name])) continue;
    const clash = active.find(
      (o) =>
        o !== f &&
        o.unique === f.unique &&
        !isEmpty(values[o.name]) &&
        String(values[o.name]).trim() === String(values[f.name]).trim(),
    );
    if (clash) errors[f.name] = MESSAGES.unique(f.label, clash.label);
  }
  return errors;
}

/** A tabbed form opens the first tab (in field order) that holds a problem. */
export function firstTabWithError(fields: FieldDef[], errors: Record<string, string>): string | undefined {
  return fields.find((f) => errors[f.name] && f.tab)?.tab;
}

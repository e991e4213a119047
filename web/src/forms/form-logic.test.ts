import { describe, expect, it } from "vitest";
import {
  MESSAGES,
  applySets,
  fieldStates,
  firstTabWithError,
  validate,
  type FieldDef,
  type Rule,
} from "./form-logic.ts";

const fields: FieldDef[] = [
  { name: "name", label: "Name", kind: "text", required: true, tab: "settings" },
  { name: "kind", label: "Kind", kind: "select", options: [{ value: "a", label: "A" }] },
  { name: "note", label: "Note", kind: "text", tab: "settings" },
  { name: "years", label: "Years", kind: "number", min: 1, max: 10, tab: "settings" },
  { name: "first", label: "First", kind: "text", unique: "ids", tab: "ids" },
  { name: "second", label: "Second", kind: "text", unique: "ids", tab: "ids" },
  { name: "reports", label: "Reports", kind: "tags", required: true, tab: "reports" },
];

describe("fieldStates", () => {
  it("starts from the field definitions", () => {
    const states = fieldStates(fields, [], {});
    expect(states.name).toEqual({
      disabled: false,
      hidden: false,
      required: true,
      readOnly: false,
      options: [],
    });
    expect(states.kind?.options).toEqual([{ value: "a", label: "A" }]);
  });

  it("applies disable, hide, setRequired and setOptions only while the condition holds", () => {
    const rules: Rule[] = [
      {
        when: (v) => v.kind === "b",
        then: [
          { disable: ["note"] },
          { hide: ["years"] },
          { setRequired: ["first"] },
          { setRequired: ["name"], required: false },
          { setOptions: "kind", options: (v) => [{ value: String(v.kind), label: "Chosen" }] },
        ],
      },
    ];
    const off = fieldStates(fields, rules, { kind: "a" });
    expect(off.note?.disabled).toBe(false);
    expect(off.years?.hidden).toBe(false);
    const on = fieldStates(fields, rules, { kind: "b" });
    expect(on.note?.disabled).toBe(true);
    expect(on.years?.hidden).toBe(true);
    expect(on.first?.required).toBe(true);
    expect(on.name?.required).toBe(false);
    expect(on.kind?.options).toEqual([{ value: "b", label: "Chosen" }]);
  });

  it("ignores effects on unknown fields", () => {
    expect(() =>
      fieldStates(fields, [{ when: () => true, then: [{ disable: ["nope"] }] }], {}),
    ).not.toThrow();
  });
});

describe("applySets", () => {
  it("sets values while the condition holds and keeps the object when nothing changes", () => {
    const rules: Rule[] = [
      { when: (v) => v.first === v.second, then: [{ set: "second", value: null }] },
      { when: (v) => v.kind === "b", then: [{ set: "note", value: (v) => `kind ${String(v.kind)}` }] },
    ];
    expect(applySets(rules, { first: "1", second: "1", kind: "b" })).toEqual({
      first: "1",
      second: null,
      kind: "b",
      note: "kind b",
    });
    const same = { first: "1", second: "2", kind: "a" };
    expect(applySets(rules, same)).toBe(same);
  });
});

describe("validate", () => {
  const states = (values: Record<string, unknown> = {}) => fieldStates(fields, [], values as never);

  it("reports required fields, tag inputs and ranges", () => {
    const errors = validate(fields, states(), { years: 11 });
    expect(errors).toEqual({
      name: MESSAGES.required("Name"),
      reports: "Please select one or more options.",
      years: MESSAGES.range("Years", 1, 10),
    });
  });

  it("reports equal values within a uniqueness group", () => {
    const errors = validate(fields, states(), { name: "x", reports: ["1"], first: "7000", second: " 7000 " });
    expect(errors).toEqual({
      first: MESSAGES.unique("First", "Second"),
      second: MESSAGES.unique("Second", "First"),
    });
    expect(validate(fields, states(), { name: "x", reports: ["1"], first: "7000", second: "" })).toEqual({});
  });

  it("skips hidden and disabled fields", () => {
    const rules: Rule[] = [{ when: () => true, then: [{ hide: ["name"] }, { disable: ["reports"] }] }];
    expect(validate(fields, fieldStates(fields, rules, {}), {})).toEqual({});
  });
});

describe("firstTabWithError", () => {
  it("answers the tab of the first field with a problem, in field order", () => {
    expect(firstTabWithError(fields, { reports: "x", first: "y" })).toBe("ids");
    expect(firstTabWithError(fields, { reports: "x" })).toBe("reports");
    expect(firstTabWithError(fields, {})).toBeUndefined();
  });
});

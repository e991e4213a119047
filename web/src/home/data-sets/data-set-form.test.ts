import { describe, expect, it } from "vitest";
import { applySets, fieldStates, validate, type Values } from "../../forms/form-logic.ts";
import { DATA_SET_FIELDS, DATA_SET_RULES, dataSetInput, dataSetValues } from "./data-set-form.ts";

const filled: Values = { ...dataSetValues(null), asOfDate: "2021-12", shock: "7000", ramp: "7001" };
const problems = (values: Values) =>
  validate(DATA_SET_FIELDS, fieldStates(DATA_SET_FIELDS, DATA_SET_RULES, values), values);

describe("the data set form", () => {
  it("requires the month, Shock and Ramp", () => {
    expect(Object.keys(problems(dataSetValues(null))).sort()).toEqual(["asOfDate", "ramp", "shock"]);
    expect(problems(filled)).toEqual({});
  });

  it("keeps the run result ids all distinct", () => {
    const errors = problems({ ...filled, msr: "7000" });
    expect(errors.shock).toMatch(/must differ/);
    expect(errors.msr).toMatch(/must differ/);
  });

  it("opens the add-on slots in turn and clears later ones", () => {
    expect(fieldStates(DATA_SET_FIELDS, DATA_SET_RULES, filled).addOn2?.hidden).toBe(true);
    const withAddOns = { ...filled, addOn1: "1", addOn2: "2", addOn3: "3" };
    expect(fieldStates(DATA_SET_FIELDS, DATA_SET_RULES, withAddOns).addOn3?.hidden).toBe(false);
    expect(applySets(DATA_SET_RULES, { ...withAddOns, addOn1: "" })).toMatchObject({
      addOn2: "",
      addOn3: "",
    });
  });

  it("needs a description for Misc data sets", () => {
    expect(problems({ ...filled, type: "MISC" }).description).toBe("Description is required.");
    // Its help never calls it optional where the form marks it required.
    const help = DATA_SET_FIELDS.find((f) => f.name === "description")?.helperText ?? "";
    expect(
      fieldStates(DATA_SET_FIELDS, DATA_SET_RULES, { ...filled, type: "MISC" }).description?.required,
    ).toBe(true);
    expect(help).not.toMatch(/optional/i);
    expect(help).toMatch(/Misc/);
  });

  it("sends the month end and only the filled slots", () => {
    expect(dataSetInput(null, { ...filled, description: " Q4 ", msr: "7100" })).toEqual({
      asOf: "2021-12-31",
      type: "STANDARD",
      description: "Q4",
      useTcuFund: false,
      resultSets: [
        { key: "7000", type: "SHOCK" },
        { key: "7001", type: "RAMP" },
        { key: "7100", type: "MSR" },
      ],
    });
    expect(dataSetInput("5", filled).id).toBe("5");
  });

  it("reads an existing data set back into the form", () => {
    const values = dataSetValues({
      type: "WHAT_IF",
      asOfDate: "2021-09-30T00:00:00",
      description: null,
      useTcuFund: true,
      resultSets: [
        { key: "1", type: "SHOCK" },
        { key: "2", type: "ADD_ON_1" },
      ],
    });
    expect(values).toMatchObject({
      asOfDate: "2021-09",
      type: "WHAT_IF",
      shock: "1",
      addOn1: "2",
      ramp: "",
      useTcuFund: true,
    });
  });
});

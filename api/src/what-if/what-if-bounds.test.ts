import { MAX_INDEX_MONTHS, MAX_TERM_MONTHS } from "@alm/engine";
import { WHAT_IF_BOUNDS } from "@alm/formats";
import { describe, expect, it } from "vitest";
import type { HttpError } from "../http/http-error.ts";
import { parseInput } from "../http/validate.ts";
import { whatIfSchema } from "./what-if-input.ts";

/** The fields a body's problems name; none when it is taken. */
function refused(change: unknown): string[] {
  try {
    parseInput(whatIfSchema, { changes: [change] }, "what-if");
    return [];
  } catch (error) {
    return (error as HttpError).messages.map((m) => m.field ?? "");
  }
}

const purchase = (fields: Record<string, unknown>) => ({
  purchase: { group: "New Auto 60", amount: 1_000_000, rate: 0.05, termMonths: 60, ...fields },
});

describe("a what-if's bounds, one table for the api and the web app's forms", () => {
  it("bounds a purchase's months as the upload template bounds a position's", () => {
    expect(WHAT_IF_BOUNDS.termMonths.max).toBe(MAX_TERM_MONTHS);
    expect(WHAT_IF_BOUNDS.indexMonths.max).toBe(MAX_INDEX_MONTHS);
    expect(refused(purchase({ termMonths: MAX_TERM_MONTHS }))).toEqual([]);
    expect(refused(purchase({ termMonths: MAX_TERM_MONTHS + 1 }))).toEqual([
      "changes[0].purchase.termMonths",
    ]);
  });

  it("takes each field up to its bound and refuses it past", () => {
    const { rate, cpr, fraction, unit, decay } = WHAT_IF_BOUNDS;
    expect(refused(purchase({ rate: rate.max }))).toEqual([]);
    expect(refused(purchase({ rate: rate.max + 0.0001 }))).toEqual(["changes[0].purchase.rate"]);
    expect(refused(purchase({ cpr: cpr.max }))).toEqual([]);
    expect(refused(purchase({ cpr: cpr.max + 0.00001 }))).toEqual(["changes[0].purchase.cpr"]);
    const resize = (f: number) => ({ resize: { group: "Fixed 30 Yr", fraction: f } });
    expect(refused(resize(fraction.min))).toEqual([]);
    expect(refused(resize(fraction.min - 0.01))).toEqual(["changes[0].resize.fraction"]);
    const terms = (values: Record<string, number>) => ({
      depositAssumptions: { group: "Regular Shares", ...values },
    });
    expect(refused(terms({ decay: decay.max, beta: unit.max }))).toEqual([]);
    expect(refused(terms({ decay: decay.max + 0.00001 }))).toEqual(["changes[0].depositAssumptions.decay"]);
    expect(refused(terms({ beta: unit.max + 0.01 }))).toEqual(["changes[0].depositAssumptions.beta"]);
  });
});

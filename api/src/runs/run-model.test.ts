import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiConfig } from "../config.ts";
import type { ReportModel, TableData } from "../reports/report-model.ts";
import {
  callApi,
  modelOf,
  reportDefinitionIds,
  restartTestApi,
  signIn,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";
import { DEFAULT_RUN_MODEL } from "./run-model.ts";

/**
 * The run model is configuration: an api started with another deposit model or NII balance sheet
 * values with them, says so on the report pages, and recomputes results stored under another
 * model instead of mixing the two.
 */
const DEFINITION = "RFCU:Q4 2021 ALM Report";

async function read(api: TestApi, pageId: number, tail = "") {
  const token = (await signIn(api, "staff")).access_token;
  const defId = (await reportDefinitionIds(api))[DEFINITION];
  const res = await callApi(api, `/base/analysis/reports/${pageId}/reportdefinition/${defId}${tail}`, token);
  expect(res.status).toBe(200);
  return modelOf<ReportModel>(res).data;
}

const baseNev = async (api: TestApi) => {
  const rows = ((await read(api, 21)).grid1 as TableData).rows;
  return Number(rows.find((r) => r.id === "Base")?.dataset1_value);
};
const earnings = async (api: TestApi) => {
  const data = await read(api, 38);
  const base = (data.grid1 as TableData).rows.find((r) => r.id === "Base");
  return { nii12: Number(base?.nii12), text: String(data.assumptions) };
};

/** 89 Rate Scenario Definitions: each scenario's description by its id. */
const scenarioTexts = async (api: TestApi) =>
  Object.fromEntries(
    ((await read(api, 89)).grid1 as TableData).rows.map((r) => [String(r.id), String(r.description)]),
  );

// Each test computes demo results with the engine, which on two cores shared with the rest of the
// suite can take well past the default 30 s; that says nothing about the model.
describe("the run model from configuration", { timeout: 180_000 }, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it("states the default models on the deposit assumptions and earnings at risk pages", async () => {
    expect(api.services.model).toEqual(DEFAULT_RUN_MODEL);
    const text = String((await read(api, 74)).model);
    expect(text).toContain("the Treasury curve plus 25 bp");
    expect(text).toContain("after 3 months");
    expect(text).toContain("30% faster when rates are 300 bp higher");
    expect((await earnings(api)).text).toContain("Balance sheet: constant size (the default).");
    const prepayment = String((await read(api, 73)).model);
    expect(prepayment).toContain("up to 4 times the speed at today's rates");
    expect(prepayment).toContain("down to 0.65 times");
    expect(String((await read(api, 27)).supervisory)).toContain(
      "99.00 at base and 95.04 in the +300 bp shock",
    );
    expect(prepayment).toContain("against its fully indexed rate (index + margin)");
    // The zero floor is stated, scenario by scenario: on 2021-12-31 no yield reached 2 %, so from
    // -200 on every rate, and every rate-driven behaviour, stands on the same floored curve.
    const scenarios = await scenarioTexts(api);
    expect(scenarios.Base).toContain("never floored");
    for (const deeper of ["-400", "-300"]) {
      expect(scenarios[deeper]).toContain(
        "Rates stop at zero (or where they already are below it) at 1, 3 and 6 months and 1, 2, 3, 5, 7, 10, 20 and 30 years, so it gives the same values as the -200 bp shock.",
      );
    }
    expect(scenarios["-200"]).not.toContain("same values");
    expect(scenarios["-100"]).toContain("at 1, 3 and 6 months and 1, 2 and 3 years.");
    // Floored shocks say how their effective duration is measured, and so does Base, whose 100 bp
    // fall (-100) the floor stops at the short tenors; rises do not need to.
    expect(scenarios["-100"]).toContain("Its effective duration moves this floored curve up 100 bp only");
    expect(scenarios.Base).toContain(
      "Its effective duration moves the curve up 100 bp only, as the floor stops its 100 bp fall at some tenors.",
    );
    expect(scenarios["100"]).toBe("Every tenor of the curve moves up 100 bp at once.");
    expect(scenarios.shortDown).toContain("Rates stop at zero");
  });

  it("values with a configured model and recomputes results stored under the default", async () => {
    const nev = await baseNev(api);
    const constant = await earnings(api);
    // The same database: its stored results were computed under the default model.
    api = await restartTestApi(api, {
      DEPOSIT_FUNDING_SPREAD_BP: "75",
      DEPOSIT_BETA_LAG_MONTHS: "0",
      DEPOSIT_DECAY_SENSITIVITY: "0",
      NII_BALANCE_SHEET: "runoff",
      NCUA_SHARE_PRICE_SHOCK: "90",
      PREPAY_REFI_SENSITIVITY: "0",
      PREPAY_SEASONING_MONTHS: "12",
      SHOCK_FLOOR_AT_ZERO: "off",
    });
    expect(api.services.model).toEqual({
      deposits: { fundingSpreadBp: 75, betaLagMonths: 0, decaySensitivity: 0 },
      prepayment: { refiSensitivity: 0, minMultiple: 0.65, maxMultiple: 4, seasoningMonths: 12 },
      niiBalanceSheet: "runoff",
      floorAtZero: false,
    });
    const prepayment = String((await read(api, 73)).model);
    expect(prepayment).toContain("Prepayment speeds are the same in every scenario.");
    // The supervisory test's prices come from configuration too.
    const policy = await read(api, 27);
    expect(String(policy.supervisory)).toContain("99.00 at base and 90.00 in the +300 bp shock");
    expect(prepayment).toContain("over 12 months (seasoning)");
    const text = String((await read(api, 74)).model);
    expect(text).toContain("the Treasury curve plus 75 bp");
    expect(text).toContain("after 0 months");
    expect(text).toContain("Decay rates are the same in every scenario.");
    // Deposits discounted 50 bp higher are worth less: the liabilities fall, NEV rises.
    expect(await baseNev(api)).toBeGreaterThan(nev);
    // Nothing replaced: a year's NII is earned on a shrinking book, and the page says so.
    const runoff = await earnings(api);
    expect(runoff.text).toContain("Balance sheet: run-off.");
    // The NII paragraphs and the disclaimers say so too (an examiner's review: "static" whatever the run).
    expect(String((await read(api, 22, "/year/1")).summary)).toContain(
      "The projection lets the balance sheet run off: nothing that matures, amortizes, prepays or decays is replaced.",
    );
    const disclaimers = String((await read(api, 17)).disclaimers);
    expect(disclaimers).toContain("assume a balance sheet that runs off without replacement");
    expect(disclaimers).not.toContain("static");
    expect(runoff.nii12).not.toBeCloseTo(constant.nii12, 0);
    // Without the floor, falling shocks go below zero, and the page says so.
    const unfloored = await scenarioTexts(api);
    expect(unfloored["-400"]).toBe(
      "Every tenor of the curve moves down 400 bp at once. Rates are not floored: they may go below zero.",
    );
    expect(unfloored["100"]).toBe("Every tenor of the curve moves up 100 bp at once.");
  });

  it("refuses a model out of range at start, naming the variable", () => {
    expect(() =>
      loadApiConfig({
        DEPOSIT_BETA_LAG_MONTHS: "1.5",
        DEPOSIT_FUNDING_SPREAD_BP: "5000",
        NII_BALANCE_SHEET: "growing",
        PREPAY_MIN_MULTIPLE: "1",
        PREPAY_SEASONING_MONTHS: "2.5",
      }),
    ).toThrow(
      /DEPOSIT_FUNDING_SPREAD_BP[\s\S]*DEPOSIT_BETA_LAG_MONTHS[\s\S]*PREPAY_MIN_MULTIPLE[\s\S]*PREPAY_SEASONING_MONTHS[\s\S]*NII_BALANCE_SHEET/,
    );
    expect(() => loadApiConfig({ NCUA_SHARE_PRICE_SHOCK: "5" })).toThrow(/NCUA_SHARE_PRICE_SHOCK/);
  });
});

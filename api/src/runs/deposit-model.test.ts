import { DEFAULT_DEPOSIT_MODEL } from "@alm/engine";
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
import { depositModel, useDepositModel } from "./deposit-model.ts";

/**
 * The deposit model is configuration: an api started with another funding spread, lag and decay
 * sensitivity values deposits with them, says so on the Non-Maturity Deposit Assumptions page, and
 * recomputes results stored under another model instead of mixing the two.
 */
const DEFINITION = "RFCU:Q4 2021 ALM Report";

async function read(api: TestApi, pageId: number) {
  const token = (await signIn(api, "staff")).access_token;
  const defId = (await reportDefinitionIds(api))[DEFINITION];
  const res = await callApi(api, `/base/analysis/reports/${pageId}/reportdefinition/${defId}`, token);
  expect(res.status).toBe(200);
  return modelOf<ReportModel>(res).data;
}

const baseNev = async (api: TestApi) => {
  const rows = ((await read(api, 21)).grid1 as TableData).rows;
  return Number(rows.find((r) => r.id === "Base")?.dataset1_value);
};

describe("the deposit model from configuration", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
    useDepositModel(DEFAULT_DEPOSIT_MODEL);
  });

  it("states the default model on the deposit assumptions page", async () => {
    expect(depositModel()).toEqual(DEFAULT_DEPOSIT_MODEL);
    const text = String((await read(api, 74)).model);
    expect(text).toContain("the Treasury curve plus 25 bp");
    expect(text).toContain("after 3 months");
    expect(text).toContain("30 % faster at +300 bp");
  });

  it("values deposits with a configured model and recomputes results stored under the default", async () => {
    const before = await baseNev(api);
    await api.stop();
    const env = {
      DEPOSIT_FUNDING_SPREAD_BP: "75",
      DEPOSIT_BETA_LAG_MONTHS: "0",
      DEPOSIT_DECAY_SENSITIVITY: "0",
    };
    // The same database: its stored results were computed under the default model.
    api = await restartTestApi(api, env);
    expect(depositModel()).toEqual({ fundingSpreadBp: 75, betaLagMonths: 0, decaySensitivity: 0 });
    const text = String((await read(api, 74)).model);
    expect(text).toContain("the Treasury curve plus 75 bp");
    expect(text).toContain("after 0 months");
    expect(text).toContain("Decay rates are the same in every scenario.");
    // Deposits discounted 50 bp higher are worth less: the liabilities fall, NEV rises.
    expect(await baseNev(api)).toBeGreaterThan(before);
  });

  it("refuses a model out of range at start, naming the variable", () => {
    expect(() =>
      loadApiConfig({ DEPOSIT_BETA_LAG_MONTHS: "1.5", DEPOSIT_FUNDING_SPREAD_BP: "5000" }),
    ).toThrow(/DEPOSIT_FUNDING_SPREAD_BP[\s\S]*DEPOSIT_BETA_LAG_MONTHS/);
  });
});

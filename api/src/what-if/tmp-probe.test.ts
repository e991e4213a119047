import { afterAll, beforeAll, describe, it } from "vitest";
import { sendJson, type TestApi } from "../testing/test-api.ts";
import { baseDataSetOf } from "../testing/data-set-factory.ts";
import { startSignedInApi, type Tokens } from "../testing/signed-in-api.ts";

describe("probe", () => {
  let api: TestApi;
  let t: Tokens;
  beforeAll(async () => {
    ({ api, t } = await startSignedInApi());
  }, 120_000);
  afterAll(() => api?.close());
  it("prints", async () => {
    const id = await baseDataSetOf(api, "RFCU:Q4 2021 ALM Report");
    for (const changes of [
      [{ resize: { group: "Fixed 30 Yr", fraction: -1.5 } }],
      [{ resize: { group: "Fixed 30 Yr", fraction: -0.0000000001 } }],
      [
        {
          resize: { group: "Fixed 30 Yr", fraction: 0.5, counterpart: "GROUP", counterpartGroup: "Cash_H3" },
        },
      ],
      [{ resize: { group: "Fixed 30 Yr", fraction: 5, counterpart: "CASH" } }],
      [{ resize: { group: "Regular Shares", fraction: -2 } }],
      [{ depositShift: { from: "Regular Shares", to: "Share Certificates", fraction: 1.5 } }],
      [{ depositShift: { from: "Regular Shares", to: "Share Certificates", fraction: 0.0000000001 } }],
      [{ depositShift: { from: "Regular Shares", to: "Regular Shares", fraction: 0.5 } }],
      [{ resize: { group: "Fixed 30 Yr", amount: 5e9, counterpart: "CASH" } }],
    ]) {
      const res = await sendJson(api, "POST", `/core/datasets/${id}/whatif`, t.staff, { changes });
      const b = res.body as { additionalInformation?: { messages: unknown[] }; errorMessage?: string };
      console.log(
        "PROBE",
        JSON.stringify(changes),
        res.status,
        JSON.stringify(b.additionalInformation?.messages ?? b.errorMessage ?? "ok"),
      );
    }
  }, 300_000);
});

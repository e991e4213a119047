import { skipsWithoutPostgres } from "@alm/test-support";
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from "@microsoft/signalr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoDataSetToRun } from "../testing/large-positions.ts";
import {
  callApi,
  openTestDatabase,
  sendJson,
  signIn,
  startTestApiOn,
  type TestApi,
} from "../testing/test-api.ts";
import type { NotificationMessage } from "./notification-message.ts";
import { RECEIVE_INFO } from "./status-relay.ts";

// Two apis on one PostgreSQL database, as behind a load balancer: a gateway's hub connection
// lives on one of them, the run on either.
describe.skipIf(skipsWithoutPostgres())("status changes across apis on one PostgreSQL database", () => {
  let first: TestApi;
  let second: TestApi;
  let connection: HubConnection;
  const received: NotificationMessage[] = [];

  beforeAll(async () => {
    const db = await openTestDatabase("postgres", { seeded: true });
    first = await startTestApiOn(db);
    second = await startTestApiOn(db);
    const token = (await signIn(second, "staff")).access_token;
    connection = new HubConnectionBuilder()
      .withUrl(`${second.url}/core/notification?api-version=1.0`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    connection.on(RECEIVE_INFO, (m: NotificationMessage) => received.push(m));
    await connection.start();
    const joined = await callApi(second, "/core/notification/group", token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ connectionId: connection.connectionId, groups: ["analysis"] }),
    });
    expect(joined.status).toBe(200);
  });
  afterAll(async () => {
    await connection?.stop();
    await first?.stop();
    await second?.close();
  });

  it("pushes a run made through one api to the subscribers of the other's hub, each change once and in order", async () => {
    const dataSet = await demoDataSetToRun(first.db);
    const token = (await signIn(first, "staff")).access_token;
    const started = await sendJson(first, "PUT", `/base/analysis/dataset/${dataSet.id}/run`, token);
    expect(started.status).toBe(202);
    const ofDataSet = () => received.filter((m) => m.payload.dataSetId === dataSet.id);
    await expect.poll(() => ofDataSet().at(-1)?.status, { timeout: 60_000 }).toBe("Completed");
    const stored = async () =>
      (
        await first.db.query<{ id: number }>(
          "select id from notifications where (payload->>'dataSetId')::int = $1 order by id",
          [dataSet.id],
        )
      ).map((r) => r.id);
    // The run's last announcement follows the data set's Completed: the status it left the last
    // report definition built on the data set in (saved with Completed, announced after it).
    // Compared before it was stored, the lists matched and then gained it (run v1).
    const [last] = await first.db.query<{ id: number; status: string }>(
      "select id, status from report_definitions where base_data_set_id = $1 or compare_data_set_id = $1 order by id desc limit 1",
      [dataSet.id],
    );
    expect(last).toBeDefined();
    await expect
      .poll(
        () => ofDataSet().some((m) => m.payload.reportDefinitionId === last?.id && m.status === last?.status),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    // Every stored change (the data set's, its report definitions') arrived once, in the order made.
    const arrived = ofDataSet().map((m) => m.id);
    expect(arrived).toEqual(await stored());
    expect(arrived.length).toBeGreaterThanOrEqual(3);
  });
});

import { skipsWithoutPostgres } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@alm/database";
import { openTestDatabase, sendJson, signIn, startTestApiOn, type TestApi } from "../testing/test-api.ts";

// Two apis on one PostgreSQL database, as behind a load balancer: a user's hourly allowance of
// e-mails is one, whichever api sends them (it was one per api instance).
describe.skipIf(skipsWithoutPostgres())("the e-mail allowance across api instances", () => {
  let db: Database;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    db = await openTestDatabase("postgres", { seeded: true });
    first = await startTestApiOn(db, { MAIL_PER_USER_PER_HOUR: "3" });
    second = await startTestApiOn(db, { MAIL_PER_USER_PER_HOUR: "3" });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.close();
  });

  it("is counted once for both: the fourth message is refused by either", async () => {
    // Each api is its own issuer in a test (no shared public address): a token of each, one user.
    const tokens = new Map<TestApi, string>();
    for (const api of [first, second]) tokens.set(api, (await signIn(api, "staff")).access_token);
    const send = (api: TestApi) =>
      sendJson(api, "POST", "/core/tools/email", tokens.get(api), {
        subject: "Board pack",
        toEmailAddress: "cfo@x.example.com",
      });
    expect((await send(first)).status).toBe(200);
    expect((await send(second)).status).toBe(200);
    expect((await send(first)).status).toBe(200);
    const refused = await send(second);
    expect(refused.status).toBe(429);
    expect(refused.body?.errorMessage).toMatch(/^You have sent 3 emails in the last hour/);
    expect((await send(first)).status).toBe(429);
  });
});

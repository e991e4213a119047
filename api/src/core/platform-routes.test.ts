import { TestAuthenticator } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSONAL_ACCESS_TOKEN_TEXTS } from "../access/personal-access-token-texts.ts";
import { callApi, issueEnrolmentCode, modelOf, sendJson, signIn, type TestApi } from "../testing/test-api.ts";
import { startSignedInApi, type Tokens } from "../testing/signed-in-api.ts";

describe("core platform calls", () => {
  let api: TestApi;
  let t: Tokens;
  let ids: Record<string, number>;
  beforeAll(async () => ({ api, t, ids } = await startSignedInApi()));
  afterAll(() => api.close());

  describe("clients", () => {
    it("lists every client for staff and only their own for a client user", async () => {
      const staff = modelOf<{ acronym: string }[]>(await callApi(api, "/core/clients?pageSize=999", t.staff));
      expect(staff.map((c) => c.acronym).sort()).toEqual(["LCCU", "RFCU", "SVCU"]);
      const client = modelOf<{ acronym: string; name: string }[]>(
        await callApi(api, "/core/clients", t.client),
      );
      expect(client).toEqual([{ id: ids.RFCU, name: "Riverbend Federal Credit Union", acronym: "RFCU" }]);
    });

    it("looks up a client user's own client by acronym, and never another", async () => {
      const own = await callApi(api, "/core/clients/idlookup?acronym=rfcu", t.client);
      expect(modelOf<{ id: number }>(own).id).toBe(ids.RFCU);
      const other = await callApi(api, "/core/clients/idlookup?acronym=SVCU", t.client);
      expect(other.status).toBe(404);
      expect(JSON.stringify(other.body)).not.toContain("Summit");
      expect(other.body?.errorMessage).toBe("No client with acronym 'SVCU' that you may see.");
      // By id, the sentence every not-found of an id says (route scopes alike).
      const byId = await callApi(api, `/core/clients/idlookup?id=${ids.SVCU}`, t.client);
      expect(byId.body?.errorMessage).toBe(`No client with id '${ids.SVCU}' that you may see.`);
      expect((await callApi(api, "/core/clients/idlookup", t.client)).status).toBe(400);
      expect((await callApi(api, "/core/clients?pageSize=0", t.staff)).status).toBe(400);
      expect((await callApi(api, "/core/clients")).status).toBe(401);
    });
  });

  describe("info messages", () => {
    it("returns messages with severity, newest first, filtered by domain", async () => {
      const all = modelOf<{ severity: string; createdDate: string; domain: string | null }[]>(
        await callApi(api, "/core/info?pageSize=1000&sortBy=createdDate&sortDesc=true", t.client),
      );
      expect(all.length).toBeGreaterThanOrEqual(4);
      expect(all.map((m) => m.severity)).toContain("Error");
      const dates = all.map((m) => m.createdDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const core = modelOf<{ domain: string | null }[]>(
        await callApi(api, "/core/info?domain=core", t.staff),
      );
      expect(core.every((m) => m.domain === null || m.domain === "core")).toBe(true);
      expect((await callApi(api, "/core/info?sortBy=nonsense", t.staff)).status).toBe(400);
    });
  });

  describe("preferences", () => {
    it("keeps a user's own preferences", async () => {
      const put = await sendJson(api, "PUT", "/core/prefs/pref", t.client, {
        type: "user",
        domain: "analysis",
        prefKey: "fontSize",
        prefValue: "large",
      });
      expect(put.status).toBe(200);
      const prefs = modelOf<{ prefKey: string; prefValue: unknown }[]>(
        await callApi(api, "/core/prefs/prefs?type=user&domain=analysis", t.client),
      );
      expect(prefs).toContainEqual(expect.objectContaining({ prefKey: "fontSize", prefValue: "large" }));
      const mine = modelOf<{ prefKey: string }[]>(await callApi(api, "/core/prefs/users", t.client));
      expect(mine.map((p) => p.prefKey)).toContain("fontSize");
      const staffView = modelOf<{ prefKey: string }[]>(await callApi(api, "/core/prefs/users", t.staff));
      expect(staffView.map((p) => p.prefKey)).not.toContain("fontSize");
    });

    it("lets staff with Manage Client Settings set a client's preference and its users read it, but not change it", async () => {
      const body = { type: "client", id: ids.RFCU, domain: "core", prefKey: "reportFooter", prefValue: true };
      expect((await sendJson(api, "PUT", "/core/prefs/pref", t.client, body)).status).toBe(403);
      // An analyst is staff but may not change a client's settings: its users' sign-in security is one.
      const analyst = await sendJson(api, "PUT", "/core/prefs/pref", t.analyst, body);
      expect(analyst.status).toBe(403);
      expect(analyst.body?.errorMessage).toContain("Manage Client Settings");
      expect((await sendJson(api, "PUT", "/core/prefs/pref", t.staff, body)).status).toBe(200);
      const read = await callApi(api, `/core/prefs/prefs?type=client&id=${ids.RFCU}&domain=core`, t.client);
      expect(modelOf<{ prefValue: unknown }[]>(read)[0]?.prefValue).toBe(true);
      expect((await callApi(api, `/core/prefs/prefs?type=client&id=${ids.SVCU}`, t.client)).status).toBe(404);
    });

    it("rejects a preference without a key", async () => {
      const res = await sendJson(api, "PUT", "/core/prefs/pref", t.staff, {
        type: "user",
        domain: "x",
        prefValue: 1,
      });
      expect(res.status).toBe(400);
      expect(res.body?.errorMessage).toContain("prefKey");
    });
  });

  describe("sign-in security", () => {
    it("moves the caller in and out of their tenant's MFA group, and nobody else's", async () => {
      const on = await sendJson(api, "POST", "/core/auth/mfa/enable/SVCU", t.client2);
      expect(modelOf<{ isInMfaGroup: boolean }>(on).isInMfaGroup).toBe(true);
      // In the group, the password-only sign-in that joined is over: the next one has a second factor.
      expect((await callApi(api, "/core/auth/users", t.client2)).status).toBe(401);
      const app = new TestAuthenticator();
      app.enrolmentCode = await issueEnrolmentCode(api, "client2");
      const withCode = (await signIn(api, "client2", "client2", app.answering())).access_token;
      const users = modelOf<{ isInMfaGroup: boolean }[]>(await callApi(api, "/core/auth/users", withCode));
      expect(users[0]?.isInMfaGroup).toBe(true);
      // A personal access token made in that sign-in, with Manage Preferences, may not drop the
      // second factor: found in a leak, it let the password alone sign in again.
      const pat = modelOf<{ secret: string }>(
        await sendJson(api, "POST", "/core/personalaccesstokens", withCode, {
          name: "Leaked",
          scopes: ["View", "Manage Preferences"],
          lifetimeDays: 7,
        }),
      ).secret;
      const byToken = await sendJson(api, "POST", "/core/auth/mfa/disable/SVCU", pat);
      expect(byToken.status).toBe(403);
      expect(byToken.body?.message).toBe(PERSONAL_ACCESS_TOKEN_TEXTS.mfaOffRefused);
      const still = modelOf<{ isInMfaGroup: boolean }[]>(await callApi(api, "/core/auth/users", withCode));
      expect(still[0]?.isInMfaGroup).toBe(true);
      const mailsTurnedOff = async () =>
        api.db.query<{ body: string }>(
          `select o.body from email_outbox o join users u on u.email = o.to_addresses
           where u.username = 'client2' and o.subject like '%Multi-factor Authentication was turned off%'`,
        );
      expect(await mailsTurnedOff()).toEqual([]);
      const off = await sendJson(api, "POST", "/core/auth/mfa/disable/SVCU", withCode);
      expect(modelOf<{ isInMfaGroup: boolean }>(off).isInMfaGroup).toBe(false);
      // Told, as a reset is: whoever holds a session could do it (an attacker's review). Once.
      expect(await sendJson(api, "POST", "/core/auth/mfa/disable/SVCU", withCode)).toMatchObject({
        status: 200,
      });
      const told = await mailsTurnedOff();
      expect(told).toHaveLength(1);
      expect(told[0]?.body).toContain("your password alone signs you in");
      expect((await sendJson(api, "POST", "/core/auth/mfa/enable/RFCU", withCode)).status).toBe(403);
    });

    it("keeps tenant security settings for staff to set", async () => {
      const me = modelOf<{ sub: string }[]>(await callApi(api, "/core/auth/users", t.client))[0];
      const body = { sub: me?.sub, tenant: "RFCU", settings: { ipAllowList: ["10.0.0.0/8"] } };
      expect((await sendJson(api, "PUT", "/core/auth/tenantsecurity/user", t.client, body)).status).toBe(403);
      expect((await sendJson(api, "PUT", "/core/auth/tenantsecurity/user", t.staff, body)).status).toBe(200);
      const read = await callApi(api, "/core/auth/tenantsecurity/user", t.client);
      expect(modelOf<{ settings: unknown }>(read).settings).toEqual({ ipAllowList: ["10.0.0.0/8"] });
      expect((await callApi(api, `/core/auth/tenantsecurity/user?tenant=ALM`, t.client)).status).toBe(403);
      expect((await sendJson(api, "PUT", "/core/auth/tenantsecurity/user", t.staff, { sub: 1 })).status).toBe(
        400,
      );
    });
  });

  describe("email", () => {
    const pdf = (bytes: number) =>
      Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(bytes - 9, 65)]).toString("base64");

    it("cleans addresses, blind-copies the internal mailbox and marks test mail", async () => {
      const res = await sendJson(api, "POST", "/core/tools/email", t.staff, {
        subject: "Q4 ALM package",
        toEmailAddress: " cfo@rfcu.example.com ;  board@rfcu.example.com ",
        body: "<p>Attached.</p>",
        attachmentContent: pdf(5000),
        attachmentName: "RFCU-Full.pdf",
        mimeType: "application/pdf",
        testMode: true,
      });
      expect(res.status).toBe(200);
      expect(modelOf(res)).toMatchObject({
        subject: "TEST ONLY - Q4 ALM package",
        toEmailAddress: "cfo@rfcu.example.com,board@rfcu.example.com",
        bccEmailAddress: "alm-archive@alm.example.com",
        status: "Queued",
      });
      const [row] = await api.db.query<{ sent_by: string; attachment: Buffer }>(
        "select sent_by, attachment from email_outbox order by id desc limit 1",
      );
      expect(row?.sent_by).toBe("staff");
    });

    it("refuses mail without a recipient, a bad address and a blank PDF", async () => {
      const base = { subject: "x", body: "y" };
      const none = await sendJson(api, "POST", "/core/tools/email", t.staff, {
        ...base,
        toEmailAddress: "  ",
      });
      expect(none.status).toBe(422);
      expect(none.body?.errorMessage).toBe("At least one recipient is required.");
      const bad = await sendJson(api, "POST", "/core/tools/email", t.staff, {
        ...base,
        toEmailAddress: "not-an-address",
      });
      expect(bad.status).toBe(422);
      const blank = await sendJson(api, "POST", "/core/tools/email", t.staff, {
        ...base,
        toEmailAddress: "a@b.example.com",
        attachmentContent: pdf(1999),
        attachmentName: "package.pdf",
        mimeType: "application/pdf",
      });
      expect(blank.status).toBe(422);
      expect(blank.body?.errorMessage).toBe("Unable to generate PDF...blank");
      expect((await sendJson(api, "POST", "/core/tools/email", undefined, base)).status).toBe(401);
    });

    it("lists a client's addresses for staff and only the own institution's for a client user", async () => {
      const staff = modelOf<{ tenant: string }[]>(
        await callApi(api, `/core/tools/emailaddresses?clientId=${ids.SVCU}`, t.staff),
      );
      expect(staff.map((a) => a.tenant)).toEqual(["SVCU"]);
      expect((await callApi(api, `/core/tools/emailaddresses?clientId=${ids.SVCU}`, t.client)).status).toBe(
        404,
      );
      const own = modelOf<{ emailAddress: string }[]>(
        await callApi(api, "/core/tools/emailaddresses", t.client),
      );
      expect(own.map((a) => a.emailAddress)).toEqual(["client@rfcu.example.com"]);
    });
  });
});

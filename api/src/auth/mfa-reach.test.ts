import { TestAuthenticator, refreshTokens } from "@alm/test-support";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERSONAL_ACCESS_TOKEN_TEXTS } from "../access/personal-access-token-texts.ts";
import {
  callApi,
  clientIds,
  issueEnrolmentCode,
  modelOf,
  sendJson,
  signIn,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";
import { SECOND_FACTOR_REQUIRED } from "./mfa-requirement.ts";

/**
 * MFA reaches credentials made before it was required (issue 42 item 2), performed over the wire:
 * a password-only sign-in made before the switch, then the switch, then every use of it.
 */
describe("MFA required reaches earlier credentials", () => {
  let api: TestApi;
  let ids: Record<string, number>;
  const refresh = (refreshToken: string) =>
    refreshTokens(
      {
        issuer: api.config.OIDC_ISSUER,
        clientId: api.config.OIDC_CLIENT_ID,
        clientSecret: api.config.OIDC_CLIENT_SECRET,
      },
      refreshToken,
    );
  const makeToken = (token: string, scopes = ["View"]) =>
    sendJson(api, "POST", "/core/personalaccesstokens", token, {
      name: "Export",
      scopes,
      lifetimeDays: 365,
    });
  const reportsOf = (acronym: string, token: string) =>
    callApi(api, `/base/analysis/reportdefinitions/client/${ids[acronym]}`, token);
  /** Calls made at once with one token (a print page's reports): they share its checks. */
  const burstStatuses = async (token: string) =>
    (await Promise.all(Array.from({ length: 12 }, () => reportsOf("RFCU", token)))).map((r) => r.status);

  beforeAll(async () => {
    api = await startTestApi();
    ids = await clientIds(api);
  }, 120_000);
  afterAll(() => api?.close());

  it("ends a password-only sign-in and its personal access token when the institution requires MFA", async () => {
    const before = await signIn(api, "client");
    const made = await makeToken(before.access_token);
    expect(made.status).toBe(201);
    const personalToken = modelOf<{ secret: string }>(made).secret;
    expect(await burstStatuses(before.access_token)).toEqual(Array(12).fill(200));
    expect((await reportsOf("RFCU", personalToken)).status).toBe(200);

    const staff = (await signIn(api, "staff")).access_token;
    const pref = {
      type: "client",
      id: ids.RFCU,
      domain: "analysis",
      prefKey: "isMfaEnabled",
      prefValue: true,
    };
    expect((await sendJson(api, "PUT", "/core/prefs/pref", staff, pref)).status).toBe(200);

    // The access token of 15 minutes: refused at once, and it can mint nothing.
    const refused = await reportsOf("RFCU", before.access_token);
    expect(refused.status).toBe(401);
    expect(refused.body?.errorMessage).toBe(SECOND_FACTOR_REQUIRED);
    expect(await burstStatuses(before.access_token)).toEqual(Array(12).fill(401));
    const minted = await makeToken(before.access_token);
    expect(minted.status).toBe(401);
    expect(minted.body?.errorMessage).toBe(SECOND_FACTOR_REQUIRED);
    // The personal access token it made: refused, not for another year of use.
    const old = await reportsOf("RFCU", personalToken);
    expect(old.status).toBe(401);
    expect(old.body?.errorMessage).toBe(PERSONAL_ACCESS_TOKEN_TEXTS.withoutSecondFactor);
    // The refresh token: the provider refuses it (the gateway's session ends with it).
    await expect(refresh(before.refresh_token)).rejects.toThrow(/invalid_grant.*Multi-factor Authentication/);

    // With a second factor, everything works: the token, its refresh, a new personal access token.
    const app = new TestAuthenticator();
    app.enrolmentCode = await issueEnrolmentCode(api, "client");
    const after = await signIn(api, "client", "client", app.answering());
    expect((await reportsOf("RFCU", after.access_token)).status).toBe(200);
    const refreshed = await refresh(after.refresh_token);
    expect(decodeJwt(refreshed.access_token).amr).toEqual(["pwd", "otp"]);
    expect((await reportsOf("RFCU", refreshed.access_token)).status).toBe(200);
    const stepped = await makeToken(refreshed.access_token);
    expect(stepped.status).toBe(201);
    expect((await reportsOf("RFCU", modelOf<{ secret: string }>(stepped).secret)).status).toBe(200);
  });

  it("ends them when the user joins the MFA group, and not the credentials of users who need none", async () => {
    const before = await signIn(api, "client2");
    const personalToken = modelOf<{ secret: string }>(await makeToken(before.access_token)).secret;
    const staffBefore = await signIn(api, "staff");
    const staffToken = modelOf<{ secret: string }>(
      await makeToken(staffBefore.access_token, ["View", "View All Clients"]),
    ).secret;

    const joined = await sendJson(api, "POST", "/core/auth/mfa/enable/SVCU", before.access_token);
    expect(joined.status).toBe(200);
    expect((await reportsOf("SVCU", before.access_token)).status).toBe(401);
    expect((await reportsOf("SVCU", personalToken)).status).toBe(401);
    await expect(refresh(before.refresh_token)).rejects.toThrow(/invalid_grant/);

    expect((await reportsOf("SVCU", staffBefore.access_token)).status).toBe(200);
    expect((await reportsOf("SVCU", staffToken)).status).toBe(200);
    expect((await refresh(staffBefore.refresh_token)).access_token).toBeTruthy();
  });
});

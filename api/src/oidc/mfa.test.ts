import {
  CookieJar,
  TestAuthenticator,
  enrolmentSecretOn,
  followRedirects,
  submitForm,
  submitSignInForm,
} from "@alm/test-support";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientIds,
  modelOf,
  issueEnrolmentCode,
  sendJson,
  signIn,
  startTestApi,
  type TestApi,
  authorizeUrl as authorizeUrlOf,
} from "../testing/test-api.ts";
import { MFA_TEXTS } from "./mfa-pages.ts";

describe("second factor at sign-in", () => {
  let api: TestApi;
  const authorizeUrl = () => authorizeUrlOf(api);
  const reachesCallback = (u: string) => u.startsWith(`${api.config.GATEWAY_PUBLIC_URL}/auth/callback`);
  /** The step after the last accepted one, still inside the ±1 step of drift allowed. */
  const nextStep = async (sub: string) => {
    const [row] = await api.db.query<{ last_time_step: string }>(
      "select last_time_step from mfa_authenticators where sub = $1",
      [sub],
    );
    return Number(row?.last_time_step) + 1;
  };
  const subOf = async (username: string) =>
    (await api.db.query<{ sub: string }>("select sub from users where username = $1", [username]))[0]?.sub ??
    "";

  beforeAll(async () => {
    // The account-wide limits on wrong codes are sign-in-throttle.test.ts's: these tests count per sign-in.
    api = await startTestApi(undefined, { SIGN_IN_FREE_FAILURES: "100", SIGN_IN_LOCKOUT_FAILURES: "200" });
    await api.db.query("update users set is_in_mfa_group = true where username in ('client2', 'analyst')");
  }, 120_000);
  afterAll(() => api.close());

  it("gives no code for a password alone when the user needs MFA, nor an enrolment", async () => {
    const done = await submitSignInForm(
      new CookieJar(),
      authorizeUrl(),
      "client2",
      "client2",
      reachesCallback,
    );
    expect(reachesCallback(done.url)).toBe(false);
    const html = await done.response.text();
    expect(html).toContain("we sent a link to your e-mail address on file");
    expect(enrolmentSecretOn({ html, url: done.url })).toBeUndefined();
    await expect(signIn(api, "client2")).rejects.toThrow(/did not return a code/);
  });

  it("enrols by QR code and secret text, shows recovery codes once, and marks the tokens otp", async () => {
    const app = new TestAuthenticator();
    app.enrolmentCode = await issueEnrolmentCode(api, "client2");
    const answer = app.answering();
    let enrolmentPage = "";
    const tokens = await signIn(api, "client2", "client2", {
      ...answer,
      onPage: (page) => {
        if (!enrolmentPage && enrolmentSecretOn(page)) enrolmentPage = page.html;
        answer.onPage?.(page);
      },
    });
    expect(enrolmentPage).toContain("<svg");
    expect(app.secret).toMatch(/^[A-Z2-7]{32}$/);
    // On a phone, which cannot scan its own screen, a link hands the same account to the app.
    const link = /<a class="button" href="([^"]+)">Open in authenticator app<\/a>/.exec(enrolmentPage)?.[1];
    const uri = new URL((link ?? "").replaceAll("&amp;", "&"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toContain("client2");
    expect(uri.searchParams.get("secret")).toBe(app.secret);
    expect(app.recoveryCodes).toHaveLength(10);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ amr: ["pwd", "otp"], mfaRequired: true });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ amr: ["pwd", "otp"], mfaRequired: true });
    const [stored] = await api.db.query<{ secret_ciphertext: string }>(
      "select secret_ciphertext from mfa_authenticators where sub = $1",
      [await subOf("client2")],
    );
    expect(stored?.secret_ciphertext).not.toContain(app.secret);
    const hashes = await api.db.query<{ code_hash: string }>("select code_hash from mfa_recovery_codes");
    expect(hashes.map((h) => h.code_hash)).not.toContain(app.recoveryCodes[0]);

    // Later sign-ins ask for a code only: the secret is never shown again.
    const sub = await subOf("client2");
    let pages = "";
    const again = await signIn(api, "client2", "client2", {
      code: async () => app.codeOfStep(await nextStep(sub)),
      onPage: (page) => (pages += page.html),
    });
    expect(pages).toContain("Verification code");
    expect(pages).not.toContain(app.secret);
    expect(decodeJwt(again.access_token).amr).toEqual(["pwd", "otp"]);
  });

  it("refuses a wrong code, a replayed code, and drops the sign-in after too many", async () => {
    const app = new TestAuthenticator();
    app.enrolmentCode = await issueEnrolmentCode(api, "analyst");
    await signIn(api, "analyst", "analyst", app.answering());
    const sub = await subOf("analyst");
    const used = await app.codeOfStep(await nextStep(sub));
    const ok = await signIn(api, "analyst", "analyst", { code: async () => used });
    expect(decodeJwt(ok.access_token).amr).toEqual(["pwd", "otp"]);

    const replay = await submitSignInForm(
      new CookieJar(),
      authorizeUrl(),
      "analyst",
      "analyst",
      reachesCallback,
      {
        code: async () => used,
      },
    );
    expect(replay.response.status).toBe(401);
    expect(await replay.response.text()).toContain(MFA_TEXTS.wrongCode);

    let tries = 0;
    const wrong = await submitSignInForm(
      new CookieJar(),
      authorizeUrl(),
      "analyst",
      "analyst",
      reachesCallback,
      {
        code: async () => String(++tries).padStart(6, "0"),
      },
    );
    expect(wrong.response.status).toBe(401);
    expect(await wrong.response.text()).toContain(MFA_TEXTS.wrongCode);
    expect(reachesCallback(wrong.url)).toBe(false);
  });

  it("stops asking after five wrong codes in one sign-in", async () => {
    const jar = new CookieJar();
    let page = await submitSignInForm(jar, authorizeUrl(), "analyst", "analyst", reachesCallback);
    let html = await page.response.text();
    for (let i = 0; i < 5; i++) {
      page = await submitForm(jar, { html, url: page.url }, { code: "000000" }, reachesCallback);
      html = await page.response.text();
    }
    expect(html).toContain(MFA_TEXTS.tooManyAttempts);
    const after = await followRedirects(jar, page.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code: "000000" }).toString(),
    });
    expect(after.response.status).toBe(400);
    expect(await after.response.text()).toContain(MFA_TEXTS.pendingExpired);
  });

  it("accepts each recovery code once", async () => {
    const app = new TestAuthenticator();
    await api.db.query("update users set is_in_mfa_group = true where username = 'prospect'");
    app.enrolmentCode = await issueEnrolmentCode(api, "prospect");
    await signIn(api, "prospect", "prospect", app.answering());
    const [code] = app.recoveryCodes;
    const tokens = await signIn(api, "prospect", "prospect", { code: async () => code ?? "" });
    expect(decodeJwt(tokens.access_token).amr).toEqual(["pwd", "otp"]);
    const second = await submitSignInForm(
      new CookieJar(),
      authorizeUrl(),
      "prospect",
      "prospect",
      reachesCallback,
      {
        code: async () => code ?? "",
      },
    );
    expect(second.response.status).toBe(401);
    expect(reachesCallback(second.url)).toBe(false);
  });

  it("leaves users who need no MFA with a password sign-in marked pwd", async () => {
    const tokens = await signIn(api, "staff");
    expect(decodeJwt(tokens.access_token)).toMatchObject({ amr: ["pwd"], mfaRequired: false });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ amr: ["pwd"] });
  });

  it("keeps a user in the MFA group while their institution requires it", async () => {
    const staff = (await signIn(api, "staff")).access_token;
    const ids = await clientIds(api);
    const pref = {
      type: "client",
      id: ids.RFCU,
      domain: "analysis",
      prefKey: "isMfaEnabled",
      prefValue: true,
    };
    expect((await sendJson(api, "PUT", "/core/prefs/pref", staff, pref)).status).toBe(200);
    // A new sign-in now needs the second factor (mfa-reach.test.ts: the old ones end).
    await expect(signIn(api, "client")).rejects.toThrow(/did not return a code/);
    const app = new TestAuthenticator();
    app.enrolmentCode = await issueEnrolmentCode(api, "client");
    const client = (await signIn(api, "client", "client", app.answering())).access_token;
    const joined = await sendJson(api, "POST", "/core/auth/mfa/enable/RFCU", client);
    expect(modelOf<{ isInMfaGroup: boolean }>(joined).isInMfaGroup).toBe(true);
    const leave = await sendJson(api, "POST", "/core/auth/mfa/disable/RFCU", client);
    expect(leave.status).toBe(409);
    expect(leave.body?.additionalInformation).toMatchObject({
      messages: [
        { error: expect.stringContaining("required") as unknown, resolution: expect.any(String) as unknown },
      ],
    });
  });
});

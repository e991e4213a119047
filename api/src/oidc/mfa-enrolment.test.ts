import {
  CookieJar,
  TestAuthenticator,
  asksForCode,
  enrolmentSecretOn,
  followRedirects,
  submitForm,
  submitSignInForm,
} from "@alm/test-support";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authorizeUrl as authorizeUrlOf,
  callApi,
  failureOf,
  issueEnrolmentCode,
  modelOf,
  sendJson,
  signIn,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";
import { MFA_TEXTS } from "./mfa-pages.ts";

interface Mail {
  subject: string;
  body: string;
}

/** Enrolment bound to the person (issue 42 item 3), performed as the attacker and the user would. */
describe("first enrolment of an authenticator", () => {
  let api: TestApi;
  let staff: string;
  const reachesCallback = (u: string) => u.startsWith(`${api.config.GATEWAY_PUBLIC_URL}/auth/callback`);
  const userOf = async (username: string) =>
    (
      await api.db.query<{ sub: string; email: string }>("select sub, email from users where username = $1", [
        username,
      ])
    )[0] ?? { sub: "", email: "" };
  const mailsTo = (address: string) =>
    api.db.query<Mail>("select subject, body from email_outbox where to_addresses = $1 order by id desc", [
      address,
    ]);
  const linkIn = (mail: Mail | undefined) =>
    (/<a href="([^"]+)">/.exec(mail?.body ?? "")?.[1] ?? "").replaceAll("&amp;", "&");
  const trail = async (action: string) =>
    modelOf<{ actor: { username: string }; target: string | null; detail: Record<string, unknown> }[]>(
      await callApi(api, `/core/audit?action=${action}`, staff),
    );
  const resetAs = (sub: string | undefined, token: string | undefined) =>
    sendJson(api, "DELETE", `/core/auth/mfa/authenticators/${sub}`, token);
  /** A personal access token of the staff user with only these scopes. */
  const staffTokenOf = async (scopes: string[]) =>
    modelOf<{ secret: string }>(
      await sendJson(api, "POST", "/core/personalaccesstokens", staff, {
        name: scopes.join(),
        scopes,
        lifetimeDays: 7,
      }),
    ).secret;
  /** The password step of a sign-in in a browser of its own: where it stopped. */
  const passwordOnly = async (username: string) => {
    const jar = new CookieJar();
    const done = await submitSignInForm(jar, authorizeUrlOf(api), username, username, reachesCallback);
    return { jar, url: done.url, status: done.response.status, html: await done.response.text() };
  };

  beforeAll(async () => {
    api = await startTestApi(undefined, { SIGN_IN_FREE_FAILURES: "100", SIGN_IN_LOCKOUT_FAILURES: "200" });
    await api.db.query(
      "update users set is_in_mfa_group = true where username in ('client', 'client2', 'analyst', 'prospect')",
    );
    staff = (await signIn(api, "staff")).access_token;
  }, 120_000);
  afterAll(() => api?.close());

  it("tells whoever knows only the password that a link was e-mailed, and shows no secret", async () => {
    const user = await userOf("client2");
    const gate = await passwordOnly("client2");
    expect(gate.html).toContain("we sent a link to your e-mail address on file");
    expect(enrolmentSecretOn({ html: gate.html, url: gate.url })).toBeUndefined();
    // Posting a made-up code where the enrolment's code would go sets nothing up.
    const guessed = await submitForm(
      gate.jar,
      { html: gate.html, url: gate.url },
      { enrolmentCode: "AAAA-BBBB" },
    );
    expect(guessed.response.status).toBe(401);
    expect(await guessed.response.text()).toContain(MFA_TEXTS.wrongEnrolmentCode);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toContain("set up your authenticator");
    expect(linkIn(mail)).toContain("/mfa/enrol?ticket=");
    // Reloading the page sends no second mail.
    await followRedirects(gate.jar, gate.url);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("enrols through the e-mailed link once, in the browser that signed in", async () => {
    const user = await userOf("client");
    const gate = await passwordOnly("client");
    const link = linkIn((await mailsTo(user.email))[0]);
    // Another browser (someone who read the mail, without the sign-in) gets nowhere.
    const elsewhere = await followRedirects(new CookieJar(), link);
    expect(elsewhere.response.status).toBeGreaterThanOrEqual(400);
    expect(enrolmentSecretOn({ html: await elsewhere.response.text(), url: link })).toBeUndefined();

    const opened = await followRedirects(gate.jar, link);
    const page = { html: await opened.response.text(), url: opened.url };
    const app = new TestAuthenticator();
    app.answering().onPage?.(page);
    expect(app.secret).toMatch(/^[A-Z2-7]{32}$/);
    const again = await followRedirects(gate.jar, link);
    expect(again.response.status).toBe(400);
    expect(await again.response.text()).toContain(MFA_TEXTS.enrolmentLinkInvalid);

    const confirmed = await submitForm(gate.jar, page, { code: await app.codeAt() }, reachesCallback);
    const codes = { html: await confirmed.response.text(), url: confirmed.url };
    expect(codes.html).toContain("recovery-codes");
    const finished = await submitForm(gate.jar, codes, {}, reachesCallback);
    expect(reachesCallback(finished.url)).toBe(true);

    await expect
      .poll(async () => (await trail("MFA_ENROLMENT_LINK_SENT")).map((e) => e.actor.username))
      .toContain("client");
    expect(await trail("MFA_ENROLMENT_ALLOWED")).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ username: "client" }),
        detail: { through: "e-mailed link" },
      }),
    );
    expect((await trail("MFA_ENROLLED")).map((e) => e.actor.username)).toContain("client");
  });

  it("refuses an expired link", async () => {
    const user = await userOf("prospect");
    const gate = await passwordOnly("prospect");
    const link = linkIn((await mailsTo(user.email))[0]);
    await api.db.query(
      "update mfa_enrolment_tickets set expires_at = now() - interval '1 second' where sub = $1",
      [user.sub],
    );
    const opened = await followRedirects(gate.jar, link);
    expect(opened.response.status).toBe(400);
    const html = await opened.response.text();
    expect(html).toContain(MFA_TEXTS.enrolmentLinkInvalid);
    expect(enrolmentSecretOn({ html, url: link })).toBeUndefined();
  });

  it("accepts a staff code once; a reset needs the permission, tells the user, and asks for a new enrolment", async () => {
    const analyst = await userOf("analyst");
    const app = new TestAuthenticator();
    app.enrolmentCode = await issueEnrolmentCode(api, "analyst");
    const tokens = await signIn(api, "analyst", "analyst", app.answering());
    expect(decodeJwt(tokens.access_token).amr).toEqual(["pwd", "otp"]);
    expect((await mailsTo(analyst.email)).map((m) => m.subject)).toContainEqual(
      expect.stringContaining("enrolment code was issued"),
    );

    // Without Manage Authenticators: a client, a staff member without it, a token not scoped to it.
    const [clientUser] = await api.db.query<{ sub: string }>(
      "select sub from users where username = 'client2'",
    );
    await api.db.query("update users set is_in_mfa_group = false where username = 'client2'");
    const clientToken = (await signIn(api, "client2")).access_token;
    const byClient = await resetAs(analyst.sub, clientToken);
    expect(byClient.status).toBe(403);
    const viewOnly = await staffTokenOf(["View"]);
    const byViewToken = await resetAs(analyst.sub, viewOnly);
    expect(byViewToken.status).toBe(403);
    expect(byViewToken.body?.errorMessage).toContain("Manage Authenticators");
    // A credential with the permission but not View All Clients reaches no client's user.
    const authenticatorsOnly = await staffTokenOf(["Manage Authenticators"]);
    const otherTenant = await resetAs(clientUser?.sub, authenticatorsOnly);
    expect(otherTenant.status).toBe(404);
    expect((await sendJson(api, "DELETE", "/core/auth/mfa/authenticators/nobody", staff)).status).toBe(404);
    expect((await resetAs(analyst.sub, undefined)).status).toBe(401);
    const noSub = await sendJson(api, "POST", "/core/auth/mfa/enrolmentcodes", staff, {});
    expect(noSub.status).toBe(400);
    expect(failureOf(noSub).fields).toContain("sub");

    const reset = await resetAs(analyst.sub, staff);
    expect(reset.status).toBe(200);
    expect(modelOf(reset)).toMatchObject({ username: "analyst", authenticatorRemoved: true });
    expect((await mailsTo(analyst.email))[0]?.subject).toContain("your authenticator was reset");

    // The old authenticator no longer signs in, nor does the spent staff code enrol again.
    const after = await passwordOnly("analyst");
    expect(asksForCode(after.html)).toBe(false);
    expect(after.html).toContain("we sent a link");
    const reused = await submitForm(
      after.jar,
      { html: after.html, url: after.url },
      { enrolmentCode: app.enrolmentCode },
    );
    expect(reused.response.status).toBe(401);
    expect(await reused.response.text()).toContain(MFA_TEXTS.wrongEnrolmentCode);

    await expect
      .poll(async () => (await trail("MFA_RESET")).map((e) => [e.actor.username, e.target]))
      .toContainEqual(["staff", `user ${analyst.sub}`]);
    expect((await trail("MFA_ENROLMENT_CODE_ISSUED")).map((e) => e.target)).toContain(`user ${analyst.sub}`);
    expect(await trail("MFA_ENROLMENT_ALLOWED")).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ username: "analyst" }),
        detail: { through: "staff code" },
      }),
    );
  });
});

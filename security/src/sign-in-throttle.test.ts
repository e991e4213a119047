import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { CookieJar, openSignInForm, postSignInForm } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, signInBrowser, startSecurityStack, type SecurityStack } from "./stack.ts";

/** Issue #13 finding 3: password guessing on the sign-in form, with limits low enough to reach. */
const LOCKOUT_SECONDS = 30;
/** Waits after failures are 1 and 2 s here: a refusal this long is the lockout. */
const LOCKOUT_SIGN = 10;
const ADDRESS_MAX_FAILURES = 15;
/** Long enough that the address's count cannot restart in the middle of this file. */
const ADDRESS_WINDOW_SECONDS = 600;

let stack: SecurityStack;
beforeAll(async () => {
  stack = await startSecurityStack({
    apiEnv: {
      SIGN_IN_FREE_FAILURES: "3",
      SIGN_IN_DELAY_SECONDS: "1",
      SIGN_IN_LOCKOUT_FAILURES: "5",
      SIGN_IN_LOCKOUT_SECONDS: String(LOCKOUT_SECONDS),
      SIGN_IN_ADDRESS_MAX_FAILURES: String(ADDRESS_MAX_FAILURES),
      SIGN_IN_ADDRESS_WINDOW_SECONDS: String(ADDRESS_WINDOW_SECONDS),
    },
  });
}, 180_000);
afterAll(() => stack?.close());

interface Answer {
  status: number;
  message: string | undefined;
  retryAfter: number;
  signedIn: boolean;
}

/** One try on the form, as a browser would start it at the gateway; `headers` go with the POST. */
async function tryPassword(username: string, password: string, headers: Record<string, string> = {}) {
  const jar = new CookieJar();
  const intoApp = (url: string) => url.startsWith(`${stack.gatewayUrl}/analysis/`);
  const action = await openSignInForm(jar, `${stack.gatewayUrl}/auth/login?returnTo=/analysis/`, intoApp);
  const { response, url } = await postSignInForm(jar, action, username, password, intoApp, headers);
  const html = response.status === 204 ? "" : await response.text();
  return {
    status: response.status,
    message: /role="alert">([^<]*)</.exec(html)?.[1],
    retryAfter: Number(response.headers.get("retry-after") ?? 0),
    signedIn: intoApp(url),
  } satisfies Answer;
}

const TOO_MANY = /^Too many failed sign-ins\. Try again in \d+ (seconds?|minutes?)\.$/;

describe("password guessing on the sign-in form", () => {
  let lockedAt = 0;

  it("locks an account after a run of wrong passwords and then refuses even the right one", async () => {
    const answers: Answer[] = [];
    const locked = () => answers.some((a) => a.retryAfter >= LOCKOUT_SIGN);
    // A burst of guesses, stopped once the account is locked: on a loaded machine the rest of the
    // burst could outlast the lockout, and the guesses after it would rightly be checked again.
    for (let i = 0; i < 50 && !locked(); i++) answers.push(await tryPassword("client", `guess-${i}`));
    // Keep guessing as each wait allows, until the account is locked (a wait as long as a lockout).
    for (let i = 0; i < 20 && !locked(); i++) {
      await sleep(1000);
      answers.push(await tryPassword("client", `late-guess-${i}`));
    }
    const checked = answers.filter((a) => a.status === 401);
    expect(checked.length).toBeGreaterThanOrEqual(3);
    expect(checked.length).toBeLessThanOrEqual(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBe(answers.length - checked.length);
    for (const answer of refused) expect(answer.message).toMatch(TOO_MANY);
    expect(locked()).toBe(true);
    lockedAt = Date.now();

    const rightPassword = await tryPassword("client", "client");
    expect(rightPassword.signedIn).toBe(false);
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.message).toMatch(TOO_MANY);
  }, 240_000);

  it("lets the right password in once the lockout is over", async () => {
    await sleep(Math.max(0, lockedAt + (LOCKOUT_SECONDS + 2) * 1000 - Date.now()));
    const { jar, landedOn } = await signInBrowser(stack, "client");
    expect(landedOn.startsWith(`${stack.gatewayUrl}/analysis/`)).toBe(true);
    const viewer = await graphql(stack, "{ viewer { username } }", { jar });
    expect(viewer.body.data?.viewer).toEqual({ username: "client" });
  }, 120_000);

  it("does not let forged X-Forwarded-For addresses escape the per-address limit", async () => {
    const answers: Answer[] = [];
    // Each guess claims another address and tries another username, as a password spray would.
    for (let i = 0; i < 3 * ADDRESS_MAX_FAILURES && answers.at(-1)?.status !== 429; i++) {
      const forged = `203.0.113.${i + 1}`;
      answers.push(
        await tryPassword(`spray-${randomBytes(4).toString("hex")}`, "Summer2026!", {
          "x-forwarded-for": forged,
          "x-real-ip": forged,
          forwarded: `for=${forged}`,
        }),
      );
    }
    // The lockout run above already charged this address a few failures; the rest fit the limit.
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(ADDRESS_MAX_FAILURES);
    expect(answers.at(-1)?.status).toBe(429);
    expect(answers.at(-1)?.retryAfter).toBeGreaterThan(LOCKOUT_SIGN);
    expect(answers.at(-1)?.message).toMatch(TOO_MANY);
    // A user with the right password from that address waits too: the limit is on the real address.
    const colleague = await tryPassword("client2", "client2", { "x-forwarded-for": "198.51.100.7" });
    expect(colleague.status).toBe(429);
    expect(colleague.signedIn).toBe(false);
  }, 240_000);
});

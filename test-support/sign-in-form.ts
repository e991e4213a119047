import { CookieJar } from "./cookie-jar.ts";

/**
 * Follows redirects like a browser would, carrying cookies, until a response is not a
 * redirect or `stopAt` says so (e.g. an authorization code on a callback URL).
 */
export async function followRedirects(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
  stopAt: (url: string) => boolean = () => false,
): Promise<{ response: Response; url: string }> {
  let current = url;
  let request: RequestInit = init;
  for (let hop = 0; hop < 20; hop++) {
    if (stopAt(current)) return { response: new Response(null, { status: 204 }), url: current };
    const headers = new Headers(request.headers);
    const cookie = jar.header(current);
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(current, { ...request, headers, redirect: "manual" });
    jar.store(response);
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
    current = new URL(location, current).toString();
    request = {};
  }
  throw new Error(`Too many redirects from ${url}`);
}

/** Posts the first form of a page (as its submit button would) and follows the redirects. */
export async function submitForm(
  jar: CookieJar,
  page: { html: string; url: string },
  fields: Record<string, string>,
  stopAt?: (url: string) => boolean,
): Promise<{ response: Response; url: string }> {
  const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
  if (!action) throw new Error(`No form at ${page.url}`);
  const target = new URL(action.replaceAll("&amp;", "&"), page.url).toString();
  return followRedirects(
    jar,
    target,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    },
    stopAt,
  );
}

export interface ProviderPage {
  html: string;
  url: string;
}

/**
 * How a test answers the second sign-in step: `code` gives a code for the page that asks for one
 * (from an authenticator the test holds, or a recovery code); `onPage` sees every page after
 * the password (e.g. the enrolment page with its secret, the recovery codes page).
 */
export interface SecondFactor {
  code(page: ProviderPage): Promise<string>;
  onPage?(page: ProviderPage): void;
  /**
   * A first enrolment's one-time code (one staff issued): without it, a user with no authenticator
   * stops at the page that says a link was e-mailed.
   */
  enrolmentCode?(): Promise<string>;
}

/** True when a provider page asks for an enrolment code (a first enrolment's gate). */
export const asksForEnrolmentCode = (html: string) => /<input[^>]*name="enrolmentCode"/.test(html);

/** True when a provider page asks for a one-time code (the second sign-in step or enrolment). */
export const asksForCode = (html: string) => /<input[^>]*name="code"/.test(html);

const FORM_ACTION = /<form[^>]*action="([^"]+)"/;

/**
 * Opens the identity provider's sign-in form, starting at `startUrl` (an authorize URL or an app's
 * login route); returns the URL the form posts to.
 */
export async function openSignInForm(
  jar: CookieJar,
  startUrl: string,
  stopAt?: (url: string) => boolean,
): Promise<string> {
  const form = await followRedirects(jar, startUrl, {}, stopAt);
  const html = await form.response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No sign-in form at ${form.url}: HTTP ${form.response.status}`);
  return new URL(action.replaceAll("&amp;", "&"), form.url).toString();
}

/** Posts a username and password to a form opened by `openSignInForm`; returns where it ended. */
export function postSignInForm(
  jar: CookieJar,
  formAction: string,
  username: string,
  password: string,
  stopAt?: (url: string) => boolean,
  headers: Record<string, string> = {},
): Promise<{ response: Response; url: string }> {
  return followRedirects(
    jar,
    formAction,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ username, password }).toString(),
    },
    stopAt,
  );
}

/**
 * Signs in on the identity provider's form, starting at `startUrl` (an authorize URL or an
 * app's login route); returns where the flow ended. With `secondFactor`, goes through the pages
 * that follow the password when the user needs MFA (without it, the flow ends on the first).
 */
export async function submitSignInForm(
  jar: CookieJar,
  startUrl: string,
  username: string,
  password: string,
  stopAt?: (url: string) => boolean,
  secondFactor?: SecondFactor,
): Promise<{ response: Response; url: string }> {
  const form = await followRedirects(jar, startUrl, {}, stopAt);
  const html = await form.response.text();
  if (!FORM_ACTION.test(html))
    throw new Error(`No sign-in form at ${form.url}: HTTP ${form.response.status}`);
  let done = await submitForm(jar, { html, url: form.url }, { username, password }, stopAt);
  // Code page, or the enrolment gate, enrolment, then recovery codes: a few provider pages at most.
  for (let step = 0; secondFactor && step < 4 && done.response.status === 200; step++) {
    const page = { html: await done.response.clone().text(), url: done.url };
    if (!FORM_ACTION.test(page.html) || !page.url.includes("/interaction/")) break;
    secondFactor.onPage?.(page);
    if (asksForEnrolmentCode(page.html) && !secondFactor.enrolmentCode) break;
    const fields: Record<string, string> = asksForEnrolmentCode(page.html)
      ? { enrolmentCode: (await secondFactor.enrolmentCode?.()) ?? "" }
      : asksForCode(page.html)
        ? { code: await secondFactor.code(page) }
        : {};
    done = await submitForm(jar, page, fields, stopAt);
  }
  return done;
}

/**
 * Signs a person in at a gateway as a browser would (its login route, the provider's form, the
 * callback), stopping once the gateway sends the browser into the app: the jar then holds the
 * session, and `landedOn` is the app's address the gateway chose.
 */
export async function signInAtGateway(
  gatewayUrl: string,
  username: string,
  { password = username, returnTo = "/analysis/", secondFactor }: SignInOptions = {},
): Promise<{ jar: CookieJar; landedOn: string }> {
  const jar = new CookieJar();
  const done = await submitSignInForm(
    jar,
    `${gatewayUrl}/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
    username,
    password,
    (url) => url.startsWith(`${gatewayUrl}/analysis/`),
    secondFactor,
  );
  return { jar, landedOn: done.url };
}

export interface SignInOptions {
  password?: string;
  /** The app's path to come back to (the gateway accepts its own paths only). */
  returnTo?: string;
  secondFactor?: SecondFactor;
}

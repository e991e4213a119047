import type { CookieJar } from "./cookie-jar.ts";

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
 * app's login route); returns where the flow ended.
 */
export async function submitSignInForm(
  jar: CookieJar,
  startUrl: string,
  username: string,
  password: string,
  stopAt?: (url: string) => boolean,
): Promise<{ response: Response; url: string }> {
  return postSignInForm(jar, await openSignInForm(jar, startUrl, stopAt), username, password, stopAt);
}

import { CookieJar } from "./cookie-jar.ts";
import { followRedirects, submitForm, submitSignInForm, type ProviderPage } from "./sign-in-form.ts";

const xsrfOf = (html: string) => /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** The device sign-in's page where a person types a tool's code, as a browser opens it. */
export async function openDeviceCodePage(jar: CookieJar, verificationUri: string): Promise<ProviderPage> {
  const opened = await followRedirects(jar, verificationUri);
  return { html: await opened.response.text(), url: opened.url };
}

/** Posts a code (and the confirm or abort answer) on a device sign-in page; returns the next page. */
export async function answerDevicePage(
  jar: CookieJar,
  page: ProviderPage,
  userCode: string,
  answer: Record<string, string> = {},
): Promise<ProviderPage> {
  const done = await submitForm(jar, page, { xsrf: xsrfOf(page.html), user_code: userCode, ...answer });
  return { html: await done.response.text(), url: done.url };
}

/**
 * What a person does for a tool's device sign-in (RFC 8628) up to the page where they allow it:
 * opens the address, enters the code, continues and signs in; returns that page and the cookies.
 */
export async function signInForDevice(
  verificationUri: string,
  userCode: string,
  username: string,
  password = username,
): Promise<{ jar: CookieJar; page: ProviderPage }> {
  const jar = new CookieJar();
  const input = await openDeviceCodePage(jar, verificationUri);
  const confirm = await answerDevicePage(jar, input, userCode);
  const signIn = await answerDevicePage(jar, confirm, userCode, { confirm: "yes" });
  const approval = await submitSignInForm(jar, signIn.url, username, password);
  return { jar, page: { html: await approval.response.text(), url: approval.url } };
}

/** The whole device sign-in, the tool allowed at the end; returns the last page's text. */
export async function approveDeviceSignIn(
  verificationUri: string,
  userCode: string,
  username: string,
  password = username,
): Promise<string> {
  const { jar, page } = await signInForDevice(verificationUri, userCode, username, password);
  const done = await submitForm(jar, page, { decision: "allow" });
  return done.response.text();
}

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
 * What a person does for a tool's device sign-in (RFC 8628): opens the address, enters the code,
 * allows the tool and signs in; returns the last page's text.
 */
export async function approveDeviceSignIn(
  verificationUri: string,
  userCode: string,
  username: string,
  password = username,
): Promise<string> {
  const jar = new CookieJar();
  const input = await openDeviceCodePage(jar, verificationUri);
  const confirm = await answerDevicePage(jar, input, userCode);
  const signIn = await answerDevicePage(jar, confirm, userCode, { confirm: "yes" });
  const done = await submitSignInForm(jar, signIn.url, username, password);
  return done.response.text();
}

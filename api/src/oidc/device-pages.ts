import type { KoaContextWithOIDC } from "oidc-provider";
import { markCodeRefused } from "./device-code-throttle.ts";
import { escapeHtml, page } from "./html.ts";

/**
 * The pages of the device authorization grant (RFC 8628): a command-line tool shows a code, the
 * user enters it here, signs in and allows the tool. The provider's own pages carry inline
 * event handlers (which the api's CSP blocks) and inputs without labels: these are the product's,
 * built from the provider's form fields.
 */

interface DeviceForm {
  action: string;
  xsrf: string;
}

/** The action and anti-forgery token of the form the provider made. */
function fieldsOf(form: string): DeviceForm {
  const action = /action="([^"]+)"/.exec(form)?.[1] ?? "";
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(form)?.[1] ?? "";
  return { action, xsrf };
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** Why a code was refused, in the user's words (the provider's errors name the case). */
function problemOf(error: unknown): string | null {
  if (!error) return null;
  const name = error instanceof Error ? error.name : "";
  if (name === "NoCodeError") return "Enter the code your tool shows.";
  if (name === "NotFoundError")
    return "No sign-in is waiting for that code. Check it against your tool and try again.";
  if (name === "ExpiredError")
    return "That code has expired. Start the sign-in in your tool again to get a new one.";
  if (name === "AlreadyUsedError")
    return "That code has been used. Start the sign-in in your tool again to get a new one.";
  if (name === "AbortedError") return "The sign-in was cancelled. Your tool was not given access.";
  return "The code could not be checked. Try again.";
}

export async function renderUserCodeInput(
  ctx: KoaContextWithOIDC,
  form: string,
  _out?: unknown,
  error?: unknown,
) {
  const { action, xsrf } = fieldsOf(form);
  const problem = problemOf(error);
  // A code refused (unknown, expired, used) counts against the address that entered it.
  if (error) markCodeRefused(ctx.req);
  ctx.type = "html";
  ctx.body = page(
    "Sign in a tool",
    `<h1>Sign in a tool</h1>
     <p>Enter the code your command-line tool or script shows. You then sign in and allow it to act for you.</p>
     ${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ""}
     <form method="post" action="${escapeHtml(action)}">
       ${hidden("xsrf", xsrf)}
       <label for="user_code">Code</label>
       <input id="user_code" name="user_code" autocomplete="off" autocapitalize="characters" spellcheck="false" autofocus>
       <button type="submit">Continue</button>
     </form>`,
  );
}

/**
 * The code the person typed, checked against their tool's, before they sign in. Nothing is
 * allowed here: who the tool would act as is only known after the sign-in, where the person
 * allows it (renderDeviceApproval).
 */
export async function renderUserCodeConfirm(
  ctx: KoaContextWithOIDC,
  form: string,
  client: { clientName?: string; clientId: string },
  _deviceInfo: unknown,
  userCode: string,
) {
  const { action, xsrf } = fieldsOf(form);
  const tool = client.clientName ?? client.clientId;
  ctx.type = "html";
  ctx.body = page(
    "Sign in a tool",
    `<h1>Sign in ${escapeHtml(tool)}</h1>
     <p>Your tool should show the code <strong>${escapeHtml(userCode)}</strong>. If it does not, or you did not start this sign-in, cancel.</p>
     <p>Next you sign in, if you have not already; you then see which account the tool would act as, and allow it or not.</p>
     <form method="post" action="${escapeHtml(action)}">
       ${hidden("xsrf", xsrf)}${hidden("user_code", userCode)}
       <button type="submit" name="confirm" value="yes">Continue</button>
       <button type="submit" name="abort" value="yes" class="secondary">Cancel</button>
     </form>`,
  );
}

/** A user code as the tool shows it: stored without its dash (XXXX-XXXX, the provider's mask). */
const shownCode = (code: string) => code.replace(/^(.{4})(.{4})$/, "$1-$2");

export interface DeviceApproval {
  action: string;
  person: { name: string; username: string };
  tool: { name: string; description: string };
  userCode: string;
  /** How long the tool's access lasts at most, in hours (the provider's grant lifetime). */
  hours: number;
}

/** After sign-in: whom the tool would act as and what it is, then Allow or Cancel. */
export function renderDeviceApproval({ action, person, tool, userCode, hours }: DeviceApproval): string {
  return page(
    "Allow the tool",
    `<h1>Allow ${escapeHtml(tool.name)}?</h1>
     <p>You are signed in as ${escapeHtml(person.name)} (${escapeHtml(person.username)}).</p>
     <p><strong>${escapeHtml(tool.name)}</strong>${tool.description ? `: ${escapeHtml(tool.description)}` : ""}</p>
     <p>Your tool should show the code <strong>${escapeHtml(shownCode(userCode))}</strong>. If it does not, or you did not start this sign-in, cancel.</p>
     <p>Once allowed, it reads and changes what you may, as you, for up to ${hours} hours.</p>
     <form method="post" action="${escapeHtml(action)}">
       <button type="submit" name="decision" value="allow">Allow</button>
       <button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
     </form>`,
  );
}

export async function renderDeviceSuccess(ctx: KoaContextWithOIDC) {
  ctx.type = "html";
  ctx.body = page(
    "Tool signed in",
    "<h1>Tool signed in</h1><p>Your tool now has access. You can close this page and go back to it.</p>",
  );
}

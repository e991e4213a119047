import { escapeHtml, page } from "./html.ts";

export const WRONG_CREDENTIALS = "The username or password is incorrect. Check them and try again.";
export const MISSING_CREDENTIALS = "Enter your username and password.";

/** The same text for a locked account, a delay after failures and a blocked address. */
export function tooManyFailures(retryAfterMs: number, what = "failed sign-ins"): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many ${what}. Try again in ${wait}.`;
}

export function renderLoginPage(uid: string, username = "", error?: string): string {
  const message = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "";
  return page(
    "Sign in",
    `<h1>Sign in</h1>
     <p>Use the account your ALM advisor gave you.</p>
     ${message}
     <form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login" autocomplete="on">
       <label for="username">Username</label>
       <input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}" required autofocus>
       <label for="password">Password</label>
       <input id="password" name="password" type="password" autocomplete="current-password" required>
       <button type="submit">Sign in</button>
     </form>`,
  );
}

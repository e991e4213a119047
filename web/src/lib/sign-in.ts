/** Set once the browser is on its way out: see redirectToSignIn. */
let signingOut = false;

/**
 * Sends the browser through the gateway's sign-in, returning to where it is now. Not while it
 * signs out: a request refused (401) while the browser follows the sign-out redirects would
 * interrupt them before the identity provider ends its session, and the next sign-in would then
 * skip the password.
 */
export function redirectToSignIn(
  navigate: (url: string) => void = (url) => window.location.assign(url),
): void {
  if (signingOut) return;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  navigate(`/auth/login?returnTo=${encodeURIComponent(here)}`);
}

export const SIGN_OUT_URL = "/auth/logout";

/**
 * Ends the gateway's session and the identity provider's. A form POST, as the gateway signs out
 * only on a POST from its own pages; the browser then follows the redirects to the provider.
 */
export function signOut(): void {
  signingOut = true;
  const form = document.createElement("form");
  form.method = "post";
  form.action = SIGN_OUT_URL;
  document.body.append(form);
  form.submit();
}

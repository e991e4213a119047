/** Sends the browser through the gateway's sign-in, returning to where it is now. */
export function redirectToSignIn(): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.location.assign(`/auth/login?returnTo=${encodeURIComponent(here)}`);
}

export const SIGN_OUT_URL = "/auth/logout";

/**
 * Ends the gateway's session and the identity provider's. A form POST, as the gateway signs out
 * only on a POST from its own pages; the browser then follows the redirects to the provider.
 */
export function signOut(): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = SIGN_OUT_URL;
  document.body.append(form);
  form.submit();
}

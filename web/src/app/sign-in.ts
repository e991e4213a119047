/** Sends the browser through the gateway's sign-in, returning to where it is now. */
export function redirectToSignIn(): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.location.assign(`/auth/login?returnTo=${encodeURIComponent(here)}`);
}

export const SIGN_OUT_URL = "/auth/logout";

/** Ends the gateway's session and the identity provider's. */
export function signOut(): void {
  window.location.assign(SIGN_OUT_URL);
}

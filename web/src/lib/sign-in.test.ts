import { expect, it } from "vitest";
import { redirectToSignIn, SIGN_OUT_URL, signOut } from "./sign-in.ts";

// One test: signing out is a one-way state of the page (the page it leads to starts afresh).
it("sends a refused request to sign-in, but never once the browser is signing out", () => {
  const visited: string[] = [];
  window.history.replaceState(null, "", "/analysis/reports?year=2");
  redirectToSignIn((url) => visited.push(url));
  expect(visited).toEqual(["/auth/login?returnTo=%2Fanalysis%2Freports%3Fyear%3D2"]);

  signOut();
  const form = document.querySelector<HTMLFormElement>(`form[action="${SIGN_OUT_URL}"]`);
  expect(form?.method).toBe("post");
  redirectToSignIn((url) => visited.push(url));
  expect(visited).toHaveLength(1);
});

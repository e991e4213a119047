import { expect, it, vi } from "vitest";

// A fresh copy of the module: other test files share this worker, and signing out is a one-way
// state of the page (the page it leads to starts afresh).
async function freshSignIn() {
  vi.resetModules();
  return import("./sign-in.ts");
}

it("sends a refused request to sign-in, but never once the browser is signing out", async () => {
  const { redirectToSignIn, SIGN_OUT_URL, signOut } = await freshSignIn();
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

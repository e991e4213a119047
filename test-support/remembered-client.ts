/**
 * Run in the browser (`page.evaluate(rememberedClientId)`): the client the gateway remembers for
 * the signed-in user, so a test or bench can wait until a cleared choice has reached the server.
 * Self-contained: Playwright sends its source text to the page.
 */
export async function rememberedClientId(): Promise<string | null> {
  const res = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ viewer { preferences { lastClientId } } }" }),
  });
  const body = (await res.json()) as { data: { viewer: { preferences: { lastClientId: string | null } } } };
  return body.data.viewer.preferences.lastClientId;
}

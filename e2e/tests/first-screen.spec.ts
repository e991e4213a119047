import { expect, test } from "./fixtures.ts";
import { dataSetsPanel, forgetClient, homeWithClient } from "./management-helpers.ts";

/**
 * The scripts of the first screen (staff home with a client), as a browser on HTTPS receives them
 * (brotli). Issue 17 asks for 250 KB; they measure 274 KB (286 KB before the home drawers became
 * lazy): this bound keeps them from growing while the rest (Autocomplete, dialogs, the generated
 * documents' module) is cut.
 */
const FIRST_SCREEN_BUDGET = 280 * 1024;

test("the first screen's scripts stay within their budget on the wire, each sent as the build compressed it", async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.add(r.url());
  });
  await homeWithClient(page, "staff");
  await expect(dataSetsPanel(page).getByRole("article").first()).toBeVisible();
  expect(scripts.size).toBeGreaterThan(1);
  let total = 0;
  const sizes: string[] = [];
  for (const url of scripts) {
    // Browsers ask for brotli over HTTPS only; the local stack is plain HTTP, so ask as they would.
    const res = await request.get(url, { headers: { "accept-encoding": "br, gzip" } });
    const bytes = Number(res.headers()["content-length"]);
    expect(bytes, `${url} has a length`).toBeGreaterThan(0);
    // Files under 1 KB are not worth compressing, by the build or the gateway.
    if (bytes >= 1024) expect(res.headers()["content-encoding"], url).toBe("br");
    total += bytes;
    sizes.push(`${new URL(url).pathname.split("/").at(-1)} ${bytes}`);
  }
  expect(total, sizes.join(", ")).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
  await forgetClient(page);
});

import { expect, test } from "./fixtures.ts";
import { dataSetsPanel, forgetClient, homeWithClient } from "./management-helpers.ts";

/**
 * The scripts of the first screen (staff home with their remembered client) as a browser on HTTPS
 * receives them (brotli), counted until the network is idle: everything the screen loads, not
 * only what it needs before its first cards. Issue 17 asks for 250 KB; it was 274 KB while the
 * client picker's list, the cards' tooltips and every screen's GraphQL documents came with it.
 */
const FIRST_SCREEN_BUDGET = 250 * 1024;

test("the first screen's scripts stay within their budget on the wire, each sent as the build compressed it", async ({
  page,
  context,
  request,
}) => {
  await homeWithClient(page, "staff");
  const arrival = await context.newPage();
  const scripts = new Set<string>();
  arrival.on("request", (r) => {
    if (r.resourceType() === "script") scripts.add(r.url());
  });
  await arrival.goto("/analysis/");
  await expect(dataSetsPanel(arrival).getByRole("article").first()).toBeVisible({ timeout: 20_000 });
  await arrival.waitForLoadState("networkidle");
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
  console.log(`first screen: ${total} bytes of scripts (${sizes.length} files): ${sizes.join(", ")}`);
  expect(total, sizes.join(", ")).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
  await arrival.close();
  await forgetClient(page);
});

test("the client picker's list loads when reached for, keeping what was typed", async ({ page }) => {
  await homeWithClient(page, "staff");
  const arrival = await page.context().newPage();
  const loaded: string[] = [];
  arrival.on("request", (r) => {
    if (/\/assets\/(ClientAutocomplete|Autocomplete)-/.test(r.url())) loaded.push(r.url());
  });
  await arrival.goto("/analysis/");
  const picker = arrival.getByRole("combobox", { name: "Client" });
  await expect(picker).toHaveValue(/\(RFCU\)/, { timeout: 20_000 });
  await expect(dataSetsPanel(arrival).getByRole("article").first()).toBeVisible({ timeout: 20_000 });
  expect(loaded).toEqual([]);
  // Typed at once into the stand-in: the list opens on the text, whenever its code arrives.
  await picker.fill("Summit");
  await expect(arrival.getByRole("option", { name: /\(SVCU\)/ })).toBeVisible();
  await expect(arrival.getByRole("option", { name: /\(RFCU\)/ })).toBeHidden();
  await expect(picker).toBeFocused();
  expect(loaded.length).toBeGreaterThan(0);
  await arrival.keyboard.press("Escape");
  await arrival.close();
  await forgetClient(page);
});

import { chromium } from "@playwright/test";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 1100 } });
await page.goto("http://localhost:4000/analysis/reports");
await page.getByLabel("Username").fill("client");
await page.getByLabel("Password").fill("client");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/analysis\/reports\/\d+/);
const base = page.url().split("?")[0];
for (const id of process.argv.slice(2)) {
  await page.goto(`${base}?report=${id}`);
  await page.waitForSelector('article[data-render-state="complete"]', { timeout: 30000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/page-${id}.png`, fullPage: true });
}
await browser.close();

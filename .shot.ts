// Ad-hoc screenshot tool (not committed): node .shot.ts user path width out [height]
import { chromium } from "playwright-core";
import { signInAtGateway } from "@alm/test-support";
const [user, path, width, out, height] = process.argv.slice(2);
const gw = process.env.GW ?? "http://localhost:4200";
const { jar } = await signInAtGateway(gw, user!, { returnTo: path });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(height ?? 900) }, baseURL: gw });
await ctx.addCookies(jar.all().map((c) => ({ ...c, domain: "localhost" })));
const page = await ctx.newPage();
await page.goto(path!);
await page.waitForTimeout(Number(process.env.WAIT ?? 6000));
console.log(page.url());
if (process.env.THEN) { await page.goto(new URL(page.url()).pathname + process.env.THEN); await page.waitForTimeout(6000); }
await page.screenshot({ path: out!, fullPage: process.env.FULL === "1" });
await browser.close();

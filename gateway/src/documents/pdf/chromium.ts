import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Flags for a closed network and a root user: no sandbox, no background calls. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** CHROMIUM_PATH if configured, else Debian's Chromium; never a downloaded browser. */
export function findChromium(configured: string | undefined): string {
  const found = [configured, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p): p is string =>
    Boolean(p && existsSync(p)),
  );
  if (!found) throw new Error("No Chromium found: set CHROMIUM_PATH or install Debian's chromium.");
  return found;
}

/**
 * One browser for the gateway, launched on first use and launched again after a crash: a
 * document job that loses its browser is retried once by the renderer.
 */
export class SharedBrowser {
  private current: Promise<Browser> | undefined;
  private readonly executablePath: string | undefined;

  constructor(executablePath: string | undefined) {
    this.executablePath = executablePath;
  }

  get(): Promise<Browser> {
    this.current ??= chromium
      .launch({ executablePath: findChromium(this.executablePath), args: CHROMIUM_ARGS })
      .then((browser) => {
        browser.on("disconnected", () => (this.current = undefined));
        return browser;
      });
    this.current.catch(() => (this.current = undefined));
    return this.current;
  }

  async close(): Promise<void> {
    const browser = await this.current?.catch(() => undefined);
    this.current = undefined;
    await browser?.close().catch(() => undefined);
  }
}

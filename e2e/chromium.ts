import { existsSync } from "node:fs";

/** Flags for a closed network and a root user (see README): no sandbox, no background calls. */
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

/** CHROMIUM_PATH if set, else Debian's Chromium; never a downloaded browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found: set CHROMIUM_PATH or install Debian's chromium (apt-get install chromium).",
    );
  }
  return found;
}

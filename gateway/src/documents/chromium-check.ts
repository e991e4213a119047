import { log } from "../logging/logger.ts";
import { chromiumExecutable } from "./chromium.ts";

/**
 * Which Chromium prints PDFs is settled at start, not at the first document: a CHROMIUM_PATH that
 * names nothing stops the start (a deployment runs what it says), and a machine without any
 * Chromium is said at once; everything but PDF documents works without one.
 */
export async function checkChromiumAtStart(configured: string | undefined): Promise<void> {
  try {
    log.info({ chromium: await chromiumExecutable(configured) }, "PDF documents print with this Chromium");
  } catch (error) {
    if (configured) throw error;
    const why = error instanceof Error ? error.message : String(error);
    log.error(`${why} Until then every PDF document fails; everything else works.`);
  }
}

import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { setTimeout } from "node:timers/promises";
import { LETTER_PX } from "@alm/formats";

/** The most a lease waits for a page still being prepared (a whole app load takes about 1 s). */
const LONGEST_WAIT_MS = 5_000;

/** Makes a fresh page ready for a lease before one is asked for: the print app loaded in it, say. */
export type PreparePage = (page: Page) => Promise<void>;

/** A page in a context of its own, prepared, that no lease has used. */
export interface ReadyPage {
  context: BrowserContext;
  page: Page;
}

/**
 * A fresh context and its page, emulating print media as every lease's page does, and asking for
 * reduced motion: nobody watches a print page, so nothing on it should move. The app's theme then
 * stops MUI's animations and transitions (web/src/app/theme.ts), so no element is captured halfway
 * through one, and a spinner shown while a report loads costs nothing: animated, one kept a fifth
 * of a core busy, and the package whose reads hung for a minute spent 14 CPU-seconds in Chromium.
 */
export async function openLeasePage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<ReadyPage> {
  const context = await browser.newContext({
    viewport: LETTER_PX.portrait,
    reducedMotion: "reduce",
    ...options,
  });
  const page = await context.newPage();
  await page.emulateMedia({ media: "print" });
  return { context, page };
}

/**
 * Pages prepared ahead of their leases, at most `most` at a time. A package began by loading the
 * web app in a fresh context on each of its pages (about 1 s of two busy cores before the first
 * report was asked for); prepared while the pool is idle (or a package's last page prints its
 * contents), a lease starts on the app already loaded. Each is still a context of its own that
 * only one lease uses: it has loaded the app and read nothing of any client (no ticket).
 */
export class ReadyPages {
  private readonly pages: Promise<ReadyPage | undefined>[] = [];
  private readonly prepare: PreparePage;
  private readonly most: number;

  constructor(prepare: PreparePage, most: number) {
    this.prepare = prepare;
    this.most = most;
  }

  /** Starts preparing one more page in `browser`, unless `most` are prepared or under way. */
  add(browser: Browser): void {
    if (this.pages.length >= this.most) return;
    const ready = openLeasePage(browser).then(async (opened) => {
      try {
        await this.prepare(opened.page);
        return opened;
      } catch {
        // A page that could not be prepared (the browser went, the app did not load) is not lent.
        await opened.context.close().catch(() => undefined);
        return undefined;
      }
    });
    // Not prepared at all (the browser closed under it): the lease opens a page the usual way.
    this.pages.push(ready.catch(() => undefined));
  }

  /** Settles once every page under way is prepared (or failed to be): what a lease now finds ready. */
  async settled(): Promise<void> {
    await Promise.all(this.pages);
  }

  /**
   * A prepared page whose browser is still the one given, if one is; the lease opens one otherwise.
   * A page still being prepared is waited for, but not longer than a fresh one takes to open: a
   * browser killed while it opened a context never answered (the lease waited for ever).
   */
  async take(browser: Browser): Promise<ReadyPage | undefined> {
    while (this.pages.length > 0) {
      const preparing = this.pages.shift() as Promise<ReadyPage | undefined>;
      const ready = await Promise.race([preparing, setTimeout(LONGEST_WAIT_MS, undefined)]);
      if (ready && ready.context.browser() === browser && !ready.page.isClosed()) return ready;
      // Not lent: closed now, or when its preparation ends.
      void preparing.then((late) => late?.context.close().catch(() => undefined));
    }
    return undefined;
  }
}

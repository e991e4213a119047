import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { availableParallelism } from "node:os";
import { launchChromium } from "./chromium.ts";
import { openLeasePage, ReadyPages, type PreparePage } from "./ready-pages.ts";

/** How long a stopping gateway lets Chromium close before it kills it. */
const CLOSE_GRACE_MS = 2_000;

/** The browser's OS process id, as Chromium reports it. */
async function processIdOf(browser: Browser): Promise<number | undefined> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await cdp.send("SystemInfo.getProcessInfo");
    return processInfo.find((p) => p.type === "browser")?.id;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** The browser or the page's renderer died under a lease: the work may be tried again. */
export class BrowserGoneError extends Error {
  constructor(cause: unknown) {
    // Playwright appends the browser's whole log to its message; the first line says what happened.
    const what = (cause instanceof Error ? cause.message : String(cause)).split("\n")[0];
    super(`Chromium went away while printing: ${what}`, { cause });
  }
}

/** Slots handed out first come, first served; a slot freed goes to the longest waiter. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async take(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }

  /** Slots free now and callers waiting for one (the metrics' figures). */
  get counts(): { free: number; waiting: number } {
    return { free: this.free, waiting: this.waiting.length };
  }
}

/**
 * The gateway's one Chromium, launched on first use, and a small pool of pages in it.
 * Each lease is a page in a context of its own, closed afterwards: jobs of different users
 * never share cookies, storage or the web app's cache. A browser that crashes or disconnects
 * is forgotten and the next lease launches a new one.
 */
/**
 * Printing is CPU work (layout, then the PDF): a page per core keeps them busy, and more pages
 * only take turns (measured on 2 cores: 3 pages were slower than 2). At least 2, so that one long
 * report does not hold up the rest; at most 4, for memory.
 */
export const defaultPoolSize = () => Math.min(4, Math.max(2, availableParallelism()));

export class BrowserPool {
  readonly size: number;
  private readonly executablePath: string | undefined;
  private readonly slots: Slots;
  private browser: Promise<Browser> | undefined;
  /** The running browser's OS process id, read once at launch: a browser that will not close is killed. */
  private pid: number | undefined;
  private closed = false;
  private readonly ready: ReadyPages | undefined;

  /**
   * `prepare`, when given, readies a page for the next lease as soon as one ends (ReadyPages): the
   * gateway loads its print app in it. Only leases in the default context are lent such a page.
   */
  constructor(executablePath?: string, size = defaultPoolSize(), prepare?: PreparePage) {
    this.executablePath = executablePath;
    this.size = size;
    this.slots = new Slots(size);
    this.ready = prepare && new ReadyPages(prepare, size);
  }

  /** Pages leased now and renders waiting for one (the metrics' figures). */
  get usage(): { leased: number; waiting: number } {
    const { free, waiting } = this.slots.counts;
    return { leased: this.size - free, waiting };
  }

  /**
   * Runs `use` with a leased page (print media emulated); waits while every page is leased.
   * `prepared` says the page was made ready for it beforehand (the pool's `prepare` ran on it).
   */
  async withPage<T>(
    use: (page: Page, prepared: boolean) => Promise<T>,
    options: BrowserContextOptions = {},
  ): Promise<T> {
    if (this.closed) throw new BrowserGoneError(new Error("the gateway is stopping"));
    await this.slots.take();
    let browser: Browser | undefined;
    let context: BrowserContext | undefined;
    let crashed = false;
    try {
      browser = await this.current();
      const ready = Object.keys(options).length === 0 ? await this.ready?.take(browser) : undefined;
      const leased = ready ?? (await openLeasePage(browser, options));
      context = leased.context;
      leased.page.on("crash", () => (crashed = true));
      return await use(leased.page, ready !== undefined);
    } catch (error) {
      throw crashed || (browser && !browser.isConnected()) ? new BrowserGoneError(error) : error;
    } finally {
      // Fails when the browser is gone, which the error above already says.
      await context?.close().catch(() => undefined);
      if (browser?.isConnected() && !this.closed) this.ready?.add(browser);
      this.slots.give();
    }
  }

  /** The running browser's OS process id (operations, crash tests); undefined when none runs. */
  async browserProcessId(): Promise<number | undefined> {
    const browser = await this.browser?.catch(() => undefined);
    if (!browser?.isConnected()) return undefined;
    return processIdOf(browser);
  }

  /**
   * Closes the browser for good (the gateway is stopping; its jobs were handed back, so no page
   * is wanted any more): its pages and their connections to this gateway go with it, so the
   * server's drain never waits on them. A browser that has not closed within `graceMs` is killed:
   * a stop must not hang on Chromium (a gateway that had printed once waited for its forced exit).
   */
  async close(graceMs = CLOSE_GRACE_MS): Promise<void> {
    this.closed = true;
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    if (!browser) return;
    const pid = this.pid;
    let timer: NodeJS.Timeout | undefined;
    const closing = browser.close().then(
      () => "closed" as const,
      () => "closed" as const,
    );
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), graceMs)));
    const outcome = await Promise.race([closing, late]);
    clearTimeout(timer);
    if (outcome === "late" && pid !== undefined) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // gone meanwhile
      }
    }
  }

  private current(): Promise<Browser> {
    if (this.browser) return this.browser;
    const launching = launchChromium(this.executablePath).then(async (browser) => {
      browser.on("disconnected", () => {
        if (this.browser === launching) this.browser = undefined;
      });
      this.pid = await processIdOf(browser).catch(() => undefined);
      return browser;
    });
    // A failed launch is not remembered: the next lease tries again.
    launching.catch(() => {
      if (this.browser === launching) this.browser = undefined;
    });
    this.browser = launching;
    return launching;
  }
}

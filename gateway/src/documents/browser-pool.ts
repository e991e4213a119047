import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { availableParallelism } from "node:os";
import { processRuns } from "@alm/service";
import { browserProcess, killBrowser, reapBrowser, type BrowserProcess } from "./browser-process.ts";
import { launchChromium } from "./chromium.ts";
import { openLeasePage, ReadyPages, type PreparePage } from "./ready-pages.ts";

/** How long a stopping gateway lets Chromium close before it kills it. */
const CLOSE_GRACE_MS = 2_000;

/** How often a lease checks that its browser's process still runs. */
const PROCESS_CHECK_MS = 500;

/** Waits for `work` to settle (failing counts), but not longer than `ms`: whether it did in time. */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = await Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    late,
  ]);
  clearTimeout(timer);
  return settled;
}

/** The browser's OS process id, as Chromium reports it. */
export async function processIdOf(browser: Browser): Promise<number | undefined> {
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
  private closed = false;
  private readonly ready: ReadyPages | undefined;
  /**
   * Each launched browser's processes and profile, read once at launch: the leases watch it, a
   * browser that will not close is killed, and what a closed one leaves is removed.
   */
  private readonly processes = new WeakMap<Browser, BrowserProcess>();

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
   * Settles once the pages being made ready for the next leases are (an idle gateway's state): a
   * benchmark of one package's latency waits for it, as a user's request on a quiet gateway finds it.
   */
  async prepared(): Promise<void> {
    await this.ready?.settled();
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
      const leasing = (browser = await this.current());
      return await this.untilGone(
        leasing,
        (async () => {
          const ready = Object.keys(options).length === 0 ? await this.ready?.take(leasing) : undefined;
          const leased = ready ?? (await openLeasePage(leasing, options));
          context = leased.context;
          leased.page.on("crash", () => (crashed = true));
          return use(leased.page, ready !== undefined);
        })(),
      );
    } catch (error) {
      if (error instanceof BrowserGoneError) throw error;
      throw crashed || (browser && !this.alive(browser)) ? new BrowserGoneError(error) : error;
    } finally {
      // Fails when the browser is gone, which the error above already says; never waited on for
      // longer than a close may take (a dead browser's calls may never answer).
      if (context) await settledWithin(context.close(), CLOSE_GRACE_MS);
      if (browser && this.alive(browser) && !this.closed) this.ready?.add(browser);
      this.slots.give();
    }
  }

  /**
   * The lease's work, or BrowserGoneError as soon as its browser is gone: disconnected, or its
   * process ended. Playwright notices a killed browser when its pipe closes, and a call made as
   * the process died was seen never to answer (a package print then waited for ever).
   */
  private async untilGone<T>(browser: Browser, work: Promise<T>): Promise<T> {
    const known = this.processes.get(browser);
    let watch: NodeJS.Timeout | undefined;
    let onGone = () => {};
    const gone = new Promise<never>((_, reject) => {
      onGone = () => reject(new BrowserGoneError(new Error("the browser process ended")));
      browser.once("disconnected", onGone);
      watch = setInterval(() => known && !processRuns(known.pid) && onGone(), PROCESS_CHECK_MS);
    });
    try {
      return await Promise.race([work, gone]);
    } finally {
      clearInterval(watch);
      browser.off("disconnected", onGone);
      // What the work does after its browser went is of no interest any more.
      work.catch(() => undefined);
    }
  }

  /** Connected, and its process (when known) still there. */
  private alive(browser: Browser): boolean {
    const known = this.processes.get(browser);
    return browser.isConnected() && (!known || processRuns(known.pid));
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
    const known = this.processes.get(browser);
    const closing = browser.close();
    if (!(await settledWithin(closing, graceMs)) && known) {
      killBrowser(known);
      // Playwright settles the close once the process it started is gone.
      await settledWithin(closing, graceMs);
    }
    // Its helpers outlive it: a gateway that exits before they end leaves its profile in /tmp.
    if (known) await reapBrowser(known, graceMs);
  }

  /** The running browser; a new one when there is none, or the last one is gone. */
  private async current(): Promise<Browser> {
    // A lease that waited for its page while the pool closed: a browser launched now would
    // outlive the gateway's exit and leave its half-made profile in /tmp.
    if (this.closed) throw new BrowserGoneError(new Error("the gateway is stopping"));
    const pending = this.browser;
    if (pending) {
      const browser = await pending.catch(() => undefined);
      if (browser && this.alive(browser)) return browser;
      // Gone, though Playwright may not have said so yet: the next lease must not wait on it.
      if (this.browser === pending) this.browser = undefined;
    }
    return this.browser ?? this.launch();
  }

  private launch(): Promise<Browser> {
    const launching = launchChromium(this.executablePath).then(async (browser) => {
      browser.on("disconnected", () => {
        if (this.browser === launching) this.browser = undefined;
        // A crashed browser's helpers and profile; a closing pool reaps its own browser itself.
        const known = this.processes.get(browser);
        if (known && !this.closed) void reapBrowser(known, CLOSE_GRACE_MS);
      });
      const pid = await processIdOf(browser).catch(() => undefined);
      if (pid !== undefined) this.processes.set(browser, browserProcess(pid));
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

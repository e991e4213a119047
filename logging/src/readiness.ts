import type { IncomingMessage, ServerResponse } from "node:http";

/** A dependency the instance cannot serve without; resolves when it answers, rejects otherwise. */
export type ReadinessCheck = { name: string; check: () => Promise<unknown> };

/** How long one check may take before it counts as not answering (probes time out after 1 s). */
const CHECK_TIMEOUT_MS = 800;

/**
 * Health and readiness of one instance, apart: `/healthz` says the process is alive (a liveness
 * probe restarts it when not), `/readyz` says it should be sent requests: not while it is stopping
 * (`drain()`: alive, finishing what it has, taking nothing new) nor while a dependency it needs
 * (its database, its upstream) does not answer. A restart would cure neither, so liveness never
 * looks at them.
 */
export class Readiness {
  private draining = false;
  private readonly checks: ReadinessCheck[];

  constructor(checks: ReadinessCheck[] = []) {
    this.checks = checks;
  }

  /** From now on not ready: the instance is stopping. */
  drain(): void {
    this.draining = true;
  }

  /** Why the instance is not ready, or an empty list. */
  async problems(): Promise<string[]> {
    if (this.draining) return ["draining"];
    const failed = await Promise.all(
      this.checks.map(async ({ name, check }) =>
        (await answers(check)) ? undefined : `${name} unreachable`,
      ),
    );
    return failed.filter((p): p is string => p !== undefined);
  }
}

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `/healthz`: 200 while the process can answer at all, draining included. */
export function healthHandler() {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify({ status: "ok" }));
  };
}

/** `/readyz`: 200 when ready, else 503 naming why (draining, a dependency unreachable). */
export function readinessHandler(readiness: Readiness) {
  return async (_req: IncomingMessage, res: ServerResponse) => {
    const problems = await readiness.problems();
    res.writeHead(problems.length ? 503 : 200, {
      "content-type": "application/json",
      "cache-control": "no-store",
    });
    res.end(JSON.stringify(problems.length ? { status: "not ready", problems } : { status: "ready" }));
  };
}

import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus registry: one per process, as Prometheus scrapes a process (the api and
 * a gateway are separate processes in every deployment). Metrics are defined once, at import, by
 * the module that owns what they count; what an instance holds (a pool, a queue, sockets) is read
 * when scraped, from the sources the instance registered (`sampled`), so tests that start several
 * instances in one process add them up instead of registering a metric twice.
 */
export const metrics = new Registry();
// Memory (resident, heap spaces, external), event loop lag, GC, handles: what every process shows.
collectDefaultMetrics({ register: metrics });

export { Counter, Gauge, Histogram };

/** Seconds, from a fast route (a health check, a 304) to a report built cold or a PDF. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
export { DURATION_BUCKETS };

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "HTTP requests answered, by method, route pattern (never the raw path) and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: DURATION_BUCKETS,
  registers: [metrics],
});

/** Methods Express routes: anything else a client invents is counted as one. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A request no route or mounted middleware answered (the web app's pages, 404s): one label, whatever the path. */
export const NO_ROUTE = "(no route)";

interface RoutedRequest extends IncomingMessage {
  baseUrl?: string;
}

/** A route's path as given to Express: a pattern, a list of them, or a regular expression. */
function patternOf(path: unknown): string {
  return Array.isArray(path) ? path.map(String).join("|") : String(path);
}

/**
 * Records the pattern of the route that answers (`/base/datasets/:id`): Express's router sets
 * `req.route` when it dispatches to a route, while `req.baseUrl` is that router's mount path (mounts
 * here are fixed words); both are read at that moment, as an error leaving the router restores
 * `baseUrl` before the response ends. Never the URL itself, so the series are as many as the routes.
 */
function watchRoute(req: RoutedRequest): () => string {
  let route: string | undefined;
  let current: unknown;
  Object.defineProperty(req, "route", {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(value: { path?: unknown } | undefined) {
      current = value;
      if (value?.path !== undefined) route = `${req.baseUrl ?? ""}${patternOf(value.path)}` || "/";
    },
  });
  // No route, but a middleware mounted on a fixed path answered (`/graphql`): that path. Express
  // still has it in `baseUrl` then, as the middleware ended the response without leaving.
  return () => route ?? (req.baseUrl || NO_ROUTE);
}

/** Times every request of the service, labelled by the route pattern that answered it. */
export function httpMetrics() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const stop = httpDuration.startTimer();
    const routeOf = watchRoute(req);
    res.once("finish", () => {
      const method = METHODS.has(req.method ?? "") ? (req.method as string) : "OTHER";
      stop({ method, route: routeOf(), status: String(res.statusCode) });
    });
    next();
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * `/metrics` on the service's own port, for a scraper holding `token` as a Bearer credential
 * (METRICS_TOKEN): the figures name routes, queue depths and memory, nothing a user should read,
 * and a separate port would need its own listener, Service port and network policy in every
 * deployment. No token configured: the route does not exist (404), nobody reads the figures.
 */
export function metricsHandler(token: string | undefined) {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (!expected) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    // Compared as digests: equal lengths, and no early exit that times how much of the token matched.
    if (!timingSafeEqual(digest(req.headers.authorization ?? ""), expected)) {
      res.writeHead(401, { "www-authenticate": 'Bearer realm="metrics"', "content-type": "text/plain" });
      res.end("The metrics need the scraper's Bearer token (METRICS_TOKEN).");
      return;
    }
    const body = await metrics.metrics();
    res.writeHead(200, { "content-type": metrics.contentType, "cache-control": "no-store" }).end(body);
  };
}

/**
 * A gauge whose value is read from the instances that registered a source, summed per label set
 * when scraped: `track` returns the function that unregisters the source (call it on close).
 * Scraped only while a source is tracked: a process without the thing measured (an engine
 * worker has no hub and no request queues) leaves it out, where it showed 0 as if it had one idle.
 */
export function sampledGauge<L extends string>(options: { name: string; help: string; labelNames?: L[] }) {
  type Reading = Partial<Record<L, string>>;
  type Source = () => Promise<{ labels?: Reading; value: number }[]> | { labels?: Reading; value: number }[];
  const sources = new Set<Source>();
  const gauge = new Gauge<L>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    registers: [],
    async collect() {
      this.reset();
      // A source that cannot answer now (its database away) leaves its figures out, not the scrape.
      const readings = await Promise.all(
        [...sources].map(async (read) => Promise.resolve(read()).catch(() => [])),
      );
      for (const { labels, value } of readings.flat()) {
        // Several instances in one process (tests): their figures add up.
        if (labels) this.inc(labels as Partial<Record<L, string | number>>, value);
        else this.inc(value);
      }
    },
  });
  return {
    gauge,
    track(source: Source): () => void {
      if (!metrics.getSingleMetric(options.name)) metrics.registerMetric(gauge);
      sources.add(source);
      return () => {
        sources.delete(source);
        if (sources.size === 0) metrics.removeSingleMetric(options.name);
      };
    },
  };
}

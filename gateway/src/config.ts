import { fileURLToPath } from "node:url";
import { LOG_LEVELS } from "@alm/logging";
import { z } from "zod";
import {
  LOCAL_HUB_CLIENT_SECRET,
  LOCAL_OIDC_CLIENT_SECRET,
  base64Key32,
  baseUrlSetting,
  deploymentSecretProblem,
  isLocalUrl,
  metricsToken,
  trustProxySetting,
  wholeNumber,
} from "@alm/service";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

const schema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  GATEWAY_PUBLIC_URL: baseUrlSetting().default("http://localhost:4000"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  CORE_API_URL: baseUrlSetting().default("http://localhost:4100/core"),
  BASE_API_URL: baseUrlSetting().default("http://localhost:4100/base"),
  OIDC_ISSUER: z.url().default("http://localhost:4100/oidc"),
  OIDC_CLIENT_ID: z.string().min(1).default("alm-gateway"),
  OIDC_CLIENT_SECRET: z.string().min(16).default(LOCAL_OIDC_CLIENT_SECRET),
  OIDC_AUDIENCE: z.string().min(1).default("urn:alm:api"),
  /** The hub bridge's own client (client credentials) and the audience its tokens name. */
  HUB_CLIENT_ID: z.string().min(1).default("alm-gateway-hub"),
  HUB_CLIENT_SECRET: z.string().min(16).default(LOCAL_HUB_CLIENT_SECRET),
  HUB_AUDIENCE: z.string().min(1).default("urn:alm:hub"),
  /** Unset: a random one made once and kept in the gateway's database (every instance on it shares it). */
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Seals the tokens kept in the gateway's database (AES-256-GCM). Unset: a key made once and kept
   * beside them, which protects nothing against a copy of the database (local use only).
   */
  SESSION_ENCRYPTION_KEY: base64Key32(),
  /**
   * PostgreSQL for the state every instance shares (sessions, sign-ins under way, print grants,
   * rate counts, document jobs and their files), in its schema `gateway`; it may be the api's
   * database. Unset: embedded PGlite under DATA_DIR.
   */
  GATEWAY_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default(`${repoRoot}.data`),
  SESSION_TTL_MINUTES: wholeNumber(1, 12 * 60),
  /** The time one request may spend on all its upstream calls together (retries included). */
  UPSTREAM_TIMEOUT_MS: wholeNumber(100, 10_000),
  /**
   * The same for a request that has the api compute: a what-if, a goal seek (the engine runs
   * several times) and a print page's reports (a cold report computes its data set's results).
   */
  UPSTREAM_COMPUTE_TIMEOUT_MS: wholeNumber(100, 60_000),
  /** Upstream calls failing in a row (refused, timed out, 502/503/504) that open the circuit breaker. */
  UPSTREAM_BREAKER_FAILURES: wholeNumber(1, 5),
  /** How long an open breaker answers UPSTREAM_UNAVAILABLE at once before one call probes again. */
  UPSTREAM_BREAKER_COOLDOWN_MS: wholeNumber(10, 5_000),
  /** On SIGTERM: how long requests under way may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_MS: wholeNumber(0, 15_000),
  /**
   * On SIGTERM, before that: how long the gateway keeps serving while /readyz answers 503, so that
   * load balancers polling it stop sending before it stops accepting (0: stop at once).
   */
  SHUTDOWN_UNREADY_MS: wholeNumber(0, 0),
  METRICS_TOKEN: metricsToken(),
  /** How often the served web build is checked for a new build number (buildChanged). */
  BUILD_CHECK_INTERVAL_MS: wholeNumber(50, 30_000),
  /** Query limits of the public schema (see graphql/query-limits.ts). */
  MAX_QUERY_DEPTH: wholeNumber(2, 12),
  MAX_QUERY_COST: wholeNumber(10, 10_000),
  /**
   * Sizes a real client never reaches (the web app's largest operation has under 400 tokens, no
   * aliases and 5 top-level fields); floods of aliases or tokens are refused before validation.
   */
  MAX_QUERY_TOKENS: wholeNumber(100, 5_000),
  MAX_QUERY_ALIASES: wholeNumber(0, 100),
  MAX_QUERY_ROOT_FIELDS: wholeNumber(1, 25),
  /**
   * GraphQL requests (HTTP and WebSocket operations) per window: per signed-in caller (session,
   * Bearer subject or print link) and per address for callers who are not signed in.
   */
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 60),
  RATE_LIMIT_PER_CALLER: wholeNumber(1, 600),
  RATE_LIMIT_ANONYMOUS_PER_ADDRESS: wholeNumber(1, 300),
  /** Express "trust proxy" (trustProxySetting): unset, X-Forwarded-For is never believed. */
  TRUST_PROXY: trustProxySetting(),
  /**
   * Built reports and whole report responses are kept per data version for this long, at most
   * this many (an All Reports package reads about 60 in turn: fewer entries than that and each
   * read pushes out the one the next package needs), in at most this many MB of memory: built
   * reports at their heap size, their answers' bytes (ARCHITECTURE.md, "Where the gateway's memory goes").
   */
  REPORT_CACHE_TTL_SECONDS: wholeNumber(0, 300),
  REPORT_CACHE_MAX_ENTRIES: wholeNumber(1, 256),
  REPORT_CACHE_MAX_MB: z.coerce.number().min(1).default(256),
  /** The analysis dictionaries (reports, reportUrls, tables) are re-read after this long. */
  DICTIONARY_CACHE_TTL_SECONDS: wholeNumber(0, 60),
  /** The web app's persisted documents (client preset output): accepted by hash. */
  PERSISTED_DOCUMENTS: z.string().min(1).default(`${repoRoot}web/src/generated/persisted-documents.json`),
  WEB_DIST: z.string().min(1).default(`${repoRoot}web/dist`),
  // The web app's timers (spec shell-and-reports section 9); tests shorten them.
  IDLE_TIMEOUT_SECONDS: wholeNumber(10, 20 * 60),
  IDLE_WARNING_SECONDS: wholeNumber(1, 60),
  /**
   * A session unused for IDLE_TIMEOUT_SECONDS plus this long ends on the server too (the web app
   * signs out at the idle timeout; the grace covers its last requests and clocks apart).
   */
  SESSION_IDLE_GRACE_SECONDS: wholeNumber(0, 120),
  IDLE_CHECK_SECONDS: wholeNumber(1, 5),
  PERPETUAL_IDLE_MINUTES: wholeNumber(1, 1440),
  VERSION_CHECK_SECONDS: wholeNumber(1, 5 * 60),
  VERSION_RELOAD_SECONDS: wholeNumber(0, 60),
  // Chromium for PDF documents; Debian's headless shell, else its full browser, when unset.
  CHROMIUM_PATH: z.string().optional(),
  /** Pages of the PDF renderer's Chromium printing side by side; by default one per core (2 to 4). */
  PDF_PAGES: z.coerce.number().int().min(1).max(16).optional(),
  /**
   * Levels of an account tree a PDF prints (1: top rows only); unset, the levels the report screen
   * opens with. The Detail workbook and the tables' Excel exports always hold every level.
   */
  PDF_TREE_LEVELS: z.coerce.number().int().min(1).max(20).optional(),
  // How long a print ticket (the print routes' access, spec: no sign-in there) stays valid.
  PRINT_TICKET_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  // Document jobs (Excel workbook, PDF packages, kept in the gateway's database): how many run at once, how long they stay.
  DOCUMENT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  DOCUMENT_KEEP_SECONDS: wholeNumber(1, 30 * 60),
  DOCUMENT_MAX_PENDING_PER_USER: wholeNumber(1, 5),
  DOCUMENT_JOB_TIMEOUT_SECONDS: wholeNumber(1, 10 * 60),
  /**
   * How often each instance looks for document jobs whose worker died (no heartbeat for 10 s) and
   * offers them to another: a job of a killed instance resumes within 10 s plus this.
   */
  DOCUMENT_QUEUE_CHECK_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  // MUI X Premium licence for the data grid; without one the grid shows MUI's watermark.
  MUI_X_LICENSE_KEY: z.string().optional(),
});

/**
 * What closing may take beyond the requests' grace (the renderer, the hub connection, the stores): past SHUTDOWN_UNREADY_MS,
 * SHUTDOWN_GRACE_MS and this, a stopping process exits 1. A pod's terminationGracePeriodSeconds
 * must cover its preStop pause and all three.
 */
export const FORCED_EXIT_MARGIN_MS = 5_000;

export type GatewayConfig = z.infer<typeof schema>;

/** Reads and validates the environment once; throws naming every bad variable. */
export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  // An empty variable means unset, as in most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid gateway configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const problems = [
    deploymentSecretProblem(
      "OIDC_CLIENT_SECRET",
      c.OIDC_CLIENT_SECRET,
      "GATEWAY_PUBLIC_URL",
      c.GATEWAY_PUBLIC_URL,
    ),
    deploymentSecretProblem(
      "HUB_CLIENT_SECRET",
      c.HUB_CLIENT_SECRET,
      "GATEWAY_PUBLIC_URL",
      c.GATEWAY_PUBLIC_URL,
    ),
    c.SESSION_SECRET === undefined
      ? undefined
      : deploymentSecretProblem(
          "SESSION_SECRET",
          c.SESSION_SECRET,
          "GATEWAY_PUBLIC_URL",
          c.GATEWAY_PUBLIC_URL,
        ),
    c.SESSION_ENCRYPTION_KEY === undefined && !isLocalUrl(c.GATEWAY_PUBLIC_URL)
      ? `SESSION_ENCRYPTION_KEY: unset; GATEWAY_PUBLIC_URL (${c.GATEWAY_PUBLIC_URL}) is not localhost, so set ` +
        `SESSION_ENCRYPTION_KEY to 32 random bytes in base64 (openssl rand -base64 32): the key kept ` +
        `beside the sessions would not protect their tokens`
      : undefined,
  ].filter((p) => p !== undefined);
  if (problems.length)
    throw new Error(`Invalid gateway configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return c;
}

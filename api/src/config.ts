import { fileURLToPath } from "node:url";
import { DEFAULT_DEPOSIT_MODEL, DEFAULT_PREPAYMENT_MODEL } from "@alm/engine";
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
import { defaultEngineWorkers } from "./runs/engine-pool.ts";
import { DEFAULT_LEASE_SECONDS } from "./runs/run-lease.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

const booleanText = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const switchText = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .transform((v) => ["on", "true", "1"].includes(v));

const schema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4100),
  API_PUBLIC_URL: baseUrlSetting().default("http://localhost:4100"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional(),
  DATA_DIR: z.string().min(1).default(`${repoRoot}.data`),
  /**
   * What this process does: `all` (default) serves the REST calls, the hub and the identity
   * provider and computes queued runs; `serve` only serves; `worker` only computes runs (HTTP for
   * /healthz, /readyz and /metrics alone), so that compute scales apart from request serving. serve and worker share the
   * run queue through PostgreSQL.
   */
  API_ROLE: z.enum(["all", "serve", "worker"]).default("all"),
  /** Unset: the demo is seeded on this machine only (demoSeedProblem). */
  SEED_DEMO: booleanText.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** On SIGTERM: how long requests under way may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_MS: wholeNumber(0, 15_000),
  /**
   * On SIGTERM, before that: how long the api keeps serving while /readyz answers 503, so that
   * load balancers polling it stop sending before it stops accepting (0: stop at once).
   */
  SHUTDOWN_UNREADY_MS: wholeNumber(0, 0),
  METRICS_TOKEN: metricsToken(),
  OIDC_AUDIENCE: z.string().min(1).default("urn:alm:api"),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default("alm-gateway"),
  OIDC_CLIENT_SECRET: z.string().min(16).default(LOCAL_OIDC_CLIENT_SECRET),
  /** The hub bridge's own client (client credentials): its tokens name only the hub as audience. */
  HUB_CLIENT_ID: z.string().min(1).default("alm-gateway-hub"),
  HUB_CLIENT_SECRET: z.string().min(16).default(LOCAL_HUB_CLIENT_SECRET),
  HUB_AUDIENCE: z.string().min(1).default("urn:alm:hub"),
  /**
   * The public client of command-line tools and scripts run by people: no secret, tokens through
   * the device authorization grant (RFC 8628) after the user signs in and allows the tool.
   */
  OIDC_CLI_CLIENT_ID: z.string().min(1).default("alm-cli"),
  GATEWAY_PUBLIC_URL: baseUrlSetting().default("http://localhost:4000"),
  /**
   * Where the api itself reaches the gateway (e.g. http://gateway:4000 in a container network) to
   * fetch documents attached to emails by reference; unset, GATEWAY_PUBLIC_URL. References must
   * name GATEWAY_PUBLIC_URL's origin: the api never fetches an address a caller chose.
   */
  GATEWAY_INTERNAL_URL: baseUrlSetting().optional(),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber(30, 900),
  // Encrypts the users' TOTP secrets; unset, a key is made and kept in the database (on localhost
  // only: mfaKeyProblem). Secrets it cannot open are sealed again under it, or refuse the start (mfa-key-change.ts).
  MFA_ENCRYPTION_KEY: base64Key32(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.email().default("reports@alm.example.com"),
  INTERNAL_MAILBOX: z.email().default("alm-archive@alm.example.com"),
  /**
   * Sign-in throttling (oidc/sign-in-throttle.ts). Per account: after FREE failures each further
   * one makes the account wait DELAY seconds, doubling each time; LOCKOUT_FAILURES within
   * FAILURE_WINDOW lock it for LOCKOUT seconds. Per client address (an office shares one):
   * ADDRESS_MAX_FAILURES within ADDRESS_WINDOW block it for that window.
   */
  SIGN_IN_FREE_FAILURES: wholeNumber(1, 3),
  SIGN_IN_DELAY_SECONDS: wholeNumber(1, 1),
  SIGN_IN_LOCKOUT_FAILURES: wholeNumber(2, 10),
  SIGN_IN_LOCKOUT_SECONDS: wholeNumber(1, 15 * 60),
  SIGN_IN_FAILURE_WINDOW_SECONDS: wholeNumber(1, 60 * 60),
  SIGN_IN_ADDRESS_MAX_FAILURES: wholeNumber(1, 100),
  SIGN_IN_ADDRESS_WINDOW_SECONDS: wholeNumber(1, 15 * 60),
  /** Express "trust proxy" (trustProxySetting): unset, X-Forwarded-For is never believed. */
  TRUST_PROXY: trustProxySetting(),
  /**
   * How long a claimed run stays an api's without a heartbeat (runs/run-lease.ts renews it every
   * quarter of this while the run works): another api takes over a dead api's run this long after
   * its last heartbeat, plus at most a poll (2 s).
   */
  RUN_LEASE_SECONDS: z.coerce.number().int().min(1).max(600).default(DEFAULT_LEASE_SECONDS),
  /** Worker threads the engine computes in, off the event loop (runs/engine-pool.ts). */
  ENGINE_WORKERS: z.coerce.number().int().min(1).max(64).default(defaultEngineWorkers()),
  /**
   * Heap limit of each engine worker process (MB): a data set too large for it fails its run, not
   * the api. Loading the engine takes about 16 MB.
   */
  ENGINE_WORKER_MEMORY_MB: z.coerce.number().int().min(32).optional(),
  /**
   * Background computation of the demo seed's Completed data sets after the start. Off (tests),
   * a report computes its results on first read instead.
   */
  PRECOMPUTE: switchText.default(true),
  /**
   * How non-maturity deposits are valued (engine DepositModel; its defaults): the alternative cost
   * of funds over Treasuries that discounts them (bp), the months before a rate change reaches
   * deposit rates, and the change of the decay per 100 bp as a share of the decay.
   */
  DEPOSIT_FUNDING_SPREAD_BP: z.coerce
    .number()
    .min(-500)
    .max(1000)
    .default(DEFAULT_DEPOSIT_MODEL.fundingSpreadBp),
  DEPOSIT_BETA_LAG_MONTHS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24)
    .default(DEFAULT_DEPOSIT_MODEL.betaLagMonths),
  DEPOSIT_DECAY_SENSITIVITY: z.coerce.number().min(0).max(1).default(DEFAULT_DEPOSIT_MODEL.decaySensitivity),
  /**
   * How loan prepayment follows rates (engine PrepaymentModel; its defaults): the S-curve's slope
   * per 100 bp of refinancing incentive (0: CPR fixed), the CPR multiples it bends between, and
   * the seasoning ramp in months. A group's H3 overrides replace slope and seasoning.
   */
  PREPAY_REFI_SENSITIVITY: z.coerce.number().min(0).max(10).default(DEFAULT_PREPAYMENT_MODEL.refiSensitivity),
  PREPAY_MIN_MULTIPLE: z.coerce.number().min(0).lt(1).default(DEFAULT_PREPAYMENT_MODEL.minMultiple),
  PREPAY_MAX_MULTIPLE: z.coerce.number().gt(1).max(20).default(DEFAULT_PREPAYMENT_MODEL.maxMultiple),
  PREPAY_SEASONING_MONTHS: z.coerce
    .number()
    .int()
    .min(0)
    .max(120)
    .default(DEFAULT_PREPAYMENT_MODEL.seasoningMonths),
  /**
   * The NII projection's balance sheet: `constant` (default) keeps its size, what runs off replaced
   * by the same product at the scenario's rates; `runoff` replaces nothing.
   */
  NII_BALANCE_SHEET: z.enum(["constant", "runoff"]).default("constant"),
  /**
   * Whether shocked curves stop at zero (engine floorAtZero): on (default), a fall stops at zero or
   * at a rate already below it; off, shocked rates go negative. Base is never floored.
   */
  SHOCK_FLOOR_AT_ZERO: switchText.default(true),
  /**
   * NCUA's NEV Supervisory Test (16-CU-08, SL 22-01; api/src/reports/supervisory-test.ts): the
   * standardized price per 100 of non-maturity shares at base and +300 bp. Its rating table is
   * the regulator's and lives in that file.
   */
  NCUA_SHARE_PRICE_BASE: z.coerce.number().min(50).max(150).default(99),
  NCUA_SHARE_PRICE_SHOCK: z.coerce.number().min(50).max(150).default(95.04),
  MAIL_MAX_RECIPIENTS: z.coerce.number().int().min(1).max(100).default(10),
  MAIL_PER_USER_PER_HOUR: wholeNumber(1, 20),
});

/**
 * What closing may take beyond the requests' grace (the run in hand, the engine processes, the database): past SHUTDOWN_UNREADY_MS,
 * SHUTDOWN_GRACE_MS and this, a stopping process exits 1. A pod's terminationGracePeriodSeconds
 * must cover its preStop pause and all three.
 */
export const FORCED_EXIT_MARGIN_MS = 10_000;

export type ApiConfig = Omit<z.infer<typeof schema>, "SEED_DEMO"> & {
  SEED_DEMO: boolean;
  OIDC_ISSUER: string;
};

/**
 * The demo's users sign in with published passwords (staff/staff holds every permission): seeded
 * behind a URL other machines reach, anyone who read the README signed in to a production
 * database. The seed is the default on this machine only, and asked for elsewhere it is refused,
 * as a published secret is (deployment-secrets.ts).
 */
function demoSeedProblem(seed: boolean | undefined, publicUrl: string): string | undefined {
  if (seed !== true || isLocalUrl(publicUrl)) return undefined;
  return (
    `SEED_DEMO: the demo's users sign in with published passwords (staff/staff); API_PUBLIC_URL ` +
    `(${publicUrl}) is not localhost, so leave SEED_DEMO unset or set it to false`
  );
}

/**
 * The gateway's rule for SESSION_ENCRYPTION_KEY: a key kept beside what it seals protects nothing
 * from a copy of the database, so behind a URL other machines reach the key must be given.
 */
function mfaKeyProblem(key: Buffer | undefined, publicUrl: string): string | undefined {
  if (key !== undefined || isLocalUrl(publicUrl)) return undefined;
  return (
    `MFA_ENCRYPTION_KEY: unset; API_PUBLIC_URL (${publicUrl}) is not localhost, so set ` +
    `MFA_ENCRYPTION_KEY to 32 random bytes in base64 (openssl rand -base64 32): the key kept ` +
    `beside the authenticators would not protect their secrets`
  );
}

/** Reads and validates the environment once; throws naming every bad variable. */
export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  // An empty variable means unset, as in most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid api configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const problems = [
    deploymentSecretProblem("OIDC_CLIENT_SECRET", c.OIDC_CLIENT_SECRET, "API_PUBLIC_URL", c.API_PUBLIC_URL),
    deploymentSecretProblem("HUB_CLIENT_SECRET", c.HUB_CLIENT_SECRET, "API_PUBLIC_URL", c.API_PUBLIC_URL),
    demoSeedProblem(c.SEED_DEMO, c.API_PUBLIC_URL),
    mfaKeyProblem(c.MFA_ENCRYPTION_KEY, c.API_PUBLIC_URL),
    c.API_ROLE !== "all" && !c.DATABASE_URL
      ? `API_ROLE: ${c.API_ROLE} processes share the run queue with the others through PostgreSQL: set DATABASE_URL (the embedded store has one process, API_ROLE=all)`
      : undefined,
    c.SIGN_IN_FREE_FAILURES >= c.SIGN_IN_LOCKOUT_FAILURES
      ? "SIGN_IN_FREE_FAILURES: must be lower than SIGN_IN_LOCKOUT_FAILURES"
      : undefined,
  ].filter((p) => p !== undefined);
  if (problems.length)
    throw new Error(`Invalid api configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return {
    ...c,
    SEED_DEMO: c.SEED_DEMO ?? isLocalUrl(c.API_PUBLIC_URL),
    OIDC_ISSUER: c.OIDC_ISSUER ?? `${c.API_PUBLIC_URL}/oidc`,
  };
}

import { randomBytes } from "node:crypto";
import type { Express } from "express";
import {
  copyOfSeededPostgres,
  pgliteTestOptions,
  fetchTokens,
  freePort,
  type SecondFactor,
  type Tokens,
} from "@alm/test-support";
import { loadApiConfig, type ApiConfig } from "../config.ts";
import { openPgliteDatabase, openPostgresDatabase, type Database } from "@alm/database";
import { migrate } from "../db/migrate.ts";
import { seedDemoIfEmpty } from "../seed/seed-demo.ts";
import type { NotificationHub } from "../hub/notification-hub.ts";
import { startApiServer } from "../server.ts";
import type { ApiServices } from "../services.ts";
import type { DatabaseKind } from "./database-kinds.ts";
import { createLogger } from "@alm/logging";
import { useLogger } from "../logging/logger.ts";

// Test apis log errors only: a request line per call (4xx are warnings) would bury the test output.
useLogger(createLogger({ service: "api", level: "error" }));

export interface TestApi {
  url: string;
  app: Express;
  config: ApiConfig;
  db: Database;
  /** Its engine pool, models and caches: a test computes as this api does. */
  services: ApiServices;
  /** Its notification hub: tests observe pushes and cut connections. */
  hub: NotificationHub;
  /** Stops the server and its run worker; the database stays open. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: in memory, or on the real server. Under vitest, PGlite starts from
 * the dump its setup built (test-support/seeded-template.ts): migrated, or with the demo seed too
 * when `seeded`, its runs computed too when `computed`. On the server, a computed database is a
 * copy of the template database; a migrated or seeded one is a new schema, seeded here.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { seeded = false, computed = false } = {},
): Promise<Database> {
  if (kind === "pglite") {
    const options = pgliteTestOptions(computed ? "computed" : seeded ? "seeded" : "migrated");
    const db = await openPgliteDatabase(undefined, options, { inProcess: true });
    await migrate(db);
    return db;
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is needed for PostgreSQL tests.");
  if (computed) return copyOfComputedTemplate(url);
  const schemaName = `test_${randomBytes(6).toString("hex")}`;
  const admin = await openPostgresDatabase(url);
  await admin.exec(`create schema ${schemaName}`);
  await admin.close();
  const db = await openPostgresDatabase(url, { searchPath: schemaName });
  await migrate(db);
  if (seeded) await seedDemoIfEmpty(db);
  const close = db.close;
  return {
    ...db,
    close: async () => {
      await db.exec(`drop schema ${schemaName} cascade`);
      await close();
    },
  };
}

/**
 * A database of its own copied from the server's seeded, computed template (built once per
 * sources by the run's setup): half a second, where seeding a schema and computing its demo runs
 * took most of a test file's start.
 */
async function copyOfComputedTemplate(serverUrl: string): Promise<Database> {
  const copy = await copyOfSeededPostgres(serverUrl);
  // Migrated already: the template is built from the same sources.
  const db = await openPostgresDatabase(copy.url);
  const close = db.close;
  return {
    ...db,
    close: async () => {
      await close();
      await copy.drop();
    },
  };
}

/** PGlite, unless the vitest project asks for the real server (see the root vitest.config.ts). */
export function defaultTestDatabase(): DatabaseKind {
  return process.env.ALM_TEST_DATABASE === "postgres" ? "postgres" : "pglite";
}

/**
 * A whole api on a free port with the demo seed. No background precompute: results are computed
 * when a test runs a data set or reads a report, never rewritten under a test by the worker. The
 * demo's runs start computed: loaded with the dump on PGlite, copied with the template database on
 * the real server.
 */
export async function startTestApi(
  kind: DatabaseKind = defaultTestDatabase(),
  env: Record<string, string> = {},
): Promise<TestApi> {
  return serveTestApi(await openTestDatabase(kind, { seeded: true, computed: true }), env);
}

/**
 * An api on a database a test prepared first, as a start after a crash finds it: no worker of an
 * earlier api can touch the rows the test set up.
 */
export const startTestApiOn = (db: Database, env: Record<string, string> = {}) => serveTestApi(db, env);

/** The api stopped and started again on its database, as a restart or a new deployment does. */
export async function restartTestApi(api: TestApi, env: Record<string, string> = {}): Promise<TestApi> {
  await api.stop();
  return serveTestApi(api.db, env);
}

async function serveTestApi(db: Database, env: Record<string, string>): Promise<TestApi> {
  const port = await freePort();
  const config = loadApiConfig({
    API_PORT: String(port),
    API_PUBLIC_URL: `http://localhost:${port}`,
    GATEWAY_PUBLIC_URL: "http://localhost:4999",
    SEED_DEMO: "true",
    PRECOMPUTE: "off",
    ...env,
  });
  const api = await startApiServer(config, db);
  return {
    url: api.url,
    app: api.app,
    config,
    db,
    services: api.services,
    hub: api.hub as NotificationHub,
    stop: () => api.close(),
    close: async () => {
      await api.close(); // its engine processes end before the test process does
      await db.close();
    },
  };
}

/**
 * An authorization request of the gateway's client, as a browser starts it: tests that drive the
 * provider's sign-in pages themselves (throttling, second factor) begin here.
 */
export function authorizeUrl(api: TestApi, scope = "openid profile"): string {
  return (
    `${api.config.OIDC_ISSUER}/auth?` +
    new URLSearchParams({
      client_id: api.config.OIDC_CLIENT_ID,
      response_type: "code",
      redirect_uri: `${api.config.GATEWAY_PUBLIC_URL}/auth/callback`,
      scope,
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    }).toString()
  );
}

/** Tokens for a demo user, through the provider's real sign-in form. */
export function signIn(
  api: TestApi,
  username: string,
  password = username,
  secondFactor?: SecondFactor,
): Promise<Tokens> {
  const { config } = api;
  return fetchTokens({
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUri: `${config.GATEWAY_PUBLIC_URL}/auth/callback`,
    username,
    password,
    secondFactor,
  });
}

/** GET a REST call with api-version and the token; returns status and parsed body. */
export async function callApi(api: TestApi, path: string, token?: string, init: RequestInit = {}) {
  const url = new URL(`${api.url}${path}`);
  if (!url.searchParams.has("api-version")) url.searchParams.set("api-version", "1.0");
  const headers = new Headers(init.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** A JSON write (PUT, POST, DELETE) with api-version and the token. */
export function sendJson(
  api: TestApi,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
) {
  return callApi(api, path, token, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The machine-readable part of an error envelope: its reason and the fields its messages name. */
export function failureOf(res: { body: Record<string, unknown> | null }) {
  const info = res.body?.additionalInformation as { messages?: { field?: string }[] } | undefined;
  return {
    reason: res.body?.reason,
    fields: (info?.messages ?? []).map((m) => m.field).filter((f) => f !== undefined),
  };
}

/** A refusal's actionable messages, as the envelope's additionalInformation carries them. */
export function failureMessagesOf(res: { body: Record<string, unknown> | null }) {
  const info = res.body?.additionalInformation as
    { messages?: { field?: string; error: string; resolution: string }[] } | undefined;
  return info?.messages ?? [];
}

/** The envelope's data.model of a response, typed by the caller. */
/** The demo seed's report definition ids by "ACRONYM:name", e.g. "RFCU:Q4 2021 ALM Report". */
export async function reportDefinitionIds(api: TestApi): Promise<Record<string, number>> {
  const rows = await api.db.query<{ id: number; name: string; acronym: string }>(
    "select r.id, r.name, c.acronym from report_definitions r join clients c on c.id = r.client_id",
  );
  return Object.fromEntries(rows.map((r) => [`${r.acronym}:${r.name}`, r.id]));
}

export function modelOf<T>(res: { body: Record<string, unknown> | null }): T {
  return (res.body?.data as { model: T } | undefined)?.model as T;
}

/** Everyone a test may need, signed in once. */
export async function signInAll(api: TestApi) {
  const names = ["staff", "analyst", "client", "client2", "prospect"] as const;
  const tokens = await Promise.all(names.map(async (n) => (await signIn(api, n)).access_token));
  return Object.fromEntries(names.map((n, i) => [n, tokens[i] as string])) as Record<
    (typeof names)[number],
    string
  >;
}

/** Demo client ids by acronym. */
export async function clientIds(api: TestApi): Promise<Record<string, number>> {
  const rows = await api.db.query<{ id: number; acronym: string }>("select id, acronym from clients");
  return Object.fromEntries(rows.map((r) => [r.acronym, r.id]));
}

/**
 * A first enrolment's one-time code for a user, issued as staff do it (the demo staff user holds
 * Manage Authenticators): what a test's authenticator needs to set itself up at sign-in.
 */
export async function issueEnrolmentCode(api: TestApi, username: string): Promise<string> {
  const [user] = await api.db.query<{ sub: string }>("select sub from users where username = $1", [username]);
  const staff = (await signIn(api, "staff")).access_token;
  const issued = await sendJson(api, "POST", "/core/auth/mfa/enrolmentcodes", staff, { sub: user?.sub });
  if (issued.status !== 201) throw new Error(`Issuing an enrolment code failed: HTTP ${issued.status}`);
  return modelOf<{ code: string }>(issued).code;
}

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { openPostgresDatabase } from "@alm/database";
import { createScratchDatabase, databaseUrl, onServer, type ScratchDatabase } from "./postgres-databases.ts";
import { sourcesHash } from "./sources-hash.ts";

/** A kind of template database: who fills it, and the sources whose version names it. */
export interface TemplateKind {
  /** Database names start so; a template of other sources is dropped once a new one is built. */
  prefix: string;
  /** A script run as `node <builder> <database url>` on an empty database. */
  builder: string;
  sources?: readonly string[];
  label: string;
}

const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Migrated, demo-seeded and computed, as an api leaves its database a minute after its first start. */
const SEEDED_API: TemplateKind = {
  prefix: "alm_tpl_",
  builder: script("../api/src/testing/build-postgres-template.ts"),
  label: "PostgreSQL test template",
};

/** A gateway's store as the first gateway on it leaves it: its migrations and pg-boss's schema. */
export const GATEWAY_STORE: TemplateKind = {
  prefix: "alm_gwtpl_",
  builder: script("../gateway/src/testing/build-store-template.ts"),
  sources: [
    "gateway/src/store",
    "gateway/src/documents/jobs",
    "gateway/src/testing/build-store-template.ts",
    "database/src",
    "node_modules/pg-boss/package.json",
  ],
  label: "gateway store template",
};

async function databasesLike(serverUrl: string, pattern: string): Promise<string[]> {
  const admin = await openPostgresDatabase(serverUrl);
  try {
    const rows = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [pattern],
    );
    return rows.map((r) => r.datname);
  } finally {
    await admin.close();
  }
}

function runBuilder(kind: TemplateKind, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [kind.builder, url], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`Building the ${kind.label} failed: ${output}`)),
    );
  });
}

/**
 * Whether database `name` is a template of `kind` for other sources than `current`'s: not one being
 * built (`<template>_b<pid>`). A hash may begin with "b" too: templates named so were kept forever.
 */
export const isOtherVersion = (kind: TemplateKind, current: string, name: string) =>
  name !== current && new RegExp(`^${kind.prefix}[0-9a-f]{16}$`).test(name);

/**
 * The name of a database of `kind` on the server of `serverUrl` for the current sources: built
 * once, then copied by every test that needs one. Built under a name of its own and renamed, so a
 * test copying it never sees it half-built; templates of older sources are dropped.
 */
async function postgresTemplate(serverUrl: string, kind: TemplateKind): Promise<string> {
  const name = `${kind.prefix}${sourcesHash(kind.sources)}`;
  if ((await databasesLike(serverUrl, name)).length) return name;
  const building = `${name}_b${process.pid}`;
  await onServer(serverUrl, `drop database if exists ${building}`);
  await onServer(serverUrl, `create database ${building}`);
  try {
    await runBuilder(kind, databaseUrl(serverUrl, building));
    await onServer(serverUrl, `alter database ${building} rename to ${name}`);
  } catch (error) {
    await onServer(serverUrl, `drop database if exists ${building} with (force)`);
    // Another process finished the same template first.
    if (!(await databasesLike(serverUrl, name)).length) throw error;
  }
  for (const stale of await databasesLike(serverUrl, `${kind.prefix}%`)) {
    if (!isOtherVersion(kind, name, stale)) continue;
    // One in use (copied right now by a run on other sources) stays until a later build.
    await onServer(serverUrl, `drop database if exists ${stale}`).catch(() => undefined);
  }
  return name;
}

/** The seeded, computed api database for the current api sources (the hash seeded-template.ts uses). */
export const seededPostgresTemplate = (serverUrl: string) => postgresTemplate(serverUrl, SEEDED_API);

/** The gateway store for the current gateway store and queue sources. */
export const gatewayStoreTemplate = (serverUrl: string) => postgresTemplate(serverUrl, GATEWAY_STORE);

/** Per server and kind, the template this process found or built: hashed and looked up once, not per copy. */
const templates = new Map<string, Promise<string>>();

function copyOf(serverUrl: string, kind: TemplateKind): Promise<ScratchDatabase> {
  const key = `${kind.prefix} ${serverUrl}`;
  let template = templates.get(key);
  if (!template) {
    template = postgresTemplate(serverUrl, kind);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template.then((name) => createScratchDatabase(serverUrl, name));
}

/** A database of its own on the server of `serverUrl`, copied from the seeded, computed template. */
export const copyOfSeededPostgres = (serverUrl: string) => copyOf(serverUrl, SEEDED_API);

/**
 * A gateway store of its own on the server of `serverUrl`, its schema in place: a copy of the
 * template instead of migrating and installing pg-boss again for every gateway a test starts.
 */
export const copyOfGatewayStore = (serverUrl: string) => copyOf(serverUrl, GATEWAY_STORE);

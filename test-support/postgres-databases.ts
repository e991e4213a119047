import { randomBytes } from "node:crypto";
import { openPostgresDatabase } from "@alm/database";

export interface ScratchDatabase {
  name: string;
  /** The server's address with this database's name in place of the server URL's. */
  url: string;
  /** Drops it, closing whatever connections a killed process left behind. */
  drop(): Promise<void>;
}

/** The address of database `name` on the server of `serverUrl` (same user, host and options). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (create, drop, rename: none runs inside a transaction) on the server. */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = await openPostgresDatabase(serverUrl);
  try {
    await admin.exec(sql);
  } finally {
    await admin.close();
  }
}

/**
 * A database of its own on the server of `serverUrl` (DATABASE_URL): empty, or a copy of
 * `template` (PostgreSQL copies a database's files, a second or so, instead of migrating and
 * seeding again). Names are made here, never taken from outside, so they need no quoting.
 */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `alm_scratch_${randomBytes(5).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

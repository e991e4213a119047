export type DatabaseKind = "pglite" | "postgres";

/** Both kinds always appear, so a run without DATABASE_URL lists the PostgreSQL ones as skipped. */
export const DATABASE_KINDS: DatabaseKind[] = ["pglite", "postgres"];

export const skipsKind = (kind: DatabaseKind) => kind === "postgres" && !process.env.DATABASE_URL;

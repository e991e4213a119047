export type DatabaseKind = "pglite" | "postgres";

export const skipsKind = (kind: DatabaseKind) => kind === "postgres" && !process.env.DATABASE_URL;

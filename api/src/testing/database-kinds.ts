export type DatabaseKind = "pglite" | "postgres";

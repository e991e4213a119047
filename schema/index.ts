import { buildSchema, printSchema } from "graphql";
import { readdirSync, readFileSync } from "node:fs";

const folder = new URL("./", import.meta.url);

/** The whole SDL: every domain's `.graphql` file, in name order. */
export function loadTypeDefs(): string {
  return readdirSync(folder)
    .filter((f) => f.endsWith(".graphql"))
    .sort()
    .map((f) => readFileSync(new URL(f, folder), "utf8"))
    .join("\n");
}

/**
 * The SDL as published (docs/schema.graphql, GET /graphql/schema.graphql): the domains' files
 * printed as one schema, in graphql-js's canonical order.
 */
export const publishedSdl = (): string => `${printSchema(buildSchema(loadTypeDefs()))}\n`;

import { badRequest } from "./http-error.ts";

type Query = Record<string, unknown>;

/** A single text parameter, or undefined; repeated or structured values are bad input. */
export function optionalText(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") throw badRequest(`${name} must be given once, as text.`);
  return value.trim();
}

import { badRequest } from "./http-error.ts";

type Query = Record<string, unknown>;

/** A single text parameter, or undefined; repeated or structured values are bad input. */
export function optionalText(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") throw badRequest(`${name} must be given once, as text.`);
  return value.trim();
}

/** A whole number within bounds, or the fallback when absent. */
export function optionalInt(query: Query, name: string, fallback: number, min: number, max: number): number {
  const text = optionalText(query, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}; '${text}' is not.`);
  }
  return value;
}

export function optionalBoolean(query: Query, name: string, fallback: boolean): boolean {
  const text = optionalText(query, name);
  if (text === undefined) return fallback;
  if (text !== "true" && text !== "false")
    throw badRequest(`${name} must be true or false; '${text}' is not.`);
  return text === "true";
}

/** A comma list of whole numbers, e.g. `reportIds=1,2,3`. */
export function optionalIntList(query: Query, name: string): number[] | undefined {
  const text = optionalText(query, name);
  if (text === undefined) return undefined;
  const values = text.split(",").map((v) => Number(v.trim()));
  if (values.some((v) => !Number.isInteger(v))) {
    throw badRequest(`${name} must be a comma-separated list of whole numbers; '${text}' is not.`);
  }
  return values;
}

/** A path parameter that must be a positive whole number. */
export function idParam(params: Record<string, string | string[] | undefined>, name: string): number {
  const value = Number(params[name]);
  if (!Number.isInteger(value) || value <= 0) throw badRequest(`${name} must be a positive whole number.`);
  return value;
}

import { z } from "zod";
import { badRequest } from "./http-error.ts";

/** A malformed parameter: the message names it as the field to correct. */
const badParameter = (name: string, message: string) =>
  badRequest("INVALID_PARAMETER", message, [{ error: message, resolution: `Correct ${name}.`, field: name }]);

type Query = Record<string, unknown>;

/** A single text parameter, or undefined; repeated or structured values are bad input. */
export function optionalText(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") throw badParameter(name, `${name} must be given once, as text.`);
  return value.trim();
}

/** A whole number within bounds, or the fallback when absent. */
export function optionalInt(query: Query, name: string, fallback: number, min: number, max: number): number {
  const text = optionalText(query, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badParameter(name, `${name} must be a whole number from ${min} to ${max}; '${text}' is not.`);
  }
  return value;
}

export function optionalBoolean(query: Query, name: string, fallback: boolean): boolean {
  const text = optionalText(query, name);
  if (text === undefined) return fallback;
  if (text !== "true" && text !== "false")
    throw badParameter(name, `${name} must be true or false; '${text}' is not.`);
  return text === "true";
}

/** A comma list of whole numbers, e.g. `reportIds=1,2,3`. */
export function optionalIntList(query: Query, name: string): number[] | undefined {
  const text = optionalText(query, name);
  if (text === undefined) return undefined;
  const values = text.split(",").map((v) => Number(v.trim()));
  if (values.some((v) => !Number.isInteger(v))) {
    throw badParameter(name, `${name} must be a comma-separated list of whole numbers; '${text}' is not.`);
  }
  return values;
}

/** Ids are PostgreSQL integers: anything else must not reach SQL (NaN or out of range is a 500 there). */
const MAX_ID = 2_147_483_647;

const ID_RANGE = `must be a whole number from 1 to ${MAX_ID.toLocaleString("en-US")}`;

/**
 * An id in a JSON body, bounded as a path's is: 2,147,483,648 passed `positive()` and reached SQL,
 * a 500 (a new API consumer's review).
 */
export const bodyId = () => z.number().int(ID_RANGE).min(1, ID_RANGE).max(MAX_ID, ID_RANGE);

/** Digits only (no signs, exponents, spaces or hex) naming a positive id. */
export function parseId(text: unknown, name: string): number {
  const value = typeof text === "string" && /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  // A whole number past the limit is told the limit: "positive whole number" would be no reason.
  if (!(value >= 1 && value <= MAX_ID)) throw badParameter(name, `${name} ${ID_RANGE}.`);
  return value;
}

/** An id in the query string, or undefined when absent. */
export function optionalId(query: Query, name: string): number | undefined {
  const text = optionalText(query, name);
  return text === undefined ? undefined : parseId(text, name);
}

/** A path parameter that must be a positive whole number. */
export function idParam(params: Record<string, string | string[] | undefined>, name: string): number {
  return parseId(params[name], name);
}

/** Readers of one node's fields for the tree validation: each problem names the node. */
import type { ActionableMessage } from "../http/envelope.ts";
import type { CoaNodeId } from "../chart-tree/coa-node.ts";

export const MAX_TEXT = 200;

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Shape problems (400) and broken rules (422), each with what to do about it. */
export class Problems {
  readonly shape: ActionableMessage[] = [];
  readonly rules: ActionableMessage[] = [];
  add(kind: "shape" | "rules", error: string, resolution: string) {
    this[kind].push({ error, resolution });
  }
}

export const describeNode = (path: string, raw: Json) =>
  typeof raw.key === "string" && raw.key.trim() ? `${path} ('${raw.key.trim()}')` : path;

export function readId(raw: unknown): CoaNodeId | undefined {
  if (typeof raw === "number" && Number.isInteger(raw) && raw >= 0) return raw;
  if (typeof raw === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(raw)) return raw;
  return undefined;
}

export function readText(raw: Json, field: "key" | "description", at: string, problems: Problems): string {
  const value = raw[field];
  if (typeof value !== "string") {
    problems.add("shape", `${at}.${field} is missing or not text.`, `Give every node a ${field}.`);
    return "";
  }
  const text = value.trim();
  if (!text || text.length > MAX_TEXT) {
    problems.add("rules", `${at}.${field} must have 1 to ${MAX_TEXT} characters.`, `Correct the ${field}.`);
  }
  return text;
}

export function readFlag(
  raw: Json,
  field: "rollUp" | "nevVisible" | "niiVisible",
  at: string,
  problems: Problems,
) {
  const value = raw[field];
  if (typeof value !== "boolean") {
    problems.add("shape", `${at}.${field} must be true or false.`, `Set ${field} on every node.`);
    return false;
  }
  return value;
}

export function checkOptionalFields(raw: Json, at: string, problems: Problems) {
  for (const field of ["hLevel", "depth", "order"] as const) {
    const v = raw[field];
    if (v !== undefined && v !== null && !(typeof v === "number" && Number.isInteger(v) && v >= 0)) {
      problems.add("shape", `${at}.${field} must be a whole number.`, `Correct ${field} or leave it out.`);
    }
  }
  const tags = raw.tags;
  if (tags !== undefined && !(Array.isArray(tags) && tags.every((t) => typeof t === "string"))) {
    problems.add("shape", `${at}.tags must be a list of texts.`, "Correct tags or leave them out.");
  }
}

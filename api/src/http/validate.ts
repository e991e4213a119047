import type { z } from "zod";
import { badRequest } from "./http-error.ts";

/** A zod issue path as the caller writes it: `recipients[2].name`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : `${i ? "." : ""}${String(part)}`))
    .join("");
}

/** Parses input with a schema; every problem becomes one message naming the field to fix. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = "request"): z.infer<S> {
  refuseNulCharacters(input, what);
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((issue) => {
    const field = fieldPath(issue.path) || what;
    return {
      error: `${field}: ${issue.message}`,
      resolution: `Correct ${field} and send the ${what} again.`,
      field,
    };
  });
  throw badRequest(
    "INVALID_BODY",
    `The ${what} is not valid: ${messages.map((m) => m.error).join("; ")}.`,
    messages,
  );
}

/** Where, if anywhere, text holds U+0000: `recipients[2].name`, or "" for the value itself. */
function nulCharacterPath(value: unknown, path: PropertyKey[] = []): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? fieldPath(path) : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return fieldPath([...path, key]);
    const found = nulCharacterPath(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL's text and jsonb cannot hold the NUL character (U+0000): a name or description with
 * one failed as a database error (500). Refused where the request is read, naming the field.
 */
export function refuseNulCharacters(
  input: unknown,
  what: string,
  reason: "INVALID_BODY" | "INVALID_PARAMETER" = "INVALID_BODY",
): void {
  const at = nulCharacterPath(input);
  if (at === undefined) return;
  const field = at || what;
  const error = `${field} contains the NUL character (U+0000), which text cannot hold`;
  throw badRequest(reason, `The ${what} is not valid: ${error}.`, [
    { error, resolution: `Remove the NUL character from ${field} and send the ${what} again.`, field },
  ]);
}

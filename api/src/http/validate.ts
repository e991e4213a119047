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

import type { z } from "zod";
import { badRequest } from "./http-error.ts";

/** Parses input with a schema; every problem becomes one message naming the field to fix. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = "request"): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((issue) => {
    const field = issue.path.join(".") || what;
    return {
      error: `${field}: ${issue.message}`,
      resolution: `Correct ${field} and send the ${what} again.`,
    };
  });
  throw badRequest(`The ${what} is not valid: ${messages.map((m) => m.error).join("; ")}.`, messages);
}

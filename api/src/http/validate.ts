import type { z } from "zod";
import { badRequest } from "./http-error.ts";
import { issueText } from "./issue-texts.ts";

/** A zod issue path as the caller writes it: `recipients[2].name`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : `${i ? "." : ""}${String(part)}`))
    .join("");
}

/**
 * What to do about a field's problem, said from the problem itself where it says what is wanted:
 * "is required" asks to add the field, "must be at most 1" to make it at most 1, "must list at
 * least 1 item" to list one. Each said only "Correct <field> and send the request again", which
 * told the caller nothing the error had not (a new API consumer's review). A problem that says
 * what is wrong rather than what is wanted ("is zero: nothing would change…") keeps that.
 */
export function resolutionOf(field: string, problem: string, what = "request"): string {
  if (problem === "is required") return `Add ${field} and send the ${what} again.`;
  const make = /^must be (.+)$/.exec(problem)?.[1];
  if (make) return `Make ${field} ${make} and send the ${what} again.`;
  const list = /^must list (.+)$/.exec(problem)?.[1];
  if (list) return `List ${list} in ${field} and send the ${what} again.`;
  return `Correct ${field} and send the ${what} again.`;
}

/** Parses input with a schema; every problem becomes one message naming the field to fix. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = "request"): z.infer<S> {
  refuseNulCharacters(input, what);
  const parsed = schema.safeParse(input, { error: issueText });
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((issue) => {
    const field = fieldPath(issue.path) || what;
    return {
      error: `${field}: ${issue.message}`,
      resolution: resolutionOf(field, issue.message, what),
      field,
    };
  });
  throw badRequest(
    "INVALID_BODY",
    `The ${what} is not valid: ${messages.map((m) => m.error).join("; ")}.`,
    messages,
  );
}

/** A step of a path into a body, back to its root: paths are spelt out only for the one reported. */
interface Step {
  key: PropertyKey;
  parent: Step | undefined;
}

const pathOf = (step: Step | undefined): PropertyKey[] => {
  const keys: PropertyKey[] = [];
  for (let at = step; at; at = at.parent) keys.unshift(at.key);
  return keys;
};

/**
 * Where, if anywhere, text holds U+0000: `recipients[2].name`, or "" for the value itself. Walked
 * without recursion: a body nests as deep as its sender likes (a chart 10,000 levels deep).
 */
function nulCharacterPath(value: unknown): string | undefined {
  const stack: [unknown, Step | undefined][] = [[value, undefined]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [item, at] = top;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return fieldPath(pathOf(at));
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      const step = { key: Array.isArray(item) ? Number(key) : key, parent: at };
      if (key.includes("\u0000")) return fieldPath(pathOf(step));
      stack.push([child, step]);
    }
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

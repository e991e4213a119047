import type { z } from "zod";

type Issue = z.core.$ZodRawIssue;

/** What a schema's expected type is called in a message to a person. */
const TYPE_NAMES: Record<string, string> = {
  int: "a whole number",
  number: "a number",
  string: "text",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
  record: "an object of names and values",
};

const plural = (n: number | bigint, one: string) => `${n} ${one}${Number(n) === 1 ? "" : "s"}`;

/** "must list at least 1 item", "must be at most 200 characters long", "must be less than 5". */
function sizeText(issue: Issue, bound: "least" | "most"): string | undefined {
  const limit = (bound === "least" ? issue.minimum : issue.maximum) as number | bigint | undefined;
  if (limit === undefined) return undefined;
  const word = `at ${bound}`;
  switch (issue.origin) {
    case "array":
    case "set":
      return `must list ${word} ${plural(limit, "item")}`;
    case "string":
      return `must be ${word} ${plural(limit, "character")} long`;
    case "number":
    case "int":
    case "bigint": {
      const strict = bound === "least" ? "more than" : "less than";
      return `must be ${issue.inclusive === false ? strict : word} ${limit}`;
    }
    default:
      return undefined;
  }
}

/**
 * A number sent as JSON text ("amount": "-20000000"), as GraphQL's Decimal takes it: the REST
 * bodies take JSON numbers, and the message shows the number as they take it.
 */
function quotedNumber(issue: Issue): boolean {
  const text = typeof issue.input === "string" ? issue.input.trim() : "";
  const numeric = issue.expected === "number" || issue.expected === "int";
  return numeric && text !== "" && Number.isFinite(Number(text));
}

const typeOf = (issue: Issue) => TYPE_NAMES[String(issue.expected)] ?? String(issue.expected);

/**
 * A value none of a union's kinds takes, in words: "must be a whole number or text" where each
 * kind refused its type, else what the one kind of its type refused ("must list at most 100
 * items"); zod says "Invalid input" of both (a new API consumer's review).
 */
function unionText(issue: Issue): string | undefined {
  if (issue.input === undefined) return "is required";
  const options = (issue.errors as Issue[][] | undefined) ?? [];
  const wrongType = (o: Issue[]) => o.length === 1 && o[0]?.code === "invalid_type" && !o[0].path?.length;
  if (options.length && options.every(wrongType)) {
    return `must be ${options.map((o) => typeOf(o[0] as Issue)).join(" or ")}`;
  }
  const [kind, ...others] = options.filter((o) => !wrongType(o));
  const [only] = kind ?? [];
  return !others.length && kind?.length === 1 && only && !only.path?.length ? issueText(only) : undefined;
}

/**
 * Plain words for a request's problem where its schema gives none of its own: "scopes: must list
 * at least 1 item", not zod's "Too small: expected array to have >=1 items". Undefined leaves
 * zod's text (an issue no reader of ours has met).
 */
export function issueText(issue: Issue): string | undefined {
  switch (issue.code) {
    case "too_small":
      return sizeText(issue, "least");
    case "too_big":
      return sizeText(issue, "most");
    case "invalid_type":
      if (issue.input === undefined) return "is required";
      if (quotedNumber(issue))
        return `must be a number, written without quotes: ${String(issue.input).trim()}`;
      return `must be ${typeOf(issue)}`;
    case "invalid_value":
      return `must be one of ${(issue.values as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      return issue.format === "url"
        ? "must be a web address (http or https)"
        : `must be written as ${String(issue.format)}`;
    case "invalid_union":
      return unionText(issue);
    case "unrecognized_keys":
      return `has ${plural((issue.keys as string[]).length, "field")} it does not take: ${(issue.keys as string[]).join(", ")}`;
    default:
      return undefined;
  }
}

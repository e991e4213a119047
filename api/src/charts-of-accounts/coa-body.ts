import { badRequest } from "../http/http-error.ts";

export const MAX_NAME_LENGTH = 100;

type Body = Record<string, unknown>;

/** The JSON body as an object; anything else is bad input. */
export function bodyOf(body: unknown): Body {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw badRequest("INVALID_BODY", "The request body must be a JSON object.", [
      {
        error: "The body is missing or not an object.",
        resolution: "Send a JSON object with content-type application/json.",
      },
    ]);
  }
  return body as Body;
}

export function chartName(body: Body, required: boolean): string | undefined {
  const raw = body.name;
  if (raw === undefined && !required) return undefined;
  const name = typeof raw === "string" ? raw.trim() : "";
  if (!name || name.length > MAX_NAME_LENGTH) {
    throw badRequest("INVALID_BODY", `name is required: 1 to ${MAX_NAME_LENGTH} characters.`, [
      {
        field: "name",
        error: "The chart of accounts has no valid name.",
        resolution: `Enter a name of 1 to ${MAX_NAME_LENGTH} characters.`,
      },
    ]);
  }
  return name;
}

/** The modeling run result whose folder tree is imported (a number or a short code). */
export function sourceRunResultId(body: Body): string {
  const raw = body.sourceRunResultId;
  const text = typeof raw === "number" && Number.isInteger(raw) && raw > 0 ? String(raw) : raw;
  if (typeof text !== "string" || !/^[A-Za-z0-9._-]{1,64}$/.test(text.trim())) {
    throw badRequest(
      "INVALID_BODY",
      "sourceRunResultId is required: the run result to import the folder tree from.",
      [
        {
          field: "sourceRunResultId",
          error: "sourceRunResultId is missing or not a run result id.",
          resolution: "Give the id of a run result (e.g. the Shock run result of a data set).",
        },
      ],
    );
  }
  return text.trim();
}

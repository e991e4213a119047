import { z } from "zod";
import { FAILURE_REASONS, FAILURE_REASON_NAMES } from "./failure-reasons.ts";
import { requiredPermissions, VIEW_PERMISSION } from "./route-access.ts";
import type { RegisteredRoute, Upload } from "./route-table.ts";

/** Express `:id` to OpenAPI `{id}`. */
export const openApiPath = (route: RegisteredRoute) =>
  `/${route.root}${route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

/**
 * The JSON Schema of a route's body: from the schema its handler parses with (the input side:
 * what a caller sends, defaults optional), else the names of its parameters. A refinement's rule
 * ("1, 3, 6 or 12", "amount or fraction") is stated by the `.meta()` beside it (what-if-input.ts);
 * one no meta states is left to the 400 that names it.
 */
function bodySchema(route: RegisteredRoute): Record<string, unknown> | undefined {
  if (route.body) return jsonSchema(route.body);
  if (!route.params?.length) return undefined;
  return { type: "object", properties: Object.fromEntries(route.params.map((p) => [p, {}])) };
}

/** Whether a string schema trims what it is sent (a check that rewrites "  a " as "a"). */
const trims = (def: z.core.$ZodTypeDef): boolean =>
  def.type === "string" &&
  (def.checks ?? []).some((check) => {
    const overwrite = check._zod.def as { check: string; tx?: (value: string) => string };
    return overwrite.check === "overwrite" && overwrite.tx?.("  a ") === "a";
  });

/**
 * A text the api trims before it checks its length: `minLength: 1` alone let spaces pass the
 * document that the api then refused as empty, so it also needs a character that is not a space.
 */
function statesTrimmedLength(ctx: { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown> }): void {
  const { jsonSchema } = ctx;
  const minLength = jsonSchema.minLength;
  if (typeof minLength !== "number" || minLength < 1 || jsonSchema.pattern !== undefined) return;
  if (!trims(ctx.zodSchema._zod.def)) return;
  jsonSchema.pattern = "\\S";
  jsonSchema.description = [
    jsonSchema.description,
    "Spaces at either end are removed before its length is checked.",
  ]
    .filter(Boolean)
    .join(" ");
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...described } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: statesTrimmedLength,
  });
  return described;
}

/** A multipart upload's parts: its files as binary parts, a JSON part with its document's schema. */
function uploadSchema(upload: Upload): Record<string, unknown> {
  const file = { type: "string", contentMediaType: "application/octet-stream", description: upload.accepts };
  const fields = Object.entries(upload.fields).map(([name, field]) => [
    name,
    "json" in field
      ? { type: "string", contentMediaType: "application/json", contentSchema: jsonSchema(field.json) }
      : jsonSchema(field),
  ]);
  return {
    type: "object",
    properties: {
      ...Object.fromEntries(fields),
      [upload.files]: upload.many ? { type: "array", items: file } : file,
    },
    required: [
      // A JSON part is the upload's subject; a text part is required unless it takes nothing.
      ...Object.entries(upload.fields)
        .filter(([, field]) => "json" in field || !field.safeParse(undefined).success)
        .map(([name]) => name),
      ...(upload.many ? [] : [upload.files]),
    ],
  };
}

/** The request body by its media type: JSON, or a multipart upload. */
function requestBody(route: RegisteredRoute) {
  if (route.method === "get") return undefined;
  if (route.upload) {
    return { required: true, content: { "multipart/form-data": { schema: uploadSchema(route.upload) } } };
  }
  const body = bodySchema(route);
  // No body at all is refused ("preference: is required") where the schema takes none.
  const required = !!route.body && !route.body.safeParse(undefined).success;
  return body && { required, content: { "application/json": { schema: body } } };
}

/**
 * A short OpenAPI document of both roots, made from the route table itself, so it cannot
 * drift from what the api serves. `x-alm-*` fields record who may call each operation.
 */
export function openApiDocument(routes: RegisteredRoute[], extraPaths: Record<string, unknown> = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const inQuery = route.method === "get";
    const parameters = [
      ...pathParams(route.path).map((name) => ({
        name,
        in: "path",
        required: true,
        // An as-of date is a calendar date (curve-rules.ts); other names hold ids or codes.
        schema: name === "asOfDate" ? { type: "string", format: "date" } : { type: "string" },
      })),
      { name: "api-version", in: "query", required: true, schema: { type: "string", enum: ["1.0"] } },
      ...(inQuery
        ? (route.params ?? []).map((name) => ({ name, in: "query", schema: { type: "string" } }))
        : []),
    ];
    const body = requestBody(route);
    const operation = {
      summary: route.summary,
      parameters,
      ...(body ? { requestBody: body } : {}),
      security: [{ bearer: [] }],
      responses: {
        "200": { description: "The envelope with data.model" },
        "400": errorResponse("Bad input"),
        "401": errorResponse("Signed out or invalid token"),
        "403": errorResponse("Not permitted"),
        "404": errorResponse("Not found (or another client's)"),
        "409": errorResponse("Conflicts with the data's state"),
        "422": errorResponse("Breaks a rule"),
      },
      "x-alm-scope": route.scope,
      "x-alm-staff-only": route.staffOnly ?? false,
      ...(typeof route.permission === "string"
        ? { "x-alm-permission": route.permission }
        : { "x-alm-no-permission": route.permission.none }),
      // Everything the route check asks, by who calls: a client's user, or staff (who also need
      // View All Clients to reach any client's resources).
      "x-alm-required-permissions": {
        client: requiredPermissions(route),
        staff: requiredPermissions(route, { isStaff: true }),
      },
      "x-alm-needs-view": requiredPermissions(route).includes(VIEW_PERMISSION),
      ...(route.withoutView ? { "x-alm-without-view": route.withoutView.reason } : {}),
      ...(route.mintsCredential ? { "x-alm-mints-credential": true } : {}),
    };
    (paths[openApiPath(route)] ??= {})[route.method] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "ALM analysis REST APIs (core and base)",
      version: "1.0",
      description:
        "Every call needs api-version=1.0 and a Bearer token from the identity provider. " +
        "Responses use the envelope { message, didError, errorMessage, errorMessages, data: { model } }. " +
        "Errors add `reason`, a stable code to classify them by (never their text), and " +
        "additionalInformation.messages[{ error, resolution, field }].",
    },
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { ErrorEnvelope: errorEnvelopeSchema },
    },
    paths: { ...paths, ...extraPaths },
  };
}

const reasonDescription = FAILURE_REASON_NAMES.map((r) => `- \`${r}\`: ${FAILURE_REASONS[r]}`).join("\n");

/** The error envelope, with its reasons documented one by one. */
const errorEnvelopeSchema = {
  type: "object",
  required: ["message", "didError", "errorMessage", "errorMessages", "data", "reason"],
  properties: {
    message: { type: "string" },
    didError: { const: true },
    errorMessage: { type: "string" },
    errorMessages: { type: "array", items: { type: "string" } },
    data: { type: "null" },
    reason: { type: "string", enum: FAILURE_REASON_NAMES, description: reasonDescription },
    additionalInformation: {
      type: "object",
      properties: {
        messages: {
          type: "array",
          items: {
            type: "object",
            required: ["error", "resolution"],
            properties: {
              error: { type: "string" },
              resolution: { type: "string" },
              field: {
                type: "string",
                description: "The input the message is about, e.g. name, recipients[2].",
              },
            },
          },
        },
      },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
});

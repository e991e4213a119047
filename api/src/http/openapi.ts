import { requiredPermissions, VIEW_PERMISSION } from "./route-access.ts";
import type { RegisteredRoute } from "./route-table.ts";

/** Express `:id` to OpenAPI `{id}`. */
export const openApiPath = (route: RegisteredRoute) =>
  `/${route.root}${route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

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
        schema: { type: "string" },
      })),
      { name: "api-version", in: "query", required: true, schema: { type: "string", enum: ["1.0"] } },
      ...(inQuery
        ? (route.params ?? []).map((name) => ({ name, in: "query", schema: { type: "string" } }))
        : []),
    ];
    const operation = {
      summary: route.summary,
      parameters,
      ...(!inQuery && route.params?.length
        ? {
            requestBody: {
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: Object.fromEntries(route.params.map((p) => [p, {}])),
                  },
                },
              },
            },
          }
        : {}),
      security: [{ bearer: [] }],
      responses: {
        "200": { description: "The envelope with data.model" },
        "400": { description: "Bad input" },
        "401": { description: "Signed out or invalid token" },
        "403": { description: "Not permitted" },
        "404": { description: "Not found (or another client's)" },
      },
      "x-alm-scope": route.scope,
      "x-alm-staff-only": route.staffOnly ?? false,
      ...(route.permission ? { "x-alm-permission": route.permission } : {}),
      "x-alm-needs-view": requiredPermissions(route).includes(VIEW_PERMISSION),
      ...(route.withoutView ? { "x-alm-without-view": route.withoutView.reason } : {}),
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
        "Responses use the envelope { message, didError, errorMessage, errorMessages, data: { model } }.",
    },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths: { ...paths, ...extraPaths },
  };
}

import { SUPPORTED_API_VERSIONS } from "./api-version.ts";
import type { ApiRoot } from "./route-table.ts";

/**
 * What a REST root itself answers (GET or HEAD /core, /base), with no version and no token: where
 * its calls are described and what each must send. Whoever finds the address learns how to call
 * it, and a gateway's readiness probe (which asks the core address once as it starts) is answered
 * 200 instead of the 400 a call without a version gets, logged as a caller's mistake at every start.
 */
export function rootIndex(root: ApiRoot) {
  return {
    root,
    apiVersions: [...SUPPORTED_API_VERSIONS],
    openApi: "/openapi.json",
    calls: `Every call under /${root} sends ?api-version=${SUPPORTED_API_VERSIONS[0]} and a Bearer token; /openapi.json lists them.`,
  };
}

/** The roots' index in the OpenAPI document (it is no REST call: no version, no token, no scope). */
export const rootIndexPaths = Object.fromEntries(
  (["core", "base"] as const).map((root) => [
    `/${root}`,
    {
      get: {
        summary: `Where the calls under /${root} are described, and what each must send (no version or token needed)`,
        responses: { "200": { description: "The root's index" } },
      },
    },
  ]),
);

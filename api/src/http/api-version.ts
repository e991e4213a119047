import type { RequestHandler } from "express";
import { badRequest } from "./http-error.ts";

export const SUPPORTED_API_VERSIONS = ["1.0"] as const;

/** Every REST call names the contract version it was written against. */
export const requireApiVersion: RequestHandler = (req, _res, next) => {
  const version = req.query["api-version"];
  if (typeof version === "string" && (SUPPORTED_API_VERSIONS as readonly string[]).includes(version)) {
    next();
    return;
  }
  const asked = typeof version === "string" ? `'${version}' is not supported` : "api-version is missing";
  next(
    badRequest(
      "API_VERSION_UNSUPPORTED",
      `Unsupported API version: ${asked}. Supported versions: ${SUPPORTED_API_VERSIONS.join(", ")}.`,
      [
        {
          error: asked,
          resolution: `Add the query parameter api-version=${SUPPORTED_API_VERSIONS[0]}.`,
          field: "api-version",
        },
      ],
    ),
  );
};

import type { RequestHandler } from "express";
import { errors } from "jose";
import { HttpError, unauthorized } from "../http/http-error.ts";
import { log } from "../logging/logger.ts";
import type { TokenVerifier } from "./token-verifier.ts";

/** What jose says of a token that is itself no good: expired, forged, malformed, for another audience. */
const INVALID_TOKEN = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

/** Retry-After of a token that could not be checked: the identity provider or database is back soon. */
const CHECK_AGAIN_SECONDS = 2;

/**
 * Every REST call needs a valid Bearer token; the caller lands in res.locals. A token the api
 * could not check (the issuer's keys or the grant look-up did not answer: a loaded or restarting
 * instance) is a 503 to try again, never a 401: a gateway ends the user's session on a 401, and a
 * rolling restart under load signed every user out that way.
 */
export function requireCaller(verify: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers.authorization ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      next(unauthorized());
      return;
    }
    try {
      res.locals.caller = await verify(match[1]);
      next();
    } catch (error) {
      // A refusal with its own reason (e.g. a missing second factor) keeps it.
      if (error instanceof HttpError) return next(error);
      if (INVALID_TOKEN.some((kind) => error instanceof kind))
        return next(unauthorized("The access token is invalid or has expired. Sign in again."));
      log.warn(`${req.method} ${req.path}: the access token could not be checked: ${String(error)}`);
      next(
        new HttpError(
          503,
          "SERVICE_UNAVAILABLE",
          "The access token could not be checked now. Try again.",
          [],
          {
            retryAfterSeconds: CHECK_AGAIN_SECONDS,
          },
        ),
      );
    }
  };
}

import { errors } from "jose";
import { HttpError, unauthorized } from "../http/http-error.ts";
import { log } from "../logging/logger.ts";

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

const INVALID_TOKEN_TEXT = "The access token is invalid or has expired. Sign in again.";

/**
 * The answer to a token check that failed, for the REST calls and the hub alike. Only a token
 * that is itself no good is a 401. One the api could not check (the issuer's keys or the grant
 * look-up did not answer: a loaded or restarting instance) is a 503 to try again. A gateway ends
 * the user's session on a 401, and a rolling restart under load signed every user out that way.
 * A refusal with a reason of its own (a missing second factor, a revoked grant) keeps it.
 */
export function tokenRefusal(error: unknown, where: string): HttpError {
  if (error instanceof HttpError) return error;
  if (INVALID_TOKEN.some((kind) => error instanceof kind)) return unauthorized(INVALID_TOKEN_TEXT);
  log.warn(`${where}: the access token could not be checked: ${String(error)}`);
  return new HttpError(
    503,
    "SERVICE_UNAVAILABLE",
    "The access token could not be checked now. Try again.",
    [],
    {
      retryAfterSeconds: CHECK_AGAIN_SECONDS,
    },
  );
}

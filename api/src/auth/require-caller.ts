import type { RequestHandler } from "express";
import { HttpError, unauthorized } from "../http/http-error.ts";
import type { TokenVerifier } from "./token-verifier.ts";

/** Every REST call needs a valid Bearer token; the caller lands in res.locals. */
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
      next(
        error instanceof HttpError
          ? error
          : unauthorized("The access token is invalid or has expired. Sign in again."),
      );
    }
  };
}

import type express from "express";
import type { Response } from "express";
import { errors } from "oidc-provider";
import { page } from "./html.ts";

/** An interaction that expired or was already used: start over from the application. */
export function renderExpired(res: Response) {
  res
    .status(400)
    .type("html")
    .send(
      page(
        "Sign-in expired",
        `<h1>Sign-in expired</h1><p>This sign-in page is no longer valid.
         Go back to the application and sign in again.</p>`,
      ),
    );
}

/** The provider's pages answer a stale or foreign interaction with a page, not a JSON error. */
export const interactionErrors: express.ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest) renderExpired(res);
  else next(error);
};

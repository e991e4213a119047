import type express from "express";
import type { Response } from "express";
import { errors } from "oidc-provider";
import { escapeHtml, page } from "./html.ts";

/**
 * The app setting (`app.set`) naming the web application's address: the pages that end a
 * sign-in link back to it. Set once by the api's app (app.ts), read by every router's pages.
 */
export const APPLICATION_URL_SETTING = "application url";

/**
 * An interaction that expired or was already used: start over from the application. A browser
 * meets it on Back past the first page after signing in, so it links to the application.
 */
export function renderExpired(res: Response) {
  const application = res.app.get(APPLICATION_URL_SETTING) as string | undefined;
  res
    .status(400)
    .type("html")
    .send(
      page(
        "Sign-in expired",
        `<h1>Sign-in expired</h1><p>This sign-in page is no longer valid.
         Go back to the application and sign in again.</p>${
           application ? `<a class="button" href="${escapeHtml(application)}">Back to ALM Analysis</a>` : ""
         }`,
      ),
    );
}

/** The provider's pages answer a stale or foreign interaction with a page, not a JSON error. */
export const interactionErrors: express.ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest) renderExpired(res);
  else next(error);
};

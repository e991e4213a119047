import { requestCounter, type Queryable } from "@alm/database";
import { HttpError } from "../http/http-error.ts";
import { EMAIL_TEXTS } from "./email-texts.ts";

const HOUR_SECONDS = 3600;

export interface MailRate {
  /** Counts one message of the user; refuses with 429 and Retry-After once the hour's allowance is used. */
  take(userKey: string): Promise<void>;
}

/**
 * Messages per user and hour, counted in the api's database (`request_counts`), which every api
 * instance shares: behind N instances a user still gets the allowance once.
 */
export function createMailRate(db: Queryable, perHour: number): MailRate {
  const counter = requestCounter(db, "request_counts", "email", perHour, HOUR_SECONDS);
  return {
    async take(userKey) {
      const budget = await counter.take(userKey);
      if (budget.refused) {
        const seconds = Math.max(1, Math.ceil(budget.resetMs / 1000));
        const text = EMAIL_TEXTS.rateLimited(
          perHour,
          new Date(Date.now() + seconds * 1000),
          Math.ceil(seconds / 60),
        );
        throw new HttpError(
          429,
          "RATE_LIMITED",
          text,
          [{ error: text, resolution: EMAIL_TEXTS.rateLimitedResolution }],
          { retryAfterSeconds: seconds },
        );
      }
    },
  };
}

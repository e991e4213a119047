import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "../http/http-error.ts";
import { EMAIL_TEXTS } from "./email-texts.ts";

const HOUR_SECONDS = 3600;

export interface MailRate {
  /** Counts one message of the user; refuses with 429 and Retry-After once the hour's allowance is used. */
  take(userKey: string): Promise<void>;
}

/**
 * Messages per user and hour. The counters live in this process: with several api instances
 * each allows the limit (a later issue moves rate state to PostgreSQL).
 */
export function createMailRate(perHour: number): MailRate {
  const limiter = new RateLimiterMemory({ keyPrefix: "email", points: perHour, duration: HOUR_SECONDS });
  return {
    async take(userKey) {
      try {
        await limiter.consume(userKey);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
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

import { z } from "zod";

/**
 * A whole number from the environment (the text coerced), at least `min`, `fallback` when unset:
 * most of both services' limits, periods and counts. Validated at start, like every setting.
 */
export function wholeNumber(min: number, fallback: number) {
  return z.coerce.number().int().min(min).default(fallback);
}

/**
 * What a caller is told when a request body is over a service's limit (the 413 of Express's body
 * parsers, which say the limit and the length they met): both numbers and what to do, in the api
 * and the gateway alike. File uploads have limits of their own, said by their own routes.
 */
export function bodyTooLargeText(error: unknown): string {
  const limit = numberOf(error, "limit");
  const length = numberOf(error, "length");
  const sizes =
    limit === undefined
      ? "over this service's limit"
      : `${length === undefined ? "over" : `${megabytes(length)}, over`} the limit of ${megabytes(limit)}`;
  return `The request body is ${sizes}. Send a smaller request: fewer or shorter items at a time.`;
}

const numberOf = (error: unknown, key: string): number | undefined => {
  const value =
    typeof error === "object" && error !== null ? (error as Record<string, unknown>)[key] : undefined;
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
};

/** 1048576 → "1 MB", 1572864 → "1.5 MB": the sizes the limits are configured in. */
const megabytes = (bytes: number) => `${Number((bytes / 1_048_576).toFixed(2)).toLocaleString("en-US")} MB`;

import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** Why a report could not be shown, as the gateway says it (spec section 8 texts). */
export interface ReportFailure {
  message: string;
  /** The gateway's extensions.reportError, e.g. REPORT_TEMPLATE_UNAVAILABLE. */
  reason: string | null;
  /** A failure to read the data marks the report as having no data rather than broken. */
  meansNoData: boolean;
}

const NO_DATA_REASONS = new Set(["DATA_RETRIEVAL_FAILED", "NO_DATA_AVAILABLE"]);

export function reportFailureOf(error: unknown): ReportFailure {
  if (CombinedGraphQLErrors.is(error) && error.errors.length) {
    const first = error.errors[0];
    const reason = typeof first.extensions?.reportError === "string" ? first.extensions.reportError : null;
    return { message: first.message, reason, meansNoData: reason !== null && NO_DATA_REASONS.has(reason) };
  }
  const message = error instanceof Error ? error.message : "The report could not be loaded.";
  return { message, reason: null, meansNoData: false };
}

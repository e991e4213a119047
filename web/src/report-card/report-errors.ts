import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { FailureCode } from "../generated/graphql.ts";

/** Why a report could not be shown, as the gateway says it (spec section 8 texts). */
export interface ReportFailure {
  message: string;
  /** The gateway's extensions.reportError, e.g. REPORT_TEMPLATE_UNAVAILABLE. */
  reason: string | null;
  /** A failure to read the data marks the report as having no data rather than broken. */
  meansNoData: boolean;
  /**
   * A data set behind the report has not completed (the api's reason REPORT_NOT_READY, passed on
   * as extensions.reason): its run is what the user waits for, not a fault.
   */
  notReady: boolean;
  /**
   * The api did not answer (timed out, unreachable, or the gateway's circuit to it open): the same
   * read may well succeed in a moment.
   */
  transient: boolean;
  /** The upstream's actionable messages, when it gave any. */
  messages: readonly { error: string; resolution: string }[];
}

const DATA_RETRIEVAL_FAILED = "DATA_RETRIEVAL_FAILED";
const NO_DATA_REASONS = new Set([DATA_RETRIEVAL_FAILED, "NO_DATA_AVAILABLE"]);

/** The api's reason (a FailureCode of the schema, as refreshReport's ResourceLocked gives it). */
const NOT_READY: FailureCode = "REPORT_NOT_READY";

const messagesOf = (value: unknown): ReportFailure["messages"] =>
  Array.isArray(value)
    ? value.flatMap((m: unknown) => {
        const { error, resolution } = (m ?? {}) as { error?: unknown; resolution?: unknown };
        return typeof error === "string"
          ? [{ error, resolution: typeof resolution === "string" ? resolution : "" }]
          : [];
      })
    : [];

export function reportFailureOf(error: unknown): ReportFailure {
  if (CombinedGraphQLErrors.is(error) && error.errors.length) {
    const first = error.errors[0];
    const reason = typeof first.extensions?.reportError === "string" ? first.extensions.reportError : null;
    return {
      message: first.message,
      reason,
      meansNoData: reason !== null && NO_DATA_REASONS.has(reason),
      notReady: first.extensions?.reason === NOT_READY,
      transient: first.extensions?.code === "UPSTREAM_UNAVAILABLE",
      messages: messagesOf(first.extensions?.messages),
    };
  }
  const message = error instanceof Error ? error.message : "The report could not be loaded.";
  return { message, reason: null, meansNoData: false, notReady: false, transient: false, messages: [] };
}

/**
 * What a failed card's alert says. Of a data set not ready, the api's own words: which data set,
 * its status and what to do (the gateway's headline names only the report). A printed report
 * shows this, and the document's failure quotes it.
 */
export function failureText(failure: ReportFailure): string {
  const [first] = failure.messages;
  if (!failure.notReady || !first) return failure.message;
  return first.resolution ? `${first.error} ${first.resolution}` : first.error;
}

/**
 * What a failed report card says it is. On screen a report whose data could not be read is marked
 * as having no data (spec section 8); printed, it would be a page of a document that says nothing:
 * an error, so that the PDF fails, naming it, instead of being delivered (and kept) without it.
 */
export function failedCardState(failure: ReportFailure, print: boolean): "empty" | "error" {
  if (!failure.meansNoData) return "error";
  return print && failure.reason === DATA_RETRIEVAL_FAILED ? "error" : "empty";
}

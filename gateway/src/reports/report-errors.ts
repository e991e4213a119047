import type { GraphQLError } from "graphql";
import { gatewayError, type ActionableMessage, type ErrorCode } from "../errors/error-codes.ts";

/**
 * Why a report could not be shown (spec shell-and-reports section 8): `extensions.reportError`
 * next to `extensions.code`, and the error's `reason` as well, the finer code every error names.
 */
export type ReportErrorReason =
  | "REPORT_DICTIONARY_UNAVAILABLE"
  | "REPORT_TEMPLATE_UNAVAILABLE"
  | "DICTIONARY_UNAVAILABLE"
  | "API_PATH_NOT_FOUND"
  | "DATA_RETRIEVAL_FAILED"
  | "DATA_FORMAT_ERROR"
  | "NO_DATA_AVAILABLE";

export function reportError(
  code: ErrorCode,
  reason: ReportErrorReason,
  message: string,
  messages?: ActionableMessage[],
): GraphQLError {
  const error = gatewayError(code, message, { messages, reason });
  error.extensions.reportError = reason;
  return error;
}

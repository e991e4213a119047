import { GraphQLError } from "graphql";
import type { ActionableMessage } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { DocumentJobError } from "./document-job.ts";
import { log } from "../../logging/logger.ts";

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === "TimeoutError";

/**
 * The reasons behind a failed job that the user may read: the gateway's own errors (report data,
 * access, the api's messages) and the job's; anything unexpected is logged and not shown.
 */
export function failureOf(error: unknown): { messages: ActionableMessage[] } {
  if (error instanceof DocumentJobError) {
    return {
      messages: [
        { error: error.message, resolution: ERROR_TEXTS.documentFailedResolution },
        ...error.messages,
      ],
    };
  }
  if (error instanceof GraphQLError) {
    const given = (error.extensions?.messages as ActionableMessage[] | undefined) ?? [];
    return {
      messages: [{ error: error.message, resolution: ERROR_TEXTS.documentFailedResolution }, ...given],
    };
  }
  if (isTimeout(error)) {
    return { messages: [{ error: ERROR_TEXTS.documentTimedOut, resolution: ERROR_TEXTS.documentTryAgain }] };
  }
  log.error({ err: error }, "document job failed");
  return { messages: [] };
}

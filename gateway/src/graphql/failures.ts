import { GraphQLError } from "graphql";
import type { ActionableMessage, ErrorCode } from "../errors/error-codes.ts";

export type FailureType =
  | "DuplicateName"
  | "ValidationFailed"
  | "ResourceLocked"
  | "ResourceInUse"
  | "WorkflowRefused"
  | "NoChartsOfAccounts";

export interface FailureModel<K extends FailureType = FailureType> {
  __typename: K;
  message: string;
  messages: ActionableMessage[];
}

export interface FailureRule<K extends FailureType = FailureType> {
  /** CONFLICT (409) or BAD_USER_INPUT (400, 422): the only codes that are the user's to fix. */
  code: "CONFLICT" | "BAD_USER_INPUT";
  /** Matches the api's errorMessage; any message when omitted. */
  text?: string | RegExp;
  as: K;
  /** The headline from the spec's catalogue; the api's message when omitted. */
  headline?: string;
}

const codeOf = (error: GraphQLError) => error.extensions?.code as ErrorCode | undefined;

const matches = (rule: FailureRule<FailureType>, message: string) =>
  rule.text === undefined ||
  (typeof rule.text === "string" ? message.includes(rule.text) : rule.text.test(message));

/** Turns the expected REST failures of a write into typed results; anything else stays an error. */
export async function orFailure<T, K extends FailureType>(
  run: () => Promise<T>,
  rules: FailureRule<K>[],
): Promise<T | FailureModel<K>> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const rule = rules.find((r) => r.code === codeOf(error) && matches(r, error.message));
    if (!rule) throw error;
    return failure(rule.as, rule.headline ?? error.message, messagesOf(error));
  }
}

export function failure<K extends FailureType>(
  type: K,
  message: string,
  messages: ActionableMessage[] = [],
): FailureModel<K> {
  return {
    __typename: type,
    message,
    messages: messages.length ? messages : [{ error: message, resolution: "" }],
  };
}

function messagesOf(error: GraphQLError): ActionableMessage[] {
  const given = error.extensions?.messages as ActionableMessage[] | undefined;
  return given?.length ? given : [{ error: error.message, resolution: "" }];
}

/** Codes that mean "it went wrong on our side": the user sees the spec's text for the operation. */
const SERVER_SIDE = new Set<ErrorCode | undefined>([
  "INTERNAL_SERVER_ERROR",
  "UPSTREAM_UNAVAILABLE",
  "DATA_FORMAT_ERROR",
]);

/** Keeps the code and messages of a server-side failure but gives it the catalogue's text. */
export async function withErrorText<T>(text: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GraphQLError && SERVER_SIDE.has(codeOf(error))) {
      throw new GraphQLError(text, {
        extensions: { ...error.extensions, detail: error.message },
      });
    }
    throw error;
  }
}

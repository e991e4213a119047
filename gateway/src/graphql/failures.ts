import { GraphQLError } from "graphql";
import { gatewayError, type ActionableMessage, type ErrorCode } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { failureCodeOf, resolutionOf } from "../errors/failure-codes.ts";
import type { FailureCode } from "../generated/graphql.ts";

export type FailureType =
  | "DuplicateName"
  | "ValidationFailed"
  | "ResourceLocked"
  | "ResourceInUse"
  | "WorkflowRefused"
  | "NoChartsOfAccounts";

export interface FailureModel<K extends FailureType = FailureType> {
  __typename: K;
  code: FailureCode;
  message: string;
  messages: ActionableMessage[];
}

export interface FailureRule<K extends FailureType = FailureType> {
  /** The failure codes (from the api's `reason`) this rule turns into a typed result. */
  codes: readonly FailureCode[];
  as: K;
  /** The headline from the spec's catalogue; the api's message when omitted. */
  headline?: string;
}

/** Turns the expected REST failures of a write into typed results by reason; anything else stays an error. */
export async function orFailure<T, K extends FailureType>(
  run: () => Promise<T>,
  rules: FailureRule<K>[],
): Promise<T | FailureModel<K>> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const code = failureCodeOf(error.extensions?.reason);
    const rule = code && rules.find((r) => r.codes.includes(code));
    if (!code || !rule) throw error;
    return failure(rule.as, code, rule.headline ?? error.message, messagesOf(error, code));
  }
}

export function failure<K extends FailureType>(
  type: K,
  code: FailureCode,
  message: string,
  messages: ActionableMessage[] = [],
): FailureModel<K> {
  return {
    __typename: type,
    code,
    message,
    messages: (messages.length ? messages : [{ error: message, resolution: "" }]).map((m) => ({
      ...m,
      resolution: m.resolution || resolutionOf(code),
    })),
  };
}

function messagesOf(error: GraphQLError, code: FailureCode): ActionableMessage[] {
  const given = error.extensions?.messages as ActionableMessage[] | undefined;
  return given?.length ? given : [{ error: error.message, resolution: resolutionOf(code) }];
}

const codeOf = (error: GraphQLError) => error.extensions?.code as ErrorCode | undefined;

/** Codes that mean "it went wrong on our side": the user sees the spec's text for the operation. */
const SERVER_SIDE = new Set<ErrorCode | undefined>([
  "INTERNAL_SERVER_ERROR",
  "UPSTREAM_UNAVAILABLE",
  "DATA_FORMAT_ERROR",
]);

/** What a NOT_FOUND for an object asked for by an id argument says, and on which argument. */
export interface NotFound {
  /** The object and the id as sent, e.g. "No data set with id '…' that you may see." */
  text: string;
  /** The argument that named it, as sent: `id`, `ids[2]`, `reportDefinitionId`. */
  field: string;
  resolution: string;
}

/** The objects read by an id argument, as a NOT_FOUND says them. */
const LOOKED_UP = {
  DataSet: { text: ERROR_TEXTS.dataSetNotFound, objects: "data sets" },
  ReportDefinition: { text: ERROR_TEXTS.reportDefinitionNotFound, objects: "report definitions" },
} as const;

/**
 * A data set or report definition that `field` named, as sent (`asked`), and the caller may not
 * see; `key` is the field of the object the argument takes (`databaseId` for a link's number).
 */
export const notFoundOf = (
  type: keyof typeof LOOKED_UP,
  asked: string,
  field: string,
  key: "id" | "databaseId" = "id",
): NotFound => ({
  text: LOOKED_UP[type].text(asked),
  field,
  resolution: ERROR_TEXTS.sendIdFromList(field, key, LOOKED_UP[type].objects),
});

/**
 * NOT_FOUND saying, on the argument, what to send instead (`extensions.messages`, docs/api.md):
 * a report's NOT_FOUND named its reportDefinitionId while the definition's own field said
 * nothing (a consumer's review).
 */
export const notFoundError = ({ text, field, resolution }: NotFound) =>
  gatewayError("NOT_FOUND", text, { messages: [{ error: text, resolution, field }] });

/**
 * An object read by the id the caller sent, or NOT_FOUND said of it: the api's NOT_FOUND names
 * what the gateway asked it for (the client inside a global id: "No client with id '1'"), so it
 * is said again of the object and the id as sent.
 */
export async function readOrNotFound<T>(notFound: NotFound, read: () => Promise<T | null>): Promise<T> {
  let found: T | null;
  try {
    found = await read();
  } catch (error) {
    if (error instanceof GraphQLError && codeOf(error) === "NOT_FOUND") throw notFoundError(notFound);
    throw error;
  }
  if (found === null) throw notFoundError(notFound);
  return found;
}

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

/**
 * Names the consumer's input field in the messages of a failure the api gave for its own field
 * (a deprecated input field's new name, e.g. the api's `scopes[1]` as `permissions[1]`).
 */
export function renameFailureField<T>(answer: T, apiField: string, field: string): T {
  if (apiField === field || !isFailure(answer)) return answer;
  // In the texts too, where they name it as a path does: "scopes: must list …", "scopes[1]: …".
  const named = new RegExp(`(^|[\\s(])${apiField.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=[:[.])`, "g");
  const renamed = (text: string) => text.replace(named, `$1${field}`);
  const messages = answer.messages.map((m) =>
    m.field?.startsWith(apiField)
      ? {
          ...m,
          error: renamed(m.error),
          resolution: renamed(m.resolution),
          field: field + m.field.slice(apiField.length),
        }
      : m,
  );
  return { ...answer, message: renamed(answer.message), messages };
}

const isFailure = (answer: unknown): answer is FailureModel =>
  typeof answer === "object" && answer !== null && "messages" in answer && "code" in answer;

import { GraphQLError } from "graphql";
import { gatewayError, type ActionableMessage, type ErrorCode } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { failureCodeOf, resolutionOf } from "../errors/failure-codes.ts";
import type { FailureCode } from "../generated/graphql.ts";
import type { NodeType } from "./ids.ts";

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

/** Where a consumer finds the ids of each kind of object read by an id argument. */
const CLIENTS_LISTS = "a client's list of them";

/**
 * The objects read by an id argument, as a NOT_FOUND says them (`noun`, "No data set with id …")
 * and where to find an id the caller may send instead (`objects`, as `list` gives them).
 */
const LOOKED_UP = {
  Client: { noun: "client", objects: "clients", list: "`clients`" },
  DataSet: { noun: "data set", objects: "data sets", list: CLIENTS_LISTS },
  ReportDefinition: { noun: "report definition", objects: "report definitions", list: CLIENTS_LISTS },
  ChartOfAccounts: { noun: "chart of accounts", objects: "charts of accounts", list: CLIENTS_LISTS },
  Curve: { noun: "curve", objects: "curves", list: "`curves`" },
  Report: { noun: "report", objects: "reports", list: "a report definition's catalogue" },
  TableRow: { noun: "table row", objects: "table rows", list: "a report's table block" },
  NotificationMessage: { noun: "notification", objects: "notifications", list: "`recentNotifications`" },
  InfoMessage: { noun: "info message", objects: "info messages", list: "`infoMessages`" },
  ServiceAccount: { noun: "service account", objects: "service accounts", list: "`serviceAccounts`" },
  PersonalAccessToken: {
    noun: "personal access token",
    objects: "personal access tokens of yours",
    list: "`personalAccessTokens`",
  },
  User: { noun: "user", objects: "users", list: "their Viewer.id" },
} as const satisfies Record<NodeType | "User", { noun: string; objects: string; list: string }>;

/**
 * An object that `field` named, as sent (`asked`), and the caller may not see; `key` is the
 * field of the object the argument takes (`databaseId` for a link's number, `clientId` for a
 * service account).
 */
export const notFoundOf = (
  type: keyof typeof LOOKED_UP,
  asked: string,
  field: string,
  key = "id",
): NotFound => {
  const { noun, objects, list } = LOOKED_UP[type];
  return {
    text: ERROR_TEXTS.notFoundById(noun, asked),
    field,
    resolution: ERROR_TEXTS.sendIdFromList(field, key, objects, list),
  };
};

/** A document job that `field` named: of another person, never made, or expired (its own text). */
export const documentJobNotFoundOf = (field: string, id: string): NotFound => ({
  text: ERROR_TEXTS.documentJobNotFoundById(id),
  field,
  resolution: ERROR_TEXTS.sendDocumentJobId(field),
});

/**
 * NOT_FOUND saying, on the argument, what to send instead (`extensions.messages`, docs/api.md):
 * a report's NOT_FOUND named its reportDefinitionId while the definition's own field said
 * nothing (a consumer's review).
 */
export const notFoundError = ({ text, field, resolution }: NotFound) =>
  gatewayError("NOT_FOUND", text, { messages: [{ error: text, resolution, field }] });

/**
 * The field a NOT_FOUND's messages name: "" for one that names none, the api's for an id in its
 * path ("No client with id '1'"); undefined for any other error.
 */
export function notFoundField(error: unknown): string | undefined {
  if (!(error instanceof GraphQLError) || codeOf(error) !== "NOT_FOUND") return undefined;
  const messages = (error.extensions?.messages as ActionableMessage[] | undefined) ?? [];
  return messages.find((m) => m.field)?.field ?? "";
}

/**
 * A NOT_FOUND that says its own advice on a field (a page the package leaves out), said of `field`
 * instead: the argument that sent the id, where the field it named was never sent (node's).
 */
export function notFoundSaidOf(error: GraphQLError, field: string): GraphQLError {
  const messages = (error.extensions?.messages as ActionableMessage[] | undefined) ?? [];
  const advice = messages.find((m) => m.field) ?? messages[0];
  return notFoundError({ text: advice?.error ?? error.message, resolution: advice?.resolution ?? "", field });
}

/** A NOT_FOUND that does not say on which input (see notFoundField). */
export const isUnplacedNotFound = (error: unknown) => notFoundField(error) === "";

/**
 * An object read (or written) by the id the caller sent, or NOT_FOUND said of it: the api's
 * NOT_FOUND names what the gateway asked it for (the client inside a global id: "No client with
 * id '1'"), so it is said again of the object and the id as sent. One the api said of a field of
 * its body is said of the input that sent it (`byField`, by the api's field name); one of another
 * field is the api's own advice (a page a package leaves out, on reportDefinitionId), kept.
 */
export async function readOrNotFound<T>(
  notFound: NotFound,
  read: () => Promise<T | null>,
  byField: Record<string, NotFound> = {},
): Promise<T> {
  let found: T | null;
  try {
    found = await read();
  } catch (error) {
    const field = notFoundField(error);
    const said = field === "" ? notFound : field === undefined ? undefined : byField[field];
    if (said) throw notFoundError(said);
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

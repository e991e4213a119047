import { badUserInput, gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

/** The types a consumer refetches with `node(id:)`: each implements Node. */
export const NODE_TYPES = [
  "Client",
  "DataSet",
  "ReportDefinition",
  "ChartOfAccounts",
  "Curve",
  "Report",
  "TableRow",
  "NotificationMessage",
  "InfoMessage",
  "ServiceAccount",
  "PersonalAccessToken",
] as const;

export type NodeType = (typeof NODE_TYPES)[number];

const isNodeType = (name: string): name is NodeType => (NODE_TYPES as readonly string[]).includes(name);

/** Key parts are percent-encoded, so a ':' inside one never splits it. */
const SEPARATOR = ":";

/**
 * A global id: base64url of 'Type:key:...' (GraphQL Global Object Identification). Opaque to
 * consumers; the type and the key it needs to be read again (a data set's client and id, a
 * report's definition, page, year and trend choice).
 */
export function globalId(type: NodeType, ...key: (string | number)[]): string {
  const text = [type, ...key.map((part) => encodeURIComponent(String(part)))].join(SEPARATOR);
  return Buffer.from(text, "utf8").toString("base64url");
}

export interface GlobalKey {
  type: NodeType;
  key: string[];
}

const shown = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);

/** The type and key of a global id; BAD_USER_INPUT saying what is wrong otherwise. */
export function parseGlobalId(value: string, name = "id"): GlobalKey {
  const text = /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, "base64url").toString("utf8") : "";
  const [type = "", ...key] = text.split(SEPARATOR);
  if (!isNodeType(type) || key.length === 0 || key.some((part) => part === "")) {
    throw badUserInput(name, ERROR_TEXTS.notAGlobalId(name, shown(value)), ERROR_TEXTS.sendGlobalId(name));
  }
  try {
    return { type, key: key.map(decodeURIComponent) };
  } catch {
    throw badUserInput(name, ERROR_TEXTS.notAGlobalId(name, shown(value)), ERROR_TEXTS.sendGlobalId(name));
  }
}

/** BAD_USER_INPUT for a global id of this API's form whose key names no object it could have given. */
export const keyNamesNothing = (name: string, key: string) =>
  badUserInput(name, ERROR_TEXTS.globalIdKeyInvalid(name, key), ERROR_TEXTS.sendGlobalId(name));

/** The key of a global id of this type; BAD_USER_INPUT when it is another type's. */
export function keyOf(value: string, type: NodeType, name = "id"): string[] {
  const parsed = parseGlobalId(value, name);
  if (parsed.type !== type) {
    throw badUserInput(
      name,
      ERROR_TEXTS.globalIdOfOtherType(name, type, parsed.type),
      ERROR_TEXTS.sendIdOfType(name, type),
    );
  }
  return parsed.key;
}

/** The upstream REST APIs' ids are positive whole numbers. */
function wholeNumber(text: string, name: string, value: string): number {
  const id = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw badUserInput(name, ERROR_TEXTS.badId(name, value), ERROR_TEXTS.sendWholeNumber(name));
  }
  return id;
}

/** A legacy key: the REST id as the schema gave it before global ids (accepted until removal, docs/api.md). */
const isLegacyKey = (value: string) => /^\s*\d+\s*$/.test(value);

/**
 * The REST id an ID argument names: a global id of the type (its last key part), or, during the
 * deprecation period, the bare REST id the schema gave before.
 */
export function toId(value: string | number, type: NodeType, name = "id"): number {
  const text = String(value);
  if (typeof value === "number" || isLegacyKey(text)) return wholeNumber(text, name, text);
  const key = keyOf(text, type, name);
  return wholeNumber(key[key.length - 1] ?? "", name, text);
}

/**
 * The key of an id argument whose type's keys are text (a token's id, a service account's client
 * id): a global id of the type, or, during the deprecation period, the key the schema gave before.
 */
export function textKeyOf(value: string, type: NodeType, isLegacyText: (value: string) => boolean) {
  return isLegacyText(value) ? value : (keyOf(value, type)[0] ?? "");
}

/** What a lookup answers when the caller's lists hold no such object (or it is another's). */
export function nodeNotFound(type: NodeType): never {
  throw gatewayError("NOT_FOUND", ERROR_TEXTS.nodeNotFound(type));
}

export const optionalId = (value: string | null | undefined, type: NodeType, name: string) =>
  value === null || value === undefined ? undefined : toId(value, type, name);

/** The client a data set's or report definition's global id names; undefined for a legacy key. */
export function clientIdIn(value: string, type: "DataSet" | "ReportDefinition", name = "id") {
  if (isLegacyKey(value)) return undefined;
  return wholeNumber(keyOf(value, type, name)[0] ?? "", name, value);
}

/** A reference's global id, or null when the REST model has none. */
export function globalIdOrNull(
  type: NodeType,
  ...key: (string | number | null | undefined)[]
): string | null {
  if (key.some((part) => part === null || part === undefined || part === "")) return null;
  return globalId(type, ...(key as (string | number)[]));
}

/**
 * The client and id a data set or report definition argument names: its global id carries both;
 * an id of before global ids needs the (deprecated) clientId beside it.
 */
export function itemKeyOf(
  type: "DataSet" | "ReportDefinition",
  args: { id: string; clientId?: string | null },
  names = { id: "id", clientId: "clientId" },
): { clientId: number; id: number } {
  const id = toId(args.id, type, names.id);
  const named = clientIdIn(args.id, type, names.id);
  const given = args.clientId ? toId(args.clientId, "Client", names.clientId) : undefined;
  if (named !== undefined && given !== undefined && named !== given) {
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.clientIdDisagrees(names.clientId, names.id));
  }
  const clientId = named ?? given;
  if (clientId === undefined) throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.legacyIdNeedsClient(names.id));
  return { clientId, id };
}

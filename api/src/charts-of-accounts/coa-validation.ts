import { FOLDER_TYPE } from "@alm/engine";
import type { ActionableMessage } from "../http/envelope.ts";
import { badRequest, unprocessable } from "../http/http-error.ts";
import {
  checkOptionalFields,
  describeNode,
  isObject,
  Problems,
  readFlag,
  readId,
  readText,
} from "./coa-node-fields.ts";
import {
  type CoaNode,
  flagTags,
  FOLDER_TYPES,
  type FolderType,
  MAX_DEPTH,
  ROOT_ID,
} from "../chart-tree/coa-node.ts";

/** Far above any real chart (the demo has about a thousand nodes), far below the body limit. */
export const MAX_NODES = 20_000;
/** Enough to find the first mistakes without flooding the user. */
const MAX_MESSAGES = 25;

interface Walk {
  problems: Problems;
  ids: Map<string, string>;
  keys: Map<string, string>;
  count: number;
}

function readNode(
  raw: unknown,
  at: string,
  parent: CoaNode | null,
  order: number,
  walk: Walk,
): CoaNode | null {
  const { problems } = walk;
  if (++walk.count > MAX_NODES) return null;
  if (!isObject(raw)) {
    problems.add("shape", `${at} must be a node object.`, "Send nodes as { id, key, description, … }.");
    return null;
  }
  const where = describeNode(at, raw);
  const id = readId(raw.id);
  if (id === undefined) {
    problems.add("shape", `${where}.id must be a whole number or a short code.`, "Give every node an id.");
  } else {
    const seen = walk.ids.get(String(id));
    if (seen)
      problems.add("rules", `${where}.id ${id} is also used by ${seen}.`, "Give every node its own id.");
    else walk.ids.set(String(id), where);
  }
  const expectedParent = parent ? parent.id : null;
  if (parent) {
    const parentId = readId(raw.parentId);
    if (parentId === undefined) {
      problems.add(
        "shape",
        `${where}.parentId is missing or not an id.`,
        "Set parentId to the id of the node's parent.",
      );
    } else if (String(parentId) !== String(parent.id)) {
      problems.add(
        "rules",
        `${where}.parentId is ${parentId} but the node sits under ${parent.id}.`,
        "Set parentId to the id of the folder that contains the node.",
      );
    }
  } else if (raw.parentId !== undefined && raw.parentId !== null) {
    problems.add("rules", "The root node cannot have a parent.", "Set the root's parentId to null.");
  }
  if (!parent && id !== undefined && id !== ROOT_ID) {
    problems.add(
      "rules",
      `The root node's id must be ${ROOT_ID}, not ${id}.`,
      `Give the root id ${ROOT_ID}.`,
    );
  }
  const key = readText(raw, "key", where, problems);
  const description = readText(raw, "description", where, problems);
  if (key) {
    const seen = walk.keys.get(key.toLowerCase());
    if (seen) {
      problems.add(
        "rules",
        `${where}.key '${key}' is also used by ${seen}.`,
        "Positions attach by key: make keys unique.",
      );
    } else walk.keys.set(key.toLowerCase(), where);
  }
  const folderType = raw.folderType;
  if (typeof folderType !== "number") {
    problems.add(
      "shape",
      `${where}.folderType must be a number.`,
      "Use 2 (group), 4 (leaf) or 7 (total or special leaf).",
    );
  } else if (!FOLDER_TYPES.includes(folderType as FolderType)) {
    problems.add(
      "rules",
      `${where}.folderType ${folderType} is not a folder type.`,
      "Use 2 (group), 4 (leaf) or 7 (total or special leaf).",
    );
  }
  const children = raw.children ?? [];
  if (!Array.isArray(children)) {
    problems.add("shape", `${where}.children must be a list.`, "Send children as a list (empty for leaves).");
  }
  const list: unknown[] = Array.isArray(children) ? children : [];
  if (list.length > 0 && folderType !== FOLDER_TYPE.group) {
    problems.add(
      "rules",
      `${where} has children but is not a group (folderType 2).`,
      "Make it folderType 2 or move its children.",
    );
  }
  if (!parent && folderType !== FOLDER_TYPE.group) {
    problems.add("rules", "The root node must be a group (folderType 2).", "Set the root's folderType to 2.");
  }
  checkOptionalFields(raw, where, problems);
  const depth = parent ? parent.depth + 1 : 0;
  if (depth > MAX_DEPTH) {
    problems.add(
      "rules",
      `${where} is ${depth} levels deep; the most is ${MAX_DEPTH}.`,
      "Move it to a shallower folder.",
    );
  }
  const node: CoaNode = {
    id: id ?? ROOT_ID,
    parentId: expectedParent,
    hLevel: depth,
    depth,
    order,
    key,
    description,
    folderType: (folderType as FolderType) ?? 2,
    rollUp: readFlag(raw, "rollUp", where, problems),
    nevVisible: readFlag(raw, "nevVisible", where, problems),
    niiVisible: readFlag(raw, "niiVisible", where, problems),
    tags: [],
    children: [],
  };
  node.tags = flagTags(node);
  if (depth <= MAX_DEPTH) {
    node.children = list.flatMap(
      (child, i) => readNode(child, `${at}.children[${i}]`, node, i + 1, walk) ?? [],
    );
  }
  return node;
}

const limited = (messages: ActionableMessage[]) =>
  messages.length > MAX_MESSAGES
    ? [
        ...messages.slice(0, MAX_MESSAGES),
        {
          error: `… and ${messages.length - MAX_MESSAGES} more problems.`,
          resolution: "Fix the ones above first.",
        },
      ]
    : messages;

/**
 * Reads a chart of accounts tree sent by a client: 400 when it is not shaped like one,
 * 422 when it breaks a rule (ids, keys, parents, folder types, depth). Levels, order and
 * tags are derived from the structure, so the stored tree is always consistent.
 */
export function parseCoaTree(input: unknown, field = "coa"): CoaNode {
  if (!isObject(input)) {
    throw badRequest("INVALID_BODY", `${field} is required: the root node of the chart of accounts.`, [
      {
        field,
        error: `${field} is missing or not a node.`,
        resolution: `Send ${field} as the tree's root node with its children.`,
      },
    ]);
  }
  const walk: Walk = { problems: new Problems(), ids: new Map(), keys: new Map(), count: 0 };
  const root = readNode(input, field, null, 1, walk);
  const { shape, rules } = walk.problems;
  if (walk.count > MAX_NODES) {
    throw unprocessable("VALIDATION_FAILED", `The chart of accounts has more than ${MAX_NODES} nodes.`, [
      { error: `More than ${MAX_NODES} nodes.`, resolution: "Split the chart or merge folders.", field },
    ]);
  }
  if (shape.length)
    throw badRequest(
      "INVALID_BODY",
      `The chart of accounts is not valid: ${shape[0]?.error}`,
      limited(shape),
    );
  if (root && root.children.length === 0) {
    rules.push({
      error: "The chart of accounts has no folders.",
      resolution: "Add sections such as Assets and Liability.",
    });
  }
  if (rules.length || !root)
    throw unprocessable(
      "VALIDATION_FAILED",
      `The chart of accounts breaks a rule: ${rules[0]?.error}`,
      limited(rules),
    );
  return root;
}

import { gatewayError } from "../errors/error-codes.ts";
import type { ChartOfAccountsNodeInput } from "../generated/graphql.ts";
import type { CoaNodeModel } from "../models/analysis-models.ts";

const nodeId = (id: string): number | string => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * The api takes the tree nested; GraphQL clients send it flat (inputs cannot recurse without
 * a depth limit). Levels, depth and tags are the api's to derive, so they start empty here.
 */
export function nestCoaNodes(nodes: readonly ChartOfAccountsNodeInput[]): CoaNodeModel {
  const byId = new Map<string, CoaNodeModel>();
  for (const [i, n] of nodes.entries()) {
    if (byId.has(n.id)) throw gatewayError("BAD_USER_INPUT", `nodes: the id '${n.id}' is given twice.`);
    byId.set(n.id, {
      id: nodeId(n.id),
      parentId: n.parentId === null || n.parentId === undefined ? null : nodeId(n.parentId),
      hLevel: 0,
      depth: 0,
      order: n.order ?? i + 1,
      key: n.key,
      description: n.description,
      folderType: n.folderType,
      rollUp: n.rollUp,
      nevVisible: n.nevVisible,
      niiVisible: n.niiVisible,
      tags: [],
      children: [],
    });
  }
  const roots: CoaNodeModel[] = [];
  for (const n of nodes) {
    const node = byId.get(n.id) as CoaNodeModel;
    if (n.parentId === null || n.parentId === undefined) {
      roots.push(node);
      continue;
    }
    const parent = byId.get(n.parentId);
    if (!parent)
      throw gatewayError(
        "BAD_USER_INPUT",
        `nodes: '${n.id}' names a parent '${n.parentId}' that is not in the list.`,
      );
    parent.children.push(node);
  }
  if (roots.length !== 1) {
    throw gatewayError(
      "BAD_USER_INPUT",
      `nodes: exactly one root (parentId null) is needed; ${roots.length} were given.`,
    );
  }
  for (const node of byId.values()) node.children.sort((a, b) => a.order - b.order);
  return roots[0] as CoaNodeModel;
}

/**
 * Where a key moves in a tree view (WAI-ARIA Authoring Practices, "Tree View"): pure, so that
 * the rules are tested without a browser; use-roving-tree.ts applies them to the DOM.
 */

/** One node, listed depth first (a parent before its children, in the order they are shown). */
export interface TreeNode {
  id: string;
  parentId: string | null;
  /** Has children: Right and Left open and close it. */
  expandable: boolean;
  /** What type-ahead matches. */
  label: string;
}

export type TreeAction =
  | { kind: "focus"; id: string }
  | { kind: "expand"; id: string; expanded: boolean }
  | { kind: "activate"; id: string }
  | { kind: "check"; id: string }
  | { kind: "none" };

/** The nodes a reader sees: those whose ancestors are all expanded. */
export function visibleNodes(nodes: readonly TreeNode[], expanded: ReadonlySet<string>): TreeNode[] {
  const shown = new Set<string>();
  return nodes.filter((n) => {
    const visible = n.parentId === null || (shown.has(n.parentId) && expanded.has(n.parentId));
    if (visible) shown.add(n.id);
    return visible;
  });
}

/**
 * The node that holds the tree's one Tab stop: the one last focused, else `fallback` (the open
 * report), else the first; of a node a closed branch hides, its nearest shown ancestor.
 */
export function activeNode(
  nodes: readonly TreeNode[],
  visible: readonly TreeNode[],
  chosen: string | null,
  fallback: string | null,
): string | null {
  const shown = new Set(visible.map((n) => n.id));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (let id = chosen ?? fallback; id !== null; id = byId.get(id)?.parentId ?? null)
    if (shown.has(id)) return id;
  return visible[0]?.id ?? null;
}

export interface KeyInput {
  key: string;
  /** With Ctrl, Alt or Meta: the browser's or the screen reader's, not the tree's. */
  modified: boolean;
}

/** What a key does on the focused node `id`; printable keys are type-ahead's (see typeAhead). */
export function treeKeyAction(
  visible: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  id: string,
  { key, modified }: KeyInput,
): TreeAction {
  const index = visible.findIndex((n) => n.id === id);
  const node = visible[index];
  if (!node || modified) return { kind: "none" };
  const focus = (target: TreeNode | undefined): TreeAction =>
    target ? { kind: "focus", id: target.id } : { kind: "none" };
  const open = node.expandable && expanded.has(node.id);
  switch (key) {
    case "ArrowDown":
      return focus(visible[index + 1]);
    case "ArrowUp":
      return focus(visible[index - 1]);
    case "Home":
      return focus(visible[0]);
    case "End":
      return focus(visible[visible.length - 1]);
    case "ArrowRight":
      if (!node.expandable) return { kind: "none" };
      return open ? focus(visible[index + 1]) : { kind: "expand", id, expanded: true };
    case "ArrowLeft":
      if (open) return { kind: "expand", id, expanded: false };
      return focus(visible.find((n) => n.id === node.parentId));
    case "Enter":
      // A branch's default action is to open or close it; a leaf's is the node's own.
      return node.expandable ? { kind: "expand", id, expanded: !open } : { kind: "activate", id };
    case " ":
      return { kind: "check", id };
    default:
      return { kind: "none" };
  }
}

/**
 * Type-ahead: the next shown node after `id` (wrapping round) whose label starts with what was
 * typed; one letter typed again and again steps through the nodes starting with it.
 */
export function typeAhead(visible: readonly TreeNode[], id: string, typed: string): string | null {
  const text = typed.toLocaleLowerCase();
  const repeated = text.length > 1 && [...text].every((c) => c === text[0]);
  const prefix = repeated ? text[0] : text;
  const start = visible.findIndex((n) => n.id === id);
  // A word being typed may still match the focused node; a new letter looks past it.
  const from = text.length > 1 && !repeated ? start : start + 1;
  for (let i = 0; i < visible.length; i++) {
    const node = visible[(from + i) % visible.length];
    if (node?.label.toLocaleLowerCase().startsWith(prefix)) return node.id;
  }
  return null;
}

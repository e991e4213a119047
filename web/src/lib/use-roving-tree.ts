import { useCallback, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { activeNode, treeKeyAction, typeAhead, visibleNodes, type TreeNode } from "./tree-navigation.ts";

/** Letters typed within this long of each other make one word for type-ahead. */
const TYPE_AHEAD_MS = 700;

interface Options {
  /** Every node, depth first. */
  nodes: readonly TreeNode[];
  expanded: ReadonlySet<string>;
  onExpandedChange(id: string, expanded: boolean): void;
  /** Enter on a leaf. */
  onActivate(id: string): void;
  /** Space: ticks or clears the node. */
  onCheck?(id: string): void;
  /** The node that holds the Tab stop until the reader focuses another (the open one). */
  defaultActiveId: string | null;
}

export interface RovingTree {
  /** The node holding the Tab stop. */
  activeId: string | null;
  /** Spread on the element with role tree: keys and focus are handled there for every node. */
  treeProps: {
    role: "tree";
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
    onFocus(event: FocusEvent<HTMLElement>): void;
  };
  /** Spread on each node's element (role treeitem). */
  itemProps(id: string): { role: "treeitem"; tabIndex: 0 | -1; ref(el: HTMLElement | null): void };
}

/**
 * A tree view with one Tab stop (roving tabindex): the tree is reached with one Tab, and Up,
 * Down, Home, End, Right, Left, Enter, Space and type-ahead move and act inside it, as the WAI-ARIA
 * tree view pattern describes. Nodes nest (a group inside its parent's element), so keys and focus
 * are handled once, on the tree, for the node they come from.
 */
export function useRovingTree({
  nodes,
  expanded,
  onExpandedChange,
  onActivate,
  onCheck,
  defaultActiveId,
}: Options): RovingTree {
  const visible = useMemo(() => visibleNodes(nodes, expanded), [nodes, expanded]);
  // The node last focused, while the default is the one it was focused under: when another node
  // becomes the default (a report opened by a link or the address), the Tab stop goes to it.
  const [focused, setFocused] = useState<{ id: string; under: string | null } | null>(null);
  const chosen = focused?.under === defaultActiveId ? focused.id : null;
  const activeId = activeNode(nodes, visible, chosen, defaultActiveId);
  const elements = useRef(new Map<string, HTMLElement>());
  const typed = useRef({ text: "", at: 0 });

  const idOf = useCallback((target: EventTarget) => {
    const item = target instanceof Element ? target.closest('[role="treeitem"]') : null;
    for (const [id, el] of elements.current) if (el === item) return id;
    return null;
  }, []);

  // Moves go to shown nodes, which are drawn: focusing one makes it the active one (onFocus).
  const move = useCallback((id: string) => elements.current.get(id)?.focus(), []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const id = idOf(event.target);
      // Keys typed into a control inside a node are that control's.
      if (id === null || event.target !== elements.current.get(id)) return;
      const modified = event.ctrlKey || event.altKey || event.metaKey;
      const action = treeKeyAction(visible, expanded, id, { key: event.key, modified });
      if (action.kind === "none") {
        if (modified || event.key.length !== 1 || event.key === " ") return;
        const now = event.timeStamp;
        const text = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : "") + event.key;
        typed.current = { text, at: now };
        const found = typeAhead(visible, id, text);
        if (found !== null) move(found);
        event.preventDefault();
        return;
      }
      event.preventDefault();
      if (action.kind === "focus") move(action.id);
      else if (action.kind === "expand") onExpandedChange(action.id, action.expanded);
      else if (action.kind === "activate") onActivate(action.id);
      else if (action.kind === "check") onCheck?.(action.id);
    },
    [idOf, visible, expanded, move, onExpandedChange, onActivate, onCheck],
  );

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const id = idOf(event.target);
      if (id !== null) setFocused({ id, under: defaultActiveId });
    },
    [idOf, defaultActiveId],
  );

  // One ref callback per node for good: a memoised node is not drawn again for a new one.
  const refs = useRef(new Map<string, (el: HTMLElement | null) => void>());
  const itemProps = useCallback(
    (id: string) => {
      let ref = refs.current.get(id);
      if (!ref) {
        ref = (el: HTMLElement | null) => {
          if (el) elements.current.set(id, el);
          else elements.current.delete(id);
        };
        refs.current.set(id, ref);
      }
      return { role: "treeitem" as const, tabIndex: id === activeId ? (0 as const) : (-1 as const), ref };
    },
    [activeId],
  );

  return { activeId, treeProps: { role: "tree", onKeyDown, onFocus }, itemProps };
}

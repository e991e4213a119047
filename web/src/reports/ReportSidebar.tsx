import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import { alpha, type SxProps, type Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { memo, useCallback, useId, useMemo, useState, type ReactNode } from "react";
import { Icon } from "../lib/icons.tsx";
import { checkedState, type Checked } from "../lib/report-selection.ts";
import { useRovingTree } from "../lib/use-roving-tree.ts";
import {
  categoryNodeId,
  entryNodeId,
  pageNodeId,
  reportTree,
  type SidebarCatalogue,
  type SidebarEntryData,
} from "./report-tree.ts";

export type { SidebarCatalogue } from "./report-tree.ts";

/** The tree's id: the skip link "Skip to report list" leads to it. */
export const REPORT_TREE_ID = "report-list";

interface Props {
  catalogue: SidebarCatalogue;
  openKey: string | null;
  checked: ReadonlySet<string>;
  onOpen(entry: SidebarEntryData): void;
  onCheck(keys: readonly string[], on: boolean): void;
}

const NewTag = ({ id }: { id: string }) => (
  <Chip id={id} label="NEW" color="primary" size="small" sx={{ ml: 1, height: 18, fontSize: 11 }} />
);

/**
 * The tick box of a node, for the mouse: the node itself carries the state (aria-checked) and
 * Space ticks it, so the box is neither a Tab stop nor announced twice.
 */
function TickBox({ state, onChange }: { state: Checked; onChange(on: boolean): void }) {
  return (
    <Checkbox
      size="small"
      checked={state === "all"}
      indeterminate={state === "some"}
      tabIndex={-1}
      aria-hidden
      // Focus stays on the tree's node; a tick is not an open.
      onMouseDown={(e) => e.preventDefault()}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => onChange(e.target.checked)}
      sx={{ p: 0.5 }}
    />
  );
}

const ariaChecked = (state: Checked) => (state === "all" ? "true" : state === "some" ? "mixed" : "false");

/** A node's own line: hover and the open report's shading, and the focus ring of the node. */
const rowSx = (indent: number, selected = false): SxProps<Theme> => ({
  display: "flex",
  alignItems: "center",
  minHeight: 32,
  pl: indent,
  pr: 1,
  borderRadius: 1,
  cursor: "pointer",
  bgcolor: (t) => (selected ? alpha(t.palette.primary.main, t.palette.action.selectedOpacity) : undefined),
  "&:hover": { bgcolor: "action.hover" },
});

/** A level's indent (spacing units): the width of a branch's arrow, so a child's box sits under its parent's. */
const INDENT = 2.5;

const FOCUS_RING = { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 };

interface EntryProps {
  entry: SidebarEntryData;
  indent: number;
  checked: boolean;
  selected: boolean;
  tabIndex: 0 | -1;
  itemRef(el: HTMLElement | null): void;
  onOpen(entry: SidebarEntryData): void;
  onCheck(keys: readonly string[], on: boolean): void;
}

/** One report of the list; re-rendered only when it is opened, left, ticked or focused (a list has ~100). */
const SidebarEntry = memo(function SidebarEntry({
  entry,
  indent,
  checked,
  selected,
  tabIndex,
  itemRef,
  onOpen,
  onCheck,
}: EntryProps) {
  const labelId = useId();
  const newId = useId();
  return (
    <Box
      component="li"
      role="treeitem"
      ref={itemRef}
      tabIndex={tabIndex}
      aria-labelledby={entry.isNew ? `${labelId} ${newId}` : labelId}
      aria-current={selected ? "page" : undefined}
      aria-checked={checked}
      onClick={() => onOpen(entry)}
      sx={{ ...rowSx(indent, selected), "&:focus-visible": FOCUS_RING }}
    >
      <TickBox state={checked ? "all" : "none"} onChange={(on) => onCheck([entry.key], on)} />
      <Typography id={labelId} variant="body2" sx={{ py: 0.5 }}>
        {entry.label}
      </Typography>
      {entry.isNew && <NewTag id={newId} />}
    </Box>
  );
});

interface BranchProps {
  label: string;
  isNew?: boolean;
  indent: number;
  open: boolean;
  /** Ticks all under it. */
  tick: { state: Checked; onChange(on: boolean): void };
  item: { role: "treeitem"; tabIndex: 0 | -1; ref(el: HTMLElement | null): void };
  onToggle(): void;
  children: ReactNode;
}

/** A category, or an NII page with its years: a line that opens and closes the group under it. */
function Branch({ label, isNew, indent, open, tick, item, onToggle, children }: BranchProps) {
  const labelId = useId();
  const newId = useId();
  return (
    <Box
      component="li"
      {...item}
      aria-labelledby={isNew ? `${labelId} ${newId}` : labelId}
      aria-expanded={open}
      aria-checked={ariaChecked(tick.state)}
      sx={{ "&:focus-visible": { outline: "none" }, "&:focus-visible > .report-tree-row": FOCUS_RING }}
    >
      <Box className="report-tree-row" onClick={onToggle} sx={rowSx(indent)}>
        <Icon
          name="expandMore"
          fontSize="small"
          sx={{ transform: open ? undefined : "rotate(-90deg)", color: "text.secondary" }}
        />
        <TickBox state={tick.state} onChange={tick.onChange} />
        <Typography id={labelId} variant="body2" sx={{ py: 0.5, fontWeight: indent === 0 ? 600 : 400 }}>
          {label}
        </Typography>
        {isNew && <NewTag id={newId} />}
      </Box>
      {open && (
        <Box component="ul" role="group" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {children}
        </Box>
      )}
    </Box>
  );
}

/**
 * Reports grouped by category, NII pages listing 'Year n' entries, as a tree view: one Tab stop,
 * arrows to move, Right and Left to open and close, Enter to open a report, Space to tick it
 * (ticked reports print and email together).
 */
export function ReportSidebar({ catalogue, openKey, checked, onOpen, onCheck }: Props) {
  const model = useMemo(() => reportTree(catalogue), [catalogue]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const expanded = useMemo(() => new Set(model.branches.filter((b) => !closed.has(b))), [model, closed]);
  const setOpen = useCallback(
    (id: string, open: boolean) =>
      setClosed((prev) => {
        const next = new Set(prev);
        if (open) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const tree = useRovingTree({
    nodes: model.nodes,
    expanded,
    onExpandedChange: setOpen,
    onActivate: (id) => {
      const entry = model.entries.get(id);
      if (entry) onOpen(entry);
    },
    onCheck: (id) => {
      const keys = model.keys.get(id) ?? [];
      onCheck(keys, checkedState(keys, checked) !== "all");
    },
    defaultActiveId: openKey === null ? null : entryNodeId(openKey),
  });

  const leaf = (entry: SidebarEntryData, indent: number) => {
    const id = entryNodeId(entry.key);
    const { tabIndex, ref } = tree.itemProps(id);
    return (
      <SidebarEntry
        key={entry.key}
        entry={entry}
        indent={indent}
        checked={checked.has(entry.key)}
        selected={entry.key === openKey}
        tabIndex={tabIndex}
        itemRef={ref}
        onOpen={onOpen}
        onCheck={onCheck}
      />
    );
  };
  return (
    <Box component="nav" aria-label="Reports" sx={{ overflowY: "auto" }}>
      <Box
        component="ul"
        id={REPORT_TREE_ID}
        aria-label="Reports"
        {...tree.treeProps}
        sx={{ listStyle: "none", m: 0, p: 0 }}
      >
        {catalogue.categories.map((category) => {
          const id = categoryNodeId(category.id);
          const keys = model.keys.get(id) ?? [];
          return (
            <Branch
              key={id}
              label={category.description}
              indent={0}
              open={expanded.has(id)}
              tick={{ state: checkedState(keys, checked), onChange: (on) => onCheck(keys, on) }}
              item={tree.itemProps(id)}
              onToggle={() => setOpen(id, !expanded.has(id))}
            >
              {category.pages.map((page) => {
                if (!page.hasNiiReports) return page.entries.map((e) => leaf(e, INDENT));
                const pageId = pageNodeId(page.id);
                const years = model.keys.get(pageId) ?? [];
                return (
                  <Branch
                    key={pageId}
                    label={page.description}
                    isNew={page.isNew}
                    indent={INDENT}
                    open={expanded.has(pageId)}
                    tick={{ state: checkedState(years, checked), onChange: (on) => onCheck(years, on) }}
                    item={tree.itemProps(pageId)}
                    onToggle={() => setOpen(pageId, !expanded.has(pageId))}
                  >
                    {page.entries.map((e) => leaf(e, 2 * INDENT))}
                  </Branch>
                );
              })}
            </Branch>
          );
        })}
      </Box>
    </Box>
  );
}

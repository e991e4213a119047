import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { memo } from "react";
import { checkedState } from "../lib/report-selection.ts";

interface Entry {
  key: string;
  reportId: number;
  year?: number | null;
  label: string;
  isNew: boolean;
}
interface Page {
  id: number;
  description: string;
  isNew: boolean;
  hasNiiReports: boolean;
  entries: readonly Entry[];
}
export interface SidebarCatalogue {
  categories: readonly { id: number; description: string; pages: readonly Page[] }[];
}

interface Props {
  catalogue: SidebarCatalogue;
  openKey: string | null;
  checked: ReadonlySet<string>;
  onOpen(entry: Entry): void;
  onCheck(keys: readonly string[], on: boolean): void;
}

const NewTag = () => (
  <Chip label="NEW" color="primary" size="small" sx={{ ml: 1, height: 18, fontSize: 11 }} />
);

interface EntryProps {
  entry: Entry;
  label: string;
  indent: number;
  checked: boolean;
  selected: boolean;
  onOpen(entry: Entry): void;
  onCheck(keys: readonly string[], on: boolean): void;
}

/** One report of the list; re-rendered only when it is opened, left or ticked (a list has ~100). */
const SidebarEntry = memo(function SidebarEntry({
  entry,
  label,
  indent,
  checked,
  selected,
  onOpen,
  onCheck,
}: EntryProps) {
  return (
    <ListItem disablePadding sx={{ pl: indent }}>
      <Checkbox
        size="small"
        checked={checked}
        onChange={(e) => onCheck([entry.key], e.target.checked)}
        slotProps={{ input: { "aria-label": `Select ${label}` } }}
      />
      <ListItemButton
        selected={selected}
        aria-current={selected ? "page" : undefined}
        onClick={() => onOpen(entry)}
        sx={{ py: 0.25 }}
      >
        <ListItemText primary={entry.label} slotProps={{ primary: { variant: "body2" } }} />
        {entry.isNew && <NewTag />}
      </ListItemButton>
    </ListItem>
  );
});

/** Reports grouped by category; NII pages list 'Year n' entries; checkboxes pick several. */
export function ReportSidebar({ catalogue, openKey, checked, onOpen, onCheck }: Props) {
  const row = (entry: Entry, label: string, indent: number) => (
    <SidebarEntry
      key={entry.key}
      entry={entry}
      label={label}
      indent={indent}
      checked={checked.has(entry.key)}
      selected={entry.key === openKey}
      onOpen={onOpen}
      onCheck={onCheck}
    />
  );
  return (
    <Box component="nav" aria-label="Reports" sx={{ overflowY: "auto" }}>
      <List dense disablePadding>
        {catalogue.categories.map((category) => {
          const keys = category.pages.flatMap((p) => p.entries.map((e) => e.key));
          const state = checkedState(keys, checked);
          return (
            <li key={category.id}>
              <List dense disablePadding>
                <ListSubheader sx={{ display: "flex", alignItems: "center", px: 0, lineHeight: "36px" }}>
                  <Checkbox
                    size="small"
                    checked={state === "all"}
                    indeterminate={state === "some"}
                    onChange={(e) => onCheck(keys, e.target.checked)}
                    slotProps={{ input: { "aria-label": `Select all of ${category.description}` } }}
                  />
                  {category.description}
                </ListSubheader>
                {category.pages.map((page) =>
                  page.hasNiiReports ? (
                    <li key={page.id}>
                      <Box sx={{ pl: 2, py: 0.5, display: "flex", alignItems: "center" }}>
                        <ListItemText
                          primary={page.description}
                          slotProps={{ primary: { variant: "body2" } }}
                        />
                        {page.isNew && <NewTag />}
                      </Box>
                      <List dense disablePadding>
                        {page.entries.map((e) => row(e, `${page.description} ${e.label}`, 3))}
                      </List>
                    </li>
                  ) : (
                    page.entries.map((e) => row(e, e.label, 1))
                  ),
                )}
              </List>
            </li>
          );
        })}
      </List>
    </Box>
  );
}

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { Icon } from "../lib/icons.tsx";
import { KIND_LABELS, type ChangeKind } from "./change-fields.ts";
import { unclaimedErrors, type ChangeDraft, type FieldErrors } from "./change-inputs.ts";
import { ChangeEditor } from "./ChangeEditor.tsx";
import type { GroupChoices } from "./group-options.ts";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";

/** The what-if's changes, in the order they apply: add, edit and remove. */
export function ChangesList({
  drafts,
  groups,
  errors,
  onAdd,
  onChange,
  onRemove,
}: {
  drafts: readonly ChangeDraft[];
  groups: GroupChoices;
  errors: FieldErrors;
  onAdd(kind: ChangeKind): void;
  onChange(index: number, values: ChangeDraft["values"]): void;
  onRemove(index: number): void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const section = useRef<HTMLElement>(null);
  // A change just added takes the focus to its first field: it went back to Add a change, and the
  // next Tab skipped the new change's fields for Run (a CFO's review).
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (!added) return;
    const changes = section.current?.querySelectorAll<HTMLElement>("section");
    const last = changes?.[changes.length - 1];
    last?.querySelector<HTMLElement>('input:not([type="hidden"]), [role="combobox"], textarea')?.focus();
  }, [added]);
  // A change removed takes the focus to the change now in its place (else the one before, else Add
  // a change): it fell to the page with the button removed (a CFO's review).
  const [removed, setRemoved] = useState<{ index: number } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!removed) return;
    const changes = [...(section.current?.querySelectorAll<HTMLElement>("section") ?? [])];
    const near = changes[removed.index] ?? changes[removed.index - 1];
    (near?.querySelector<HTMLElement>('button[aria-label^="Remove change"]') ?? addButton.current)?.focus();
  }, [removed]);
  const general = unclaimedErrors(errors, drafts).filter((m, i, all) => all.indexOf(m) === i);
  return (
    <Stack ref={section} component="section" aria-labelledby="changes-title" spacing={2}>
      <Typography id="changes-title" component="h2" variant="h6">
        {T.changes}
      </Typography>
      {general.length > 0 && (
        <Alert severity="error" role="alert">
          {general.join(" ")}
        </Alert>
      )}
      {!drafts.length && (
        <Typography variant="body2" color="text.secondary">
          {T.noChanges}
        </Typography>
      )}
      {drafts.map((draft, index) => (
        <ChangeEditor
          key={draft.key}
          index={index}
          draft={draft}
          groups={groups}
          errors={errors}
          onChange={(values) => onChange(index, values)}
          onRemove={() => {
            onRemove(index);
            setRemoved({ index });
          }}
        />
      ))}
      <div>
        <Button
          ref={addButton}
          variant="outlined"
          startIcon={<Icon name="add" />}
          aria-haspopup="menu"
          onClick={(e) => setMenu(e.currentTarget)}
        >
          {T.addChange}
        </Button>
        <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)} disableRestoreFocus>
          {(Object.keys(KIND_LABELS) as ChangeKind[]).map((kind) => (
            <MenuItem
              key={kind}
              onClick={() => {
                setMenu(null);
                onAdd(kind);
                setAdded((n) => n + 1);
              }}
            >
              {KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </Menu>
      </div>
    </Stack>
  );
}

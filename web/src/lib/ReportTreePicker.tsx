import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Collapse from "@mui/material/Collapse";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { useMemo, useState } from "react";
import { type FragmentType, getFragmentData, graphql } from "../generated/index.ts";
import { ExpandButton, toggled } from "./ExpandButton.tsx";
import { allKeys, checkedState, toggleKeys } from "./report-selection.ts";

const ReportTreePickerFragment = graphql(`
  fragment ReportTreePicker_catalogue on ReportCatalogue {
    categories {
      id
      description
      pages {
        id
        description
        isNew
        hasNiiReports
        entries {
          key
          label
          isNew
        }
      }
    }
  }
`);

interface Props {
  catalogue: FragmentType<typeof ReportTreePickerFragment>;
  label: string;
  value: readonly string[];
  onChange(keys: string[]): void;
  disabled?: boolean;
  required?: boolean;
  error?: string;
}

/** The two-level report catalogue as checkboxes; NII pages list one entry per projection year. */
export function ReportTreePicker({ catalogue, label, value, onChange, disabled, required, error }: Props) {
  const data = getFragmentData(ReportTreePickerFragment, catalogue);
  const order = useMemo(() => allKeys(data), [data]);
  const selected = useMemo(() => new Set(value), [value]);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (keys: string[], on: boolean) => onChange(toggleKeys(order, value, keys, on));

  const box = (keys: string[], text: string, isNew = false) => {
    const state = checkedState(keys, selected);
    return (
      <FormControlLabel
        disabled={disabled}
        label={
          <>
            {text}
            {isNew && <Chip label="NEW" size="small" color="primary" sx={{ ml: 1, height: 18 }} />}
          </>
        }
        control={
          <Checkbox
            size="small"
            checked={state === "all"}
            indeterminate={state === "some"}
            onChange={(e) => toggle(keys, e.target.checked)}
          />
        }
      />
    );
  };

  return (
    <FormControl component="fieldset" error={!!error} required={required} fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      {/* An alert: a refused Save takes the focus to it (use-focus-first-problem.ts), the boxes following. */}
      {error && <FormHelperText role="alert">{error}</FormHelperText>}
      {data.categories.map((c) => {
        const keys = c.pages.flatMap((p) => p.entries.map((e) => e.key));
        const expanded = open.has(c.id);
        return (
          <Box key={c.id} role="group" aria-label={c.description}>
            <Box sx={{ display: "flex", alignItems: "center" }}>
              <ExpandButton
                open={expanded}
                label={c.description}
                onToggle={() => setOpen(toggled(open, c.id))}
              />
              {box(keys, `${c.description} (${keys.filter((k) => selected.has(k)).length}/${keys.length})`)}
            </Box>
            <Collapse in={expanded} unmountOnExit>
              <Box sx={{ pl: 5, display: "flex", flexDirection: "column" }}>
                {c.pages.map((p) =>
                  p.hasNiiReports ? (
                    <Box key={p.id}>
                      {box(
                        p.entries.map((e) => e.key),
                        p.description,
                        p.isNew,
                      )}
                      <Box sx={{ pl: 4, display: "flex", flexWrap: "wrap" }}>
                        {p.entries.map((e) => (
                          <Box key={e.key}>{box([e.key], `${e.label}`, false)}</Box>
                        ))}
                      </Box>
                    </Box>
                  ) : (
                    <Box key={p.id}>
                      {box(
                        p.entries.map((e) => e.key),
                        p.description,
                        p.isNew,
                      )}
                    </Box>
                  ),
                )}
              </Box>
            </Collapse>
          </Box>
        );
      })}
    </FormControl>
  );
}

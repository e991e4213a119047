import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { COUNTERPARTS } from "./change-fields.ts";
import type { FieldErrors } from "./change-inputs.ts";
import { COMMON_STARTS, RATINGS, TARGETS, type GoalSeekDraft, type TargetKind } from "./goal-seek-inputs.ts";
import type { GoalSeekStarts } from "./use-goal-seek-starts.ts";
import { GroupField } from "./GroupField.tsx";
import type { GroupOption } from "./group-options.ts";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";

export interface GoalSeekAnswer {
  outcome: "ALREADY_MET" | "REACHED" | "UNREACHABLE";
  message: string;
  /** The what-if found breaches a limit (met as it is, or already): the answer is a warning, not a success. */
  breaches: boolean;
  /** The change the amount found was added as (its number), which later runs and seeks include. */
  addedAs?: number;
  /** The goal it answers: shown only while the panel still asks it (goalKey). */
  goal: string;
}

/** The answer's element: the focus is taken there once a seek has answered (use-focus-computed.ts). */
export const GOAL_SEEK_ANSWER_ID = "goal-seek-answer";

/** A goal as the panel asks it: its answer is of no other (a new target kept the last one's). */
export const goalKey = (draft: GoalSeekDraft) => JSON.stringify(draft);

const SEVERITY = { ALREADY_MET: "info", REACHED: "success", UNREACHABLE: "warning" } as const;

/**
 * Goal seek: a target and one lever (sell part of a group of assets, or reduce one of
 * liabilities); the smallest amount that reaches it.
 */
export function GoalSeekPanel({
  draft,
  starts = { values: COMMON_STARTS, limits: {} },
  groups,
  errors,
  busy,
  answer,
  onChange,
  onSeek,
}: {
  draft: GoalSeekDraft;
  /** Where each target starts: the client's limit when known. */
  starts?: GoalSeekStarts;
  groups: readonly GroupOption[];
  errors: FieldErrors;
  busy: boolean;
  answer: GoalSeekAnswer | null;
  onChange(draft: GoalSeekDraft): void;
  onSeek(): void;
}) {
  const set = (patch: Partial<GoalSeekDraft>) => onChange({ ...draft, ...patch });
  const select = (
    id: string,
    label: string,
    value: string,
    options: readonly { value: string; label: string }[],
    on: (v: string) => void,
    error?: string,
    wide = false,
  ): ReactNode => (
    <TextField
      id={id}
      select
      sx={wide ? { gridColumn: { sm: "span 2" } } : undefined}
      size="small"
      label={label}
      value={value}
      error={!!error}
      helperText={error}
      onChange={(e) => on(e.target.value)}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const valueError = errors.get(`target.${draft.target}`);
  const limit = starts.limits[draft.target];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="goal-seek-title" sx={{ p: 2 }}>
      <Typography id="goal-seek-title" component="h2" variant="h6">
        {T.goalSeek}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.goalSeekHelp}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 240px), 1fr))",
        }}
      >
        {select(
          "goal-target",
          "Target",
          draft.target,
          TARGETS,
          (v) => set({ target: v as TargetKind, value: starts.values[v as TargetKind] }),
          undefined,
          true,
        )}
        {draft.target === "ratingAtMost" &&
          select("goal-rating", "Rating", draft.value, RATINGS, (v) => set({ value: v }), valueError)}
        {(draft.target === "nevChangeAtShockAtLeast" || draft.target === "nevRatioAtShockAtLeast") && (
          <TextField
            id="goal-value"
            size="small"
            label="Target (%)"
            value={draft.value}
            error={!!valueError}
            helperText={valueError ?? (limit && T.clientLimit(limit))}
            onChange={(e) => set({ value: e.target.value })}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
        )}
        <GroupField
          id="goal-group"
          label="Group to sell or reduce"
          required
          options={groups}
          value={draft.group}
          error={errors.get("lever.group")}
          onChange={(group) => set({ group })}
        />
        {select(
          "goal-counterpart",
          "Proceeds to / paid from",
          draft.counterpart,
          COUNTERPARTS,
          (v) => set({ counterpart: v as GoalSeekDraft["counterpart"] }),
          errors.get("lever.counterpart"),
        )}
        {draft.counterpart === "GROUP" && (
          <GroupField
            id="goal-counterpart-group"
            label="Other group"
            options={groups}
            value={draft.counterpartGroup}
            error={errors.get("lever.counterpartGroup")}
            onChange={(counterpartGroup) => set({ counterpartGroup })}
          />
        )}
        <TextField
          id="goal-step"
          size="small"
          label="Step ($, optional)"
          value={draft.step}
          error={!!errors.get("step")}
          helperText={errors.get("step") ?? "The answer is a multiple of it"}
          onChange={(e) => set({ step: e.target.value })}
        />
      </Box>
      <Button variant="outlined" sx={{ mt: 2 }} onClick={onSeek} disabled={busy}>
        {busy ? T.seeking : T.seek}
      </Button>
      {answer && answer.goal === goalKey(draft) && (
        <Alert
          id={GOAL_SEEK_ANSWER_ID}
          severity={answer.breaches ? "warning" : SEVERITY[answer.outcome]}
          sx={{ mt: 2 }}
          role="status"
        >
          {answer.message}
          {answer.addedAs !== undefined && ` ${T.goalSeekAdded(answer.addedAs)}`}
        </Alert>
      )}
    </Paper>
  );
}

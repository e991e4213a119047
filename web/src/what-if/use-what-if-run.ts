import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { getFragmentData } from "../generated/index.ts";
import type { WhatIfInput, WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import { failureOf, type Failure } from "../lib/failure-fields.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { changeInputs, serverErrors, type ChangeDraft, type FieldErrors } from "./change-inputs.ts";
import { changesBeforeSeek, goalSeekInputs, leverDraft, type GoalSeekDraft } from "./goal-seek-inputs.ts";
import { goalKey, type GoalSeekAnswer } from "./GoalSeekPanel.tsx";
import { GoalSeekRunQuery, WhatIfRunQuery, WhatIfView_whatIf } from "./what-if-queries.ts";
import { rememberWhatIf, type HistoryEntry } from "./what-if-history.ts";

const NO_ERRORS: FieldErrors = new Map();

/** A refusal's messages by the field they name; its headline alone when it names none. */
function refusalErrors(failure: Failure): FieldErrors {
  return serverErrors(failure.messages.length ? failure.messages : [{ error: failure.message }]);
}

/** The last computation shown, and how many there have been. */
export interface Computed {
  kind: "run" | "seek";
  count: number;
}

export interface Subject {
  definitionId: string;
  dataSetId: string;
}

/**
 * Runs what-ifs and goal seeks: each is computed on the server for this request only (never
 * cached: the same changes on a data set run again may give other figures), kept in the session's
 * list, and its refusals kept by the field they name.
 */
export function useWhatIfRun(subject: Subject | null) {
  const client = useApolloClient();
  const notices = useNotices();
  const [busy, setBusy] = useState<"run" | "seek" | null>(null);
  const [errors, setShownErrors] = useState<FieldErrors>(NO_ERRORS);
  // How many times a run or seek was refused for what was typed: the page moves focus to the problem.
  const [refusals, setRefusals] = useState(0);
  const setErrors = useCallback((next: FieldErrors) => setShownErrors(next), []);
  const refuseWith = useCallback((next: FieldErrors) => {
    setShownErrors(next);
    if (next.size) setRefusals((n) => n + 1);
  }, []);
  const [shown, setShown] = useState<HistoryEntry | null>(null);
  // Each run or seek computed: the page takes the focus to what it shows (its Run or Seek button,
  // disabled while it computed, had let the focus fall to the page).
  const [computed, setComputed] = useState<Computed>({ kind: "run", count: 0 });
  const computedBy = useCallback(
    (kind: Computed["kind"]) => setComputed((c) => ({ kind, count: c.count + 1 })),
    [],
  );
  // A goal seek's answer is of the what-if it showed (or, unreachable, of the one shown then) on
  // the data set chosen then: another run, an older what-if opened or another data set hides it.
  const [answered, setAnswer] = useState<{
    answer: GoalSeekAnswer;
    of: HistoryEntry | null;
    dataSetId?: string;
  } | null>(null);
  const answer =
    answered && answered.of === shown && answered.dataSetId === subject?.dataSetId ? answered.answer : null;
  const refuse = useCallback(
    (failure: Failure | undefined) => {
      if (failure) refuseWith(refusalErrors(failure));
    },
    [refuseWith],
  );

  const inputOf = useCallback(
    (drafts: readonly ChangeDraft[]) => {
      const { changes, errors: local } = changeInputs(drafts);
      const input: WhatIfInput | null = subject
        ? { dataSetId: subject.dataSetId, reportDefinitionId: subject.definitionId, changes }
        : null;
      return { input, local };
    },
    [subject],
  );

  /**
   * The input of a what-if shown: its own data set and definition, whichever is chosen above now
   * (exported after another was chosen, the figures on screen were of one, the file of the other).
   */
  const inputOfShown = useCallback(
    (entry: HistoryEntry): WhatIfInput => ({
      dataSetId: entry.whatIf.dataSetId,
      reportDefinitionId: entry.definitionId,
      changes: changeInputs(entry.drafts).changes,
    }),
    [],
  );

  const show = useCallback(
    (drafts: readonly ChangeDraft[], whatIf: WhatIfView_WhatIfFragment, goal?: string) => {
      if (!subject) return null;
      const entry = rememberWhatIf({ definitionId: subject.definitionId, drafts, whatIf, goal });
      setShown(entry);
      return entry;
    },
    [subject],
  );

  const run = useCallback(
    async (drafts: readonly ChangeDraft[]) => {
      const { input, local } = inputOf(drafts);
      refuseWith(local);
      if (!input || local.size) return;
      setBusy("run");
      try {
        const { data } = await client.query({
          query: WhatIfRunQuery,
          variables: { input },
          fetchPolicy: "no-cache",
        });
        const result = data?.whatIf;
        if (result?.__typename === "WhatIf") {
          show(drafts, getFragmentData(WhatIfView_whatIf, result));
          computedBy("run");
        } else refuse(failureOf(result));
      } catch (error) {
        notices.error(error, "The what-if could not be computed.");
      } finally {
        setBusy(null);
      }
    },
    [client, computedBy, inputOf, notices, refuse, refuseWith, show],
  );

  const seek = useCallback(
    async (edited: readonly ChangeDraft[], goal: GoalSeekDraft): Promise<ChangeDraft[] | null> => {
      const drafts = changesBeforeSeek(edited, goal);
      const { input, local } = inputOf(drafts);
      const { target, lever, step, errors: goalErrors } = goalSeekInputs(goal);
      const all = new Map([...local, ...goalErrors]);
      refuseWith(all);
      setAnswer(null);
      if (!input || all.size) return null;
      setBusy("seek");
      try {
        const { data } = await client.query({
          query: GoalSeekRunQuery,
          variables: { input: { ...input, target, lever, step } },
          fetchPolicy: "no-cache",
        });
        const result = data?.goalSeek;
        if (result?.__typename === "GoalSeek") {
          const said = {
            outcome: result.outcome,
            message: result.message,
            goal: goalKey(goal),
            breaches: result.limitsBroken.length + result.limitsStillBreached.length > 0,
          };
          // No sale reaches the target: the changes stay as they were (selling the whole group,
          // added here once, was kept by a later Run or Save though it meets nothing).
          if (result.outcome === "UNREACHABLE") {
            setAnswer({ answer: said, of: shown, dataSetId: String(input.dataSetId) });
            computedBy("seek");
            return [...edited];
          }
          // The what-if shown is the one found: the sale joins the changes, to adjust or save.
          const sold = result.outcome === "REACHED" ? result.amount?.amount : null;
          const found = sold ? [...drafts, leverDraft(goal, sold)] : [...drafts];
          const entry = show(found, getFragmentData(WhatIfView_whatIf, result.whatIf), result.message);
          // Said, as it joined the changes: it went on into later seeks unseen (a CFO's review).
          const answer = sold ? { ...said, addedAs: found.length } : said;
          setAnswer({ answer, of: entry, dataSetId: String(input.dataSetId) });
          computedBy("seek");
          return found;
        } else refuse(failureOf(result));
      } catch (error) {
        notices.error(error, "The goal seek could not be computed.");
      } finally {
        setBusy(null);
      }
      return null;
    },
    [client, computedBy, inputOf, notices, refuse, refuseWith, show, shown],
  );

  return {
    busy,
    errors,
    setErrors,
    refusals,
    computed,
    shown,
    setShown,
    answer,
    run,
    seek,
    inputOf,
    inputOfShown,
  };
}

import { useSyncExternalStore } from "react";
import type { WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import type { ChangeDraft } from "./change-inputs.ts";

/** How many what-ifs the session keeps to compare. */
export const HISTORY_SIZE = 5;

export interface HistoryEntry {
  id: number;
  ranAt: Date;
  /** The subject (report definition id) and the changes as typed, to open it again. */
  definitionId: string;
  drafts: readonly ChangeDraft[];
  whatIf: WhatIfView_WhatIfFragment;
  /** Set when a goal seek found it. */
  goal?: string;
}

/*
 * Kept in this page's memory only: figures of a client's balance sheet never reach the browser's
 * storage, and signing out (which reloads the app) forgets them.
 */
let entries: readonly HistoryEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

type Ran = Omit<HistoryEntry, "id" | "ranAt">;

/** The changes as typed, without the keys the form's list gives them. */
const typed = (entry: Ran) => JSON.stringify(entry.drafts.map((d) => [d.kind, d.values]));

/** The same what-if: its subject, its changes as typed and the goal that found it. */
const sameWhatIf = (a: Ran, b: Ran) =>
  a.definitionId === b.definitionId && a.goal === b.goal && typed(a) === typed(b);

/**
 * Keeps a what-if run, newest first. One run again takes its earlier row's place at the top: Run
 * pressed five times over filled the list with five rows of the same "No changes.".
 */
export function rememberWhatIf(entry: Ran): HistoryEntry {
  const kept = { ...entry, id: nextId++, ranAt: new Date() };
  entries = [kept, ...entries.filter((e) => !sameWhatIf(e, kept))].slice(0, HISTORY_SIZE);
  for (const listener of listeners) listener();
  return kept;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The session's what-ifs, newest first. */
export const whatIfHistory = () => entries;

export const useWhatIfHistory = () => useSyncExternalStore(subscribe, whatIfHistory);

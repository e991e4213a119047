import { useEffect, type RefObject } from "react";
import type { Computed } from "./use-what-if-run.ts";
import { GOAL_SEEK_ANSWER_ID } from "./GoalSeekPanel.tsx";
import { RESULT_TITLE_ID } from "./WhatIfResult.tsx";

/**
 * Once a run or a goal seek has been computed, the focus goes to what it shows: the result's
 * title, or the seek's answer. Its button is disabled while it computes, and the focus fell to the
 * page with it: a keyboard or screen-reader user heard nothing of the figures and started over
 * from the top.
 */
export function useFocusComputed(ref: RefObject<HTMLElement | null>, computed: Computed): void {
  useEffect(() => {
    if (computed.count === 0) return;
    const id = computed.kind === "run" ? RESULT_TITLE_ID : GOAL_SEEK_ANSWER_ID;
    const target = ref.current?.querySelector<HTMLElement>(`#${id}`);
    if (!target) return;
    // Not a stop of Tab: the focus only starts from there.
    target.tabIndex = -1;
    target.focus();
  }, [ref, computed]);
}

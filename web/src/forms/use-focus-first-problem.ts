import { useEffect, type RefObject } from "react";

/**
 * Focuses the first field marked invalid in `container`, else its first alert: what a refused
 * Save or Run asks to be fixed. Answers whether anything took the focus.
 */
export function focusFirstProblem(container: HTMLElement | null): boolean {
  if (!container) return false;
  const fields = [...container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  const alerts = [...container.querySelectorAll<HTMLElement>('[role="alert"]')];
  for (const target of [...fields, ...alerts]) {
    // An alert is not focusable by itself; focus only moves there, Tab does not stop on it.
    if (!fields.includes(target) && !target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus();
    if (document.activeElement === target) return true;
  }
  return false;
}

/**
 * Each time `refusals` grows (a Save or Run refused for what was typed), focus moves to the first
 * problem drawn in `ref`, once it is drawn: focus had stayed on the button, so a keyboard or
 * screen-reader user heard nothing of the messages and had to look for them.
 */
export function useFocusFirstProblem(ref: RefObject<HTMLElement | null>, refusals: number): void {
  useEffect(() => {
    if (refusals > 0) focusFirstProblem(ref.current);
  }, [ref, refusals]);
}

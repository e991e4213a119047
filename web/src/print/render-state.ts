import { useEffect } from "react";

export type PrintRenderState = "loading" | "complete" | "error" | "empty";

/**
 * What the PDF renderer waits for (never a fixed delay): html[data-render-state] leaves
 * "loading"; on "error", data-render-error says why.
 */
export function useDocumentRenderState(state: PrintRenderState, error?: string | null) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.renderState = state;
    if (error) root.dataset.renderError = error;
    else delete root.dataset.renderError;
  }, [state, error]);
  useEffect(
    () => () => {
      delete document.documentElement.dataset.renderState;
      delete document.documentElement.dataset.renderError;
    },
    [],
  );
}

import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";

/**
 * Development only (spec section 2, hidden shortcut): Ctrl+R reads the reports on screen again,
 * so an edited report dictionary shows without a full page reload.
 */
export function useDictionaryReload(enabled: boolean = import.meta.env.DEV) {
  const client = useApolloClient();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.key.toLowerCase() !== "r" || event.shiftKey) return;
      event.preventDefault();
      void client.refetchQueries({ include: "active" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [client, enabled]);
}

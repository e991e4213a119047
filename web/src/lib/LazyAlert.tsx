import type { AlertProps } from "@mui/material/Alert";
import { useEffect } from "react";
import { onInteraction, useOnInteraction } from "./on-interaction.ts";

/**
 * MUI's Alert (and its icons) load the first time one is shown: the shell's alerts (a failed
 * start, a new version, a notification's popup) are rare, so the first screen does not carry them.
 */
const alert = onInteraction(async () => (await import("@mui/material/Alert")).default);

/** MUI's Alert, drawn a moment after it is first rendered (nothing until its code arrives). */
export function LazyAlert(props: AlertProps) {
  const [Alert, request] = useOnInteraction(alert);
  useEffect(request, [request]);
  return Alert ? <Alert {...props} /> : null;
}

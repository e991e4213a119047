import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, type ReactNode } from "react";
import { withoutLead } from "./error-texts.ts";
import type { FailureLike } from "./failure-as-error.ts";

export type { FailureLike } from "./failure-as-error.ts";

/** The title already says the headline: a message that repeats it says only the rest. */
const withoutHeadline = (error: string, headline: string) =>
  error === headline ? "" : withoutLead(error, headline);

/**
 * A failure shown where the user is working (a drawer or a page), with what to do about it. It
 * is shown at the top of the form while the button that failed may be far below (a drawer
 * scrolled down to its files): each new failure is scrolled into view and takes the focus, so
 * keyboard and screen-reader users are taken to it too.
 */
export function FailureAlert({
  failure,
  children,
  onClose,
}: {
  failure: FailureLike | null;
  children?: ReactNode;
  onClose?(): void;
}) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!failure) return;
    shown.current?.focus({ preventScroll: true });
    shown.current?.scrollIntoView({ block: "start" });
  }, [failure]);
  if (!failure) return null;
  return (
    <Alert ref={shown} tabIndex={-1} severity="error" onClose={onClose} sx={{ mb: 2 }}>
      <AlertTitle>{failure.message}</AlertTitle>
      {children}
      {failure.messages
        .filter((m) => m.error !== failure.message || m.resolution)
        .map((m, i) => (
          <Typography key={i} variant="body2" sx={{ mt: 0.5 }}>
            {withoutHeadline(m.error, failure.message)} {m.resolution}
          </Typography>
        ))}
    </Alert>
  );
}

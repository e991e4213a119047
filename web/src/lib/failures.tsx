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
  const messages = failure.messages.filter((m) => m.error !== failure.message || m.resolution);
  const fix = sharedResolution(messages);
  return (
    <Alert ref={shown} tabIndex={-1} severity="error" onClose={onClose} sx={{ mb: 2 }}>
      <AlertTitle>{failure.message}</AlertTitle>
      {children}
      {messages.map((m, i) => (
        <Typography key={i} variant="body2" sx={{ mt: 0.5 }}>
          {[sentence(withoutHeadline(m.error, failure.message)), fix === null ? m.resolution : ""]
            .filter(Boolean)
            .join(" ")}
        </Typography>
      ))}
      {fix && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {fix}
        </Typography>
      )}
    </Alert>
  );
}

/** A message read as a sentence: the next one (or its fix) does not run on from it. */
const sentence = (text: string) => (!text || /[.!?]$/.test(text) ? text : `${text}.`);

/** The one fix of several messages that share it: said once, under the list, not on every line. */
function sharedResolution(messages: readonly { resolution: string }[]): string | null {
  const [first] = messages;
  if (messages.length < 2 || !first?.resolution) return null;
  return messages.every((m) => m.resolution === first.resolution) ? first.resolution : null;
}

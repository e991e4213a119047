import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** The shape every typed failure of a mutation shares (schema interface Failure). */
export interface FailureLike {
  __typename?: string;
  message: string;
  messages: readonly { error: string; resolution: string }[];
}

/**
 * A failure as an error the notice service shows one message at a time: the headline stays and
 * each of the server's messages follows it (spec section 8: "... followed by the server's messages").
 */
export function failureAsError(headline: string, failure: FailureLike | null | undefined) {
  const messages = (failure?.messages ?? []).filter((m) => m.error !== headline);
  const shown = messages.length
    ? messages.map((m) => ({
        error: headline,
        resolution: [m.error, m.resolution].filter(Boolean).join(" "),
      }))
    : [{ error: headline, resolution: failure && failure.message !== headline ? failure.message : "" }];
  return { errors: [{ message: headline, extensions: { messages: shown } }] };
}

/** The title already says the headline: a message that repeats it says only the rest. */
function withoutHeadline(error: string, headline: string): string {
  if (error === headline) return "";
  return error.startsWith(`${headline}: `) ? error.slice(headline.length + 2) : error;
}

/** A failure shown where the user is working (a drawer or a page), with what to do about it. */
export function FailureAlert({
  failure,
  children,
  onClose,
}: {
  failure: FailureLike | null;
  children?: ReactNode;
  onClose?(): void;
}) {
  if (!failure) return null;
  return (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2 }}>
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

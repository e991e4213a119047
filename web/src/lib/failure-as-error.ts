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

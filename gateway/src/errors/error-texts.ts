/** User-facing texts of the gateway's own errors; the specs' catalogues live here too. */
export const ERROR_TEXTS = {
  signInRequired: "You are not signed in. Sign in to continue.",
  sessionInvalid: "Your session has ended or is not valid. Sign in again.",
  tokenInvalid: "The access token is invalid or has expired. Sign in again.",
  upstreamUnavailable: (name: string) =>
    `The ${name} service is not answering right now. Try again in a moment.`,
  upstreamBadData: (name: string) => `The ${name} service answered with data that could not be read.`,
  signInFailed: "Sign-in could not be completed. Go back to the application and sign in again.",
  noPermissions: "No permissions exist for this tenant and user.",
} as const;

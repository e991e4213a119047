import {
  MAX_LIVE_PERSONAL_ACCESS_TOKENS,
  PERSONAL_ACCESS_TOKEN_LIFETIMES_DAYS,
} from "./personal-access-tokens.ts";

/** What a credential may not make or reset, as the refusals name it (route-table.ts: mintsCredential). */
export const CREDENTIALS_MADE =
  "personal access tokens, service accounts or their secrets, authenticator enrolment codes";

/** What the api answers about personal access tokens, in one place. */
export const PERSONAL_ACCESS_TOKEN_TEXTS = {
  invalid: "The personal access token is unknown, expired or revoked. Make a new one in the user menu.",
  withoutSecondFactor:
    "This personal access token was made in a sign-in without Multi-factor Authentication, which is now required for its user. Sign in with your authenticator app and make a new token.",
  mintingRefused: `A personal access token cannot make credentials (${CREDENTIALS_MADE}). Sign in to do this.`,
  mfaOffRefused:
    "A personal access token cannot turn off Multi-factor Authentication for its user: sign in to the app to do this.",
  onlyPeople: "Only people have personal access tokens: service accounts use their own secret.",
  notPersonal: "This call was not made with a personal access token.",
  notFound: (id: string) => `No personal access token '${id}' of yours.`,
  scopeNotHeld: (scope: string) => ({
    error: `You do not hold the permission '${scope}', so a token of yours cannot either.`,
    resolution: "Choose only permissions you have.",
  }),
  tooMany: {
    error: `You already have ${MAX_LIVE_PERSONAL_ACCESS_TOKENS} personal access tokens that work.`,
    resolution: "Revoke tokens you no longer use, then make the new one.",
  },
  // Said of the field, as the body's other problems are ("lifetimeDays: must be …"): it ended "days.."
  lifetime: `must be one of ${new Intl.ListFormat("en-US", { type: "disjunction" }).format(
    PERSONAL_ACCESS_TOKEN_LIFETIMES_DAYS.map(String),
  )} days`,
} as const;

import { TestAuthenticator, fetchTokens, issueEnrolmentCodeAt, refreshTokens } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import {
  graphqlRequest,
  requireClientMfa,
  providerTokens,
  signInThroughGateway,
  startTestStack,
  type TestStack,
} from "../testing/test-stack.ts";

const VIEWER = "{ viewer { username } }";

describe("sessions and tokens without the second factor their user needs", () => {
  let stack: TestStack;
  const provider = () => ({
    issuer: stack.config.OIDC_ISSUER,
    clientId: stack.config.OIDC_CLIENT_ID,
    clientSecret: stack.config.OIDC_CLIENT_SECRET,
  });
  beforeAll(async () => {
    // Access tokens of 30 s: the gateway refreshes a session's tokens on every request.
    stack = await startTestStack({}, { ACCESS_TOKEN_TTL_SECONDS: "30" });
  }, 120_000);
  afterAll(() => stack.close());

  it("signs out a password-only session once the institution requires MFA, and lets the user back in with a code", async () => {
    const before = await signInThroughGateway(stack, "client");
    expect((await graphqlRequest(stack, VIEWER, { jar: before.jar })).body.errors).toBeUndefined();

    await requireClientMfa(stack, "RFCU");
    const refused = await graphqlRequest(stack, VIEWER, { jar: before.jar });
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: ERROR_TEXTS.secondFactorRequired,
      extensions: { code: "UNAUTHENTICATED" },
    });
    // The session is over, not just this request.
    const after = await graphqlRequest(stack, VIEWER, { jar: before.jar });
    expect(after.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    const app = new TestAuthenticator();
    const staff = (await providerTokens(stack, "staff")).access_token;
    app.enrolmentCode = await issueEnrolmentCodeAt(stack.api.url, staff, {
      username: "client",
      tenant: "RFCU",
    });
    const again = await signInThroughGateway(stack, "client", "client", app.answering());
    expect(again.landedOn).toContain("/analysis/");
    const viewer = await graphqlRequest(stack, VIEWER, { jar: again.jar });
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data?.viewer).toEqual({ username: "client" });
  });

  it("refuses a Bearer token whose user now needs MFA but whose sign-in had none", async () => {
    const tokens = await fetchTokens({
      ...provider(),
      redirectUri: `${stack.gatewayUrl}/auth/callback`,
      username: "client2",
      password: "client2",
    });
    const bearer = (token: string) =>
      graphqlRequest(stack, VIEWER, { headers: { authorization: `Bearer ${token}` } });
    expect((await bearer(tokens.access_token)).body.errors).toBeUndefined();

    await requireClientMfa(stack, "SVCU");
    // Its refresh is refused, and the token itself at once (the api decides at each call).
    await expect(refreshTokens(provider(), tokens.refresh_token)).rejects.toThrow(/invalid_grant/);
    const refused = await bearer(tokens.access_token);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: ERROR_TEXTS.secondFactorRequired,
      extensions: { code: "UNAUTHENTICATED" },
    });
  });
});

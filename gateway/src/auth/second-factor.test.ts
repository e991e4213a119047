import { TestAuthenticator, fetchTokens, refreshTokens } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import {
  graphqlRequest,
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
  const requireMfa = async (acronym: string) => {
    const { jar } = await signInThroughGateway(stack, "staff");
    const clients = await graphqlRequest(stack, "{ clients { id acronym } }", { jar });
    const id = (clients.body.data?.clients as { id: string; acronym: string }[]).find(
      (c) => c.acronym === acronym,
    )?.id;
    const set = await graphqlRequest(
      stack,
      "mutation($id: ID!) { setClientMfaRequired(clientId: $id, required: true) }",
      {
        jar,
        variables: { id },
      },
    );
    expect(set.body.errors).toBeUndefined();
  };

  beforeAll(async () => {
    // Access tokens of 30 s: the gateway refreshes a session's tokens on every request.
    stack = await startTestStack({}, { ACCESS_TOKEN_TTL_SECONDS: "30" });
  }, 120_000);
  afterAll(() => stack.close());

  it("signs out a password-only session once the institution requires MFA, and lets the user back in with a code", async () => {
    const before = await signInThroughGateway(stack, "client");
    expect((await graphqlRequest(stack, VIEWER, { jar: before.jar })).body.errors).toBeUndefined();

    await requireMfa("RFCU");
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

    await requireMfa("SVCU");
    const renewed = await refreshTokens(provider(), tokens.refresh_token);
    const refused = await bearer(renewed.access_token);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: ERROR_TEXTS.secondFactorRequired,
      extensions: { code: "UNAUTHENTICATED" },
    });
  });
});

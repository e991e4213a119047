import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import {
  graphqlRequest,
  providerTokens,
  requireClientMfa,
  signInThroughGateway,
  startTestStack,
  type TestStack,
} from "../testing/test-stack.ts";
import { wsClient } from "../testing/ws-client.ts";
import { SOCKET_CREDENTIAL_CHECK_MS } from "../graphql/credential-watch.ts";

const VIEWER = "{ viewer { username } }";

/**
 * Issue 42 item 2 at the gateway, with access tokens of the usual 15 minutes: a password-only
 * session and its open socket end as soon as the user needs MFA, not at the next refresh.
 */
describe("a password-only session once MFA is required", () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  }, 120_000);
  afterAll(() => stack.close());

  it("closes the idle sockets of a password-only session and Bearer token within their next check", async () => {
    const { jar } = await signInThroughGateway(stack, "client2");
    expect((await graphqlRequest(stack, VIEWER, { jar })).body.errors).toBeUndefined();
    const socket = wsClient(stack.gatewayUrl, { cookie: jar.header(`${stack.gatewayUrl}/graphql`) });
    let closedWith: number | undefined;
    socket.on("closed", (event) => (closedWith = (event as { code: number }).code));
    let subscribed = false;
    socket.subscribe(
      { query: "subscription { buildChanged { buildNumber } }" },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    socket.on("connected", () => (subscribed = true));
    await expect.poll(() => subscribed).toBe(true);
    // A script's socket, signed in with a password-only Bearer token of the same institution.
    const tokens = await providerTokens(stack, "client2");
    const script = wsClient(
      stack.gatewayUrl,
      { origin: "" },
      { authorization: `Bearer ${tokens.access_token}` },
    );
    let scriptClosedWith: number | undefined;
    script.on("closed", (event) => (scriptClosedWith = (event as { code: number }).code));
    let scriptConnected = false;
    script.on("connected", () => (scriptConnected = true));
    script.subscribe(
      { query: "subscription { buildChanged { buildNumber } }" },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    await expect.poll(() => scriptConnected).toBe(true);

    await requireClientMfa(stack, "SVCU");

    // An idle socket (no request of its own) closes by itself within its next check (4401),
    // with the session: the next request is refused too.
    await expect
      .poll(() => closedWith, { timeout: SOCKET_CREDENTIAL_CHECK_MS + 15_000, interval: 500 })
      .toBe(4401);
    await expect.poll(() => scriptClosedWith, { timeout: 15_000, interval: 500 }).toBe(4401);
    const after = await graphqlRequest(stack, VIEWER, { jar });
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  }, 90_000);

  it("ends a session at its first request the api refuses, not at its next refresh", async () => {
    const { jar } = await signInThroughGateway(stack, "prospect");
    expect((await graphqlRequest(stack, VIEWER, { jar })).body.errors).toBeUndefined();
    await requireClientMfa(stack, "LCCU");
    const refused = await graphqlRequest(stack, VIEWER, { jar });
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: ERROR_TEXTS.secondFactorRequired,
      extensions: { code: "UNAUTHENTICATED" },
    });
    // The session is over, not only this request: the gateway says so without asking the api.
    const after = await graphqlRequest(stack, VIEWER, { jar });
    expect(after.body.errors?.[0]?.message).not.toBe(ERROR_TEXTS.secondFactorRequired);
    expect(after.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

import { TestAuthenticator } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  providerTokens,
  requireClientMfa,
  signInThroughGateway,
  startTestStack,
  type TestStack,
} from "../testing/test-stack.ts";

const ISSUE = `mutation($userId: ID!) { issueAuthenticatorEnrolmentCode(userId: $userId) { username code expiresAt } }`;
const RESET = `mutation($userId: ID!) { resetAuthenticator(userId: $userId) { username authenticatorRemoved } }`;

describe("staff help with a user's authenticator over GraphQL", () => {
  let stack: TestStack;
  let client2: string;
  const asStaff = async (query: string, userId: string) =>
    (
      await graphqlRequest(stack, query, {
        jar: (await signInThroughGateway(stack, "staff")).jar,
        variables: { userId },
      })
    ).body;
  const codeOf = (body: Awaited<ReturnType<typeof asStaff>>) => body.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    stack = await startTestStack();
    const { jar } = await signInThroughGateway(stack, "client2");
    const viewer = await graphqlRequest(stack, "{ viewer { id } }", { jar });
    client2 = (viewer.body.data?.viewer as { id: string }).id;
  }, 120_000);
  afterAll(() => stack.close());

  it("refuses callers signed out, without Manage Authenticators, or for a user they do not reach, and blank ids", async () => {
    const signedOut = await graphqlRequest(stack, RESET, { variables: { userId: client2 } });
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const client = (await signInThroughGateway(stack, "client")).jar;
    const byClient = await graphqlRequest(stack, ISSUE, { jar: client, variables: { userId: client2 } });
    expect(byClient.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // A staff token holding Manage Authenticators but not View All Clients reaches no client's user.
    const staff = (await providerTokens(stack, "staff")).access_token;
    const made = await graphqlRequest(
      stack,
      `mutation { createPersonalAccessToken(input: { name: "auth", permissions: [MANAGE_AUTHENTICATORS], lifetime: DAYS_7 }) {
        __typename ... on PersonalAccessTokenSecret { secret } } }`,
      { headers: { authorization: `Bearer ${staff}` } },
    );
    const secret = (made.body.data?.createPersonalAccessToken as { secret: string }).secret;
    const narrow = await graphqlRequest(stack, RESET, {
      headers: { authorization: `Bearer ${secret}` },
      variables: { userId: client2 },
    });
    expect(narrow.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const blank = await asStaff(ISSUE, "  ");
    expect(codeOf(blank)).toBe("BAD_USER_INPUT");
    expect(blank.errors?.[0]?.message).toContain("userId");
  });

  it("issues a code that enrols the user once, and resets the authenticator so that they enrol again", async () => {
    await requireClientMfa(stack, "SVCU");
    const issued = (await asStaff(ISSUE, client2)).data?.issueAuthenticatorEnrolmentCode as {
      username: string;
      code: string;
      expiresAt: string;
    };
    expect(issued.username).toBe("client2");
    expect(issued.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeGreaterThan(71 * 3600_000);

    const app = new TestAuthenticator();
    app.enrolmentCode = issued.code;
    const enrolled = await signInThroughGateway(stack, "client2", "client2", app.answering());
    expect(enrolled.landedOn).toContain("/analysis/");

    const reset = await asStaff(RESET, client2);
    expect(reset.data?.resetAuthenticator).toEqual({ username: "client2", authenticatorRemoved: true });
    // The old authenticator's code no longer signs in, nor does the spent enrolment code.
    const again = await signInThroughGateway(stack, "client2", "client2", app.answering());
    expect(again.landedOn).not.toContain("/analysis/");
  });
});

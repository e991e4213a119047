import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, signInBrowser, startSecurityStack, type SecurityStack } from "./stack.ts";

let stack: SecurityStack;
beforeAll(async () => {
  stack = await startSecurityStack();
});
afterAll(() => stack?.close());

describe("the security stack", () => {
  it("serves a signed-in user and refuses an anonymous one", async () => {
    const { jar } = await signInBrowser(stack, "client");
    const signedIn = await graphql(stack, "{ viewer { username } }", { jar });
    expect(signedIn.body.errors).toBeUndefined();
    const anonymous = await graphql(stack, "{ viewer { username } }");
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

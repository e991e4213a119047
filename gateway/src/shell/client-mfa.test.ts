import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

const READ = `query($id: ID!) { client(by: { id: $id }) { acronym mfaRequired } }`;
const SET = `mutation($id: ID!, $r: Boolean!) { setClientMfaRequired(clientId: $id, required: $r) }`;

describe("a client's MFA requirement: read with the client, set by staff only", () => {
  let stack: TestStack;
  const jars: Record<string, CookieJar> = {};
  let lccu = "";
  const as = async (user: string | undefined, query: string, variables: Record<string, unknown>) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body;
  const read = async (user: string) => (await as(user, READ, { id: lccu })).data?.client;

  beforeAll(async () => {
    stack = await startWorkerStack();
    for (const user of ["staff", "analyst", "prospect", "client"])
      jars[user] = (await signInThroughGateway(stack, user)).jar;
    const clients = (await as("staff", "{ clients { id acronym } }", {})).data?.clients as {
      id: string;
      acronym: string;
    }[];
    lccu = clients.find((c) => c.acronym === "LCCU")?.id ?? "";
  }, 180_000);
  afterAll(async () => {
    // The worker's api serves other files too: LCCU's users sign in without a second factor.
    await as("staff", SET, { id: lccu, r: false });
    await stack?.close();
  });

  it("shows the requirement to staff and to the institution's own users, and staff switch it", async () => {
    expect(await read("staff")).toEqual({ acronym: "LCCU", mfaRequired: false });
    expect((await as("staff", SET, { id: lccu, r: true })).data).toEqual({ setClientMfaRequired: true });
    expect(await read("staff")).toEqual({ acronym: "LCCU", mfaRequired: true });
    // The institution's user reads their own client's requirement (their sign-in follows it).
    expect((await as("prospect", "{ viewer { client { acronym mfaRequired } } }", {})).data).toEqual({
      viewer: { client: { acronym: "LCCU", mfaRequired: true } },
    });
    // Staff without Manage Client Settings may read it but not change it: it is the client's setting.
    const byAnalyst = await as("analyst", SET, { id: lccu, r: false });
    expect(byAnalyst.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(byAnalyst.errors?.[0]?.message).toContain("Manage Client Settings");
    expect(await read("analyst")).toEqual({ acronym: "LCCU", mfaRequired: true });
    expect((await as("staff", SET, { id: lccu, r: false })).data).toEqual({ setClientMfaRequired: false });
  });

  it("refuses the change to client users and to callers not signed in, and leaves it as it was", async () => {
    const byOwnUser = await as("prospect", SET, { id: lccu, r: true });
    expect(byOwnUser.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // Another institution's user lacks the permission whatever the id, and learns nothing about LCCU.
    expect((await as("client", SET, { id: lccu, r: true })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await as("client", READ, { id: lccu })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await as(undefined, SET, { id: lccu, r: true })).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect(await read("staff")).toEqual({ acronym: "LCCU", mfaRequired: false });
  });
});

import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstAnswer, openGraphqlSocket } from "./graphql-socket.ts";
import {
  graphql,
  signInBrowser,
  startSecurityStack,
  VERBOSE_LOGS,
  type GraphqlAnswer,
  type SecurityStack,
} from "./stack.ts";

const CREATE = `mutation($input: PersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { __typename
  ... on PersonalAccessTokenSecret { secret token { id name scopes expiresDate lastUsedDate } }
  ... on Failure { code messages { field } } } }`;
const LIST = "{ personalAccessTokens { id name scopes createdDate expiresDate lastUsedDate } }";
const REVOKE = `mutation($id: ID!) { revokePersonalAccessToken(id: $id) { id } }`;
const CLIENT = `query($acronym: String!) { client(acronym: $acronym) { acronym name reportDefinitions { id } } }`;

interface Made {
  secret: string;
  token: { id: string; scopes: string[]; expiresDate: string };
}

describe("personal access tokens through the gateway: made by a person, used by their scripts", () => {
  let stack: SecurityStack;
  const jars: Record<string, CookieJar> = {};

  beforeAll(async () => {
    stack = await startSecurityStack(VERBOSE_LOGS);
    for (const user of ["staff", "client", "client2"]) jars[user] = (await signInBrowser(stack, user)).jar;
  }, 180_000);
  afterAll(() => stack?.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const codeOf = (answer: GraphqlAnswer) => answer.body.errors?.[0]?.extensions?.code;
  const create = (
    who: { jar?: CookieJar; headers?: Record<string, string> },
    input: Record<string, unknown>,
  ) => graphql(stack, CREATE, { ...who, variables: { input } });
  const make = async (user: string, input: { name: string; scopes: string[]; lifetime: string }) => {
    const answer = await create({ jar: jars[user] }, input);
    const made = answer.body.data?.createPersonalAccessToken as Made & { __typename: string };
    expect(made.__typename, JSON.stringify(answer.body)).toBe("PersonalAccessTokenSecret");
    return made;
  };
  const readClient = (token: string, acronym: string) =>
    graphql(stack, CLIENT, { headers: bearer(token), variables: { acronym } });
  const download = (token: string) =>
    fetch(`${stack.gatewayUrl}/downloads/positions-template.csv`, { headers: bearer(token) });

  it("is refused signed out, and checks the input as typed failures", async () => {
    const input = { name: "Export", scopes: ["View"], lifetime: "DAYS_30" };
    expect(codeOf(await create({}, input))).toBe("UNAUTHENTICATED");
    expect(codeOf(await graphql(stack, LIST))).toBe("UNAUTHENTICATED");
    expect(codeOf(await graphql(stack, REVOKE, { variables: { id: "pat_x" } }))).toBe("UNAUTHENTICATED");
    const SCOPES = "{ personalAccessTokenScopes }";
    expect(codeOf(await graphql(stack, SCOPES))).toBe("UNAUTHENTICATED");
    const offered = await graphql(stack, SCOPES, { jar: jars.client });
    expect(offered.body.data?.personalAccessTokenScopes).toEqual([
      "View",
      "Receive Notifications",
      "Manage Preferences",
    ]);

    const bad = await create({ jar: jars.client }, { name: " ", scopes: ["Root"], lifetime: "DAYS_7" });
    expect(bad.body.data?.createPersonalAccessToken).toMatchObject({
      __typename: "ValidationFailed",
      code: "INVALID_INPUT",
      messages: [{ field: "name" }, { field: "scopes[0]" }],
    });
    const lifetime = await create({ jar: jars.client }, { ...input, lifetime: "DAYS_3650" });
    expect(codeOf(lifetime)).toBe("BAD_USER_INPUT");
    // A client user holds View but not Approve: a token of theirs cannot either.
    const wider = await create({ jar: jars.client }, { ...input, scopes: ["View", "Approve"] });
    expect(wider.body.data?.createPersonalAccessToken).toMatchObject({
      __typename: "ValidationFailed",
      code: "VALIDATION_FAILED",
      messages: [{ field: "scopes[1]" }],
    });
  });

  it("takes and answers its permissions as enums, naming the enum field in failures", async () => {
    const PERMISSIONS = "{ personalAccessTokenPermissions }";
    expect(codeOf(await graphql(stack, PERMISSIONS))).toBe("UNAUTHENTICATED");
    const offered = await graphql(stack, PERMISSIONS, { jar: jars.client });
    expect(offered.body.data?.personalAccessTokenPermissions).toEqual([
      "VIEW",
      "RECEIVE_NOTIFICATIONS",
      "MANAGE_PREFERENCES",
    ]);

    const ENUMS = `mutation($input: PersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) {
      __typename ... on PersonalAccessTokenSecret { token { id scopes permissions } }
      ... on Failure { code messages { field error } } } }`;
    const createAs = (input: Record<string, unknown>) =>
      graphql(stack, ENUMS, {
        jar: jars.client,
        variables: { input: { name: "Enums", lifetime: "DAYS_7", ...input } },
      });
    const made = await createAs({ permissions: ["VIEW", "RECEIVE_NOTIFICATIONS"] });
    expect(made.body.data?.createPersonalAccessToken).toMatchObject({
      __typename: "PersonalAccessTokenSecret",
      token: { scopes: ["View", "Receive Notifications"], permissions: ["VIEW", "RECEIVE_NOTIFICATIONS"] },
    });
    const listed = await graphql(stack, "{ personalAccessTokens { name permissions } }", {
      jar: jars.client,
    });
    expect(listed.body.data?.personalAccessTokens).toContainEqual({
      name: "Enums",
      permissions: ["VIEW", "RECEIVE_NOTIFICATIONS"],
    });

    // The owner lacks Approve: the api names scopes[1], the consumer sent permissions[1].
    const wider = await createAs({ permissions: ["VIEW", "APPROVE"] });
    expect(wider.body.data?.createPersonalAccessToken).toMatchObject({
      __typename: "ValidationFailed",
      code: "VALIDATION_FAILED",
      messages: [{ field: "permissions[1]" }],
    });
    for (const input of [{}, { permissions: ["VIEW"], scopes: ["View"] }]) {
      const refused = await createAs(input);
      expect(refused.body.data?.createPersonalAccessToken).toMatchObject({
        __typename: "ValidationFailed",
        code: "INVALID_INPUT",
        messages: [{ field: "permissions", error: expect.stringContaining("permissions") }],
      });
    }
    const empty = await createAs({ permissions: [] });
    expect(empty.body.data?.createPersonalAccessToken).toMatchObject({ __typename: "ValidationFailed" });
    const unknown = await createAs({ permissions: ["ROOT"] });
    expect(codeOf(unknown)).toBe("BAD_USER_INPUT");
  });

  it("reads its owner's institution only, with only its scopes, over HTTP and WebSocket", async () => {
    const { secret, token } = await make("client", {
      name: "Warehouse",
      scopes: ["View"],
      lifetime: "DAYS_90",
    });
    expect(secret).toMatch(/^almpat_/);
    const days = (Date.parse(token.expiresDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);

    const own = await readClient(secret, "RFCU");
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data?.client).toMatchObject({ acronym: "RFCU", name: "Riverbend Federal Credit Union" });
    const foreign = await readClient(secret, "SVCU");
    expect([codeOf(foreign), JSON.stringify(foreign.body).includes("Summit")]).toEqual(["NOT_FOUND", false]);
    // The person also holds Receive Notifications; the token was given View only.
    const viewer = await graphql(stack, '{ viewer { tenant permissionsIn(domain: "analysis") } }', {
      headers: bearer(secret),
    });
    expect(viewer.body.data?.viewer).toEqual({ tenant: "RFCU", permissionsIn: ["View"] });

    const socket = await openGraphqlSocket(stack.gatewayUrl, { connectionParams: bearer(secret) });
    if (socket.kind !== "open") throw new Error(`The socket was not opened: ${JSON.stringify(socket)}`);
    // A job nobody made: the subscription ran as the token's owner.
    const answer = await firstAnswer(
      socket.socket,
      `subscription { documentJobProgress(id: "none") { id } }`,
    );
    expect(answer.type).toBe("next");
    expect(JSON.stringify(answer.payload)).toContain("NOT_FOUND");
    socket.socket.close();

    const listed = await graphql(stack, LIST, { jar: jars.client });
    const entry = (
      listed.body.data?.personalAccessTokens as { id: string; lastUsedDate: string | null }[]
    ).find((t) => t.id === token.id);
    expect(entry?.lastUsedDate).toEqual(expect.any(String));
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it("refuses a narrower token the wider call", async () => {
    const { secret } = await make("staff", {
      name: "Reader",
      scopes: ["View", "View All Clients"],
      lifetime: "DAYS_7",
    });
    const clients = await graphql(stack, "{ clients { id acronym } }", { jar: jars.staff });
    const rfcu = (clients.body.data?.clients as { id: string; acronym: string }[]).find(
      (c) => c.acronym === "RFCU",
    );
    const definitions = await graphql(
      stack,
      `
        query ($id: ID!) {
          client(id: $id) {
            reportDefinitions {
              id
              workflowState
            }
          }
        }
      `,
      { jar: jars.staff, variables: { id: rfcu?.id } },
    );
    const draft = (
      definitions.body.data?.client as { reportDefinitions: { id: string; workflowState: string }[] }
    ).reportDefinitions.find((d) => d.workflowState !== "APPROVED" && d.workflowState !== "PUBLISHED");
    const approve = await graphql(
      stack,
      `
        mutation ($id: ID!) {
          approveReportDefinition(id: $id) {
            __typename
            ... on Failure {
              code
            }
          }
        }
      `,
      { headers: bearer(secret), variables: { id: draft?.id } },
    );
    // Staff may approve when signed in; this token was not given Approve.
    const refused = codeOf(approve) ?? (approve.body.data?.approveReportDefinition as { code?: string }).code;
    expect(refused).toBe("FORBIDDEN");
  });

  it("is refused once revoked, with 401 and invalid_token, on GraphQL, downloads and WebSocket", async () => {
    const { secret, token } = await make("client", { name: "Revoked", scopes: ["View"], lifetime: "DAYS_7" });
    expect((await readClient(secret, "RFCU")).status).toBe(200);
    const open = await openGraphqlSocket(stack.gatewayUrl, { connectionParams: bearer(secret) });
    if (open.kind !== "open") throw new Error(`The socket was not opened: ${JSON.stringify(open)}`);
    const revoked = await graphql(stack, REVOKE, { jar: jars.client, variables: { id: token.id } });
    expect(revoked.body.data?.revokePersonalAccessToken).toEqual({ id: token.id });

    const after = await readClient(secret, "RFCU");
    expect([after.status, after.headers.get("www-authenticate"), codeOf(after)]).toEqual([
      401,
      'Bearer error="invalid_token"',
      "UNAUTHENTICATED",
    ]);
    // The api's reason, as its REST answer gives it: not a signed-in person's "Sign in again".
    expect(after.body.errors?.[0]?.message).toBe(
      "The personal access token is unknown, expired or revoked. Make a new one in the user menu.",
    );
    const file = await download(secret);
    expect([file.status, file.headers.get("www-authenticate")]).toEqual([
      401,
      'Bearer error="invalid_token"',
    ]);
    // A credential that is no access token at all says what to send instead.
    // The challenge says whether a Bearer token was sent and refused (RFC 6750).
    for (const [authorization = "", challenge] of [
      ["Basic Y2xpZW50OmNsaWVudA==", "Bearer"],
      ["Bearer a.b.c", 'Bearer error="invalid_token"'],
    ]) {
      const wrong = await graphql(stack, CLIENT, {
        headers: { authorization },
        variables: { acronym: "RFCU" },
      });
      expect(wrong.body.errors?.[0]?.message, authorization).toMatch(
        /^The Authorization header holds no access token/,
      );
      expect(wrong.headers.get("www-authenticate"), authorization).toBe(challenge);
    }
    const socket = await openGraphqlSocket(stack.gatewayUrl, { connectionParams: bearer(secret) });
    expect(socket).toMatchObject({ kind: "closed", code: 4401 });
    // A socket it opened before ends at its next read.
    const read = await firstAnswer(open.socket, `subscription { documentJobProgress(id: "none") { id } }`);
    expect(read).toMatchObject({ type: "closed", closeCode: 4401 });
    // A made-up token of the same shape is refused alike.
    expect((await readClient(`almpat_${"x".repeat(43)}`, "RFCU")).status).toBe(401);
    // Used, refused and revoked: neither service ever wrote the secret to its log, which has a line
    // for each request.
    expect(stack.api.output()).toContain('"url":"/core/');
    expect(stack.gateway.output()).toContain('"url":"/graphql"');
    expect(stack.api.output() + stack.gateway.output()).not.toContain(secret);
  });

  it("lets nobody list or revoke another person's tokens", async () => {
    const { secret, token } = await make("client", {
      name: "Marcus's",
      scopes: ["View"],
      lifetime: "DAYS_7",
    });
    const elenas = await graphql(stack, LIST, { jar: jars.client2 });
    expect(JSON.stringify(elenas.body)).not.toContain(token.id);
    for (const other of [jars.client2, jars.staff]) {
      const answer = await graphql(stack, REVOKE, { jar: other, variables: { id: token.id } });
      expect(codeOf(answer)).toBe("NOT_FOUND");
    }
    // Nor with a token of their own.
    const elena = await make("client2", { name: "Elena's", scopes: ["View"], lifetime: "DAYS_7" });
    const byToken = await graphql(stack, REVOKE, {
      headers: bearer(elena.secret),
      variables: { id: token.id },
    });
    expect(codeOf(byToken)).toBe("NOT_FOUND");
    expect((await readClient(secret, "RFCU")).status).toBe(200);
  });

  it("cannot make a personal access token or a service account", async () => {
    const { secret } = await make("staff", {
      name: "Staff script",
      scopes: ["View", "View All Clients", "Approve", "Publish"],
      lifetime: "DAYS_365",
    });
    const child = await create(
      { headers: bearer(secret) },
      { name: "Child", scopes: ["View"], lifetime: "DAYS_7" },
    );
    expect(codeOf(child)).toBe("FORBIDDEN");
    const account = await graphql(
      stack,
      `
        mutation {
          createServiceAccount(input: { name: "Escape", tenant: "ALM", permissions: ["View"] }) {
            __typename
          }
        }
      `,
      { headers: bearer(secret) },
    );
    expect(codeOf(account)).toBe("FORBIDDEN");
    const listed = await graphql(stack, LIST, { jar: jars.staff });
    expect(JSON.stringify(listed.body)).not.toContain("Child");
  });
});

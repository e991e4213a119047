import { requestClientCredentials, type CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, signInBrowser, startSecurityStack, type SecurityStack } from "./stack.ts";

const CREATE = `mutation($input: ServiceAccountInput!) { createServiceAccount(input: $input) { __typename
  ... on ServiceAccountCredentials { clientSecret serviceAccount { id clientId tenant permissions revokedDate } }
  ... on Failure { code messages { field } } } }`;
const ROTATE = `mutation($id: ID!) { rotateServiceAccountSecret(clientId: $id) { clientSecret } }`;
const REVOKE = `mutation($id: ID!) { revokeServiceAccount(clientId: $id) { revokedDate } }`;
const CLIENT = `query($acronym: String!) { client(acronym: $acronym) { acronym name reportDefinitions { id } } }`;

interface Credentials {
  clientSecret: string;
  serviceAccount: { clientId: string; tenant: string; permissions: string[] };
}

describe("service accounts: tokens by client_credentials, with their institution's isolation", () => {
  let stack: SecurityStack;
  const jars: Record<string, CookieJar> = {};
  const issuer = () => `${stack.apiUrl}/oidc`;

  beforeAll(async () => {
    stack = await startSecurityStack();
    for (const user of ["staff", "client"]) jars[user] = (await signInBrowser(stack, user)).jar;
  }, 180_000);
  afterAll(() => stack?.close());

  const create = async (user: string | undefined, input: Record<string, unknown>) =>
    graphql(stack, CREATE, { jar: user ? jars[user] : undefined, variables: { input } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const tokenOf = async (clientId: string, secret: string) => {
    const answer = await requestClientCredentials(issuer(), clientId, secret);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.access_token as string;
  };
  const codeOf = (answer: Awaited<ReturnType<typeof graphql>>) => answer.body.errors?.[0]?.extensions?.code;

  it("lets staff only create service accounts, and checks the input", async () => {
    const input = { name: "RFCU warehouse", tenant: "RFCU", permissions: ["View"] };
    expect(codeOf(await create(undefined, input))).toBe("UNAUTHENTICATED");
    const byClient = await create("client", input);
    expect(codeOf(byClient)).toBe("FORBIDDEN");
    const listed = await graphql(stack, "{ serviceAccounts { id } }", { jar: jars.client });
    expect(codeOf(listed)).toBe("FORBIDDEN");
    const bad = await create("staff", { name: " ", tenant: "NOPE", permissions: ["Root"] });
    expect(bad.body.data?.createServiceAccount).toMatchObject({
      __typename: "ValidationFailed",
      code: "INVALID_INPUT",
      messages: [{ field: "name" }, { field: "permissions[0]" }],
    });
  });

  it("takes and answers its permissions as enums", async () => {
    const ENUMS = `mutation($input: ServiceAccountInput!) { createServiceAccount(input: $input) { __typename
      ... on ServiceAccountCredentials { serviceAccount { permissions analysisPermissions } }
      ... on Failure { code messages { field } } } }`;
    const createAs = (input: Record<string, unknown>) =>
      graphql(stack, ENUMS, {
        jar: jars.staff,
        variables: { input: { name: "Enums", tenant: "RFCU", ...input } },
      });
    // Staff's permissions on a client's account did nothing: refused, naming the field sent.
    const client = await createAs({ analysisPermissions: ["VIEW", "VIEW_ALL_CLIENTS"] });
    expect(client.body.data?.createServiceAccount).toMatchObject({
      __typename: "ValidationFailed",
      code: "VALIDATION_FAILED",
      messages: [{ field: "analysisPermissions" }],
    });
    const made = await createAs({ tenant: "ALM", analysisPermissions: ["VIEW", "VIEW_ALL_CLIENTS"] });
    expect(made.body.data?.createServiceAccount).toEqual({
      __typename: "ServiceAccountCredentials",
      serviceAccount: {
        permissions: ["View", "View All Clients"],
        analysisPermissions: ["VIEW", "VIEW_ALL_CLIENTS"],
      },
    });
    const both = await createAs({ analysisPermissions: ["VIEW"], permissions: ["View"] });
    expect(both.body.data?.createServiceAccount).toMatchObject({
      __typename: "ValidationFailed",
      code: "INVALID_INPUT",
      messages: [{ field: "analysisPermissions" }],
    });
    const none = await createAs({});
    expect(none.body.data?.createServiceAccount).toMatchObject({
      messages: [{ field: "analysisPermissions" }],
    });
    // The api names its own field (permissions); the consumer sent analysisPermissions.
    const empty = await createAs({ analysisPermissions: [] });
    expect(empty.body.data?.createServiceAccount).toMatchObject({
      __typename: "ValidationFailed",
      messages: [{ field: expect.stringMatching(/^analysisPermissions/) }],
    });
    const byClient = await graphql(stack, ENUMS, {
      jar: jars.client,
      variables: { input: { name: "Enums", tenant: "RFCU", analysisPermissions: ["VIEW"] } },
    });
    expect(codeOf(byClient)).toBe("FORBIDDEN");
  });

  it("reads its own institution's data with its token and is refused another's", async () => {
    const created = await create("staff", { name: "RFCU warehouse", tenant: "RFCU", permissions: ["View"] });
    const { clientSecret, serviceAccount } = created.body.data?.createServiceAccount as Credentials;
    expect(serviceAccount).toMatchObject({ tenant: "RFCU", permissions: ["View"] });
    const token = await tokenOf(serviceAccount.clientId, clientSecret);

    const own = await graphql(stack, CLIENT, { headers: bearer(token), variables: { acronym: "RFCU" } });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data?.client).toMatchObject({ acronym: "RFCU", name: "Riverbend Federal Credit Union" });
    const foreign = await graphql(stack, CLIENT, { headers: bearer(token), variables: { acronym: "SVCU" } });
    // Exactly what a user of the institution gets: another client's data is not there for it.
    const asUser = await graphql(stack, CLIENT, { jar: jars.client, variables: { acronym: "SVCU" } });
    expect([codeOf(foreign), codeOf(asUser)]).toEqual(["NOT_FOUND", "NOT_FOUND"]);
    expect(foreign.body.data).toEqual({ client: null });
    expect(JSON.stringify(foreign.body)).not.toContain("Summit");
    // Managing service accounts stays with staff, whatever a service account holds.
    expect(codeOf(await graphql(stack, "{ serviceAccounts { id } }", { headers: bearer(token) }))).toBe(
      "FORBIDDEN",
    );
  });

  it("answers 401 with a Bearer challenge: invalid_token for a bad token, none without one", async () => {
    const challenge = (answer: Awaited<ReturnType<typeof graphql>>) => [
      answer.status,
      answer.headers.get("www-authenticate"),
      codeOf(answer),
    ];
    const bad = await graphql(stack, CLIENT, {
      headers: bearer("not-a-token"),
      variables: { acronym: "RFCU" },
    });
    expect(challenge(bad)).toEqual([401, 'Bearer error="invalid_token"', "UNAUTHENTICATED"]);
    const none = await graphql(stack, CLIENT, { variables: { acronym: "RFCU" } });
    expect(challenge(none)).toEqual([401, "Bearer", "UNAUTHENTICATED"]);
    expect(none.body.data?.client ?? null).toBeNull();

    // The gateway's REST routes answer the same way.
    const download = (headers: Record<string, string>) =>
      fetch(`${stack.gatewayUrl}/downloads/positions-template.csv`, { headers });
    const badDownload = await download(bearer("not-a-token"));
    expect([badDownload.status, badDownload.headers.get("www-authenticate")]).toEqual([
      401,
      'Bearer error="invalid_token"',
    ]);
    const anonymous = await download({});
    expect([anonymous.status, anonymous.headers.get("www-authenticate")]).toEqual([401, "Bearer"]);
  });

  it("stops working with a wrong, rotated or revoked secret", async () => {
    const created = await create("staff", {
      name: "Firm BI",
      tenant: "ALM",
      permissions: ["View", "View All Clients"],
    });
    const { clientSecret, serviceAccount } = created.body.data?.createServiceAccount as Credentials;
    const id = serviceAccount.clientId;
    const wrong = await requestClientCredentials(issuer(), id, `${clientSecret}x`);
    expect([wrong.status, wrong.body.error]).toEqual([401, "invalid_client"]);

    const byClient = await graphql(stack, ROTATE, { jar: jars.client, variables: { id } });
    expect(codeOf(byClient)).toBe("FORBIDDEN");
    const rotated = await graphql(stack, ROTATE, { jar: jars.staff, variables: { id } });
    const fresh = (rotated.body.data?.rotateServiceAccountSecret as { clientSecret: string }).clientSecret;
    expect((await requestClientCredentials(issuer(), id, clientSecret)).status).toBe(401);
    const token = await tokenOf(id, fresh);
    const svcu = await graphql(stack, CLIENT, { headers: bearer(token), variables: { acronym: "SVCU" } });
    expect(svcu.body.errors).toBeUndefined();

    const revoked = await graphql(stack, REVOKE, { jar: jars.staff, variables: { id } });
    expect(revoked.body.data?.revokeServiceAccount).toMatchObject({ revokedDate: expect.any(String) });
    expect((await requestClientCredentials(issuer(), id, fresh)).status).toBe(401);
    // The token it got before is refused from then on.
    const after = await graphql(stack, CLIENT, { headers: bearer(token), variables: { acronym: "SVCU" } });
    expect([after.status, after.body.data?.client ?? null]).toEqual([401, null]);
    expect(after.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    // Re-keying it is refused saying it is revoked, on the argument that named it.
    const rekeyed = await graphql(stack, ROTATE, { jar: jars.staff, variables: { id } });
    expect(rekeyed.body.errors?.[0]?.extensions).toMatchObject({
      code: "NOT_FOUND",
      messages: [
        { error: `Service account '${id}' is revoked: it has no secret to replace.`, field: "clientId" },
      ],
    });
  });
});

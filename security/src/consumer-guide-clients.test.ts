import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { block, GUIDE } from "./guide-blocks.ts";
import { graphql, signInBrowser, startSecurityStack, type SecurityStack } from "./stack.ts";

const run = promisify(execFile);
const CODEGEN = new URL("../../node_modules/.bin/graphql-codegen", import.meta.url).pathname;
const CACHE = new URL("../../node_modules/.cache/", import.meta.url).pathname;

interface Credentials {
  clientSecret: string;
  serviceAccount: { clientId: string };
}

/**
 * The guide's client code (codegen, node, the retry loops), what it says happens to credentials
 * after rotation and revocation, and its error table, against a real api and gateway.
 */
describe("the consumer guide's client code and promises hold as written", () => {
  let stack: SecurityStack;
  let staff: Awaited<ReturnType<typeof signInBrowser>>["jar"];
  let account: Credentials;
  const folders: string[] = [];
  const folder = (parent = tmpdir()) => {
    mkdirSync(parent, { recursive: true });
    folders.push(mkdtempSync(join(parent, "alm-guide-")));
    return folders.at(-1) as string;
  };
  const issuer = () => `${stack.apiUrl}/oidc`;
  /** The guide's token step, as the service account's script runs it. */
  const tokenOf = async (credentials: Credentials, secret = credentials.clientSecret) =>
    (
      await run("bash", ["-c", `set -eu\n${block("sh", "token")}\necho "$TOKEN"`], {
        env: {
          PATH: process.env.PATH ?? "/usr/bin:/bin",
          ISSUER: issuer(),
          CLIENT_ID: credentials.serviceAccount.clientId,
          CLIENT_SECRET: secret,
        },
      })
    ).stdout.trim();
  const tokenAnswer = (credentials: Credentials, secret: string) =>
    fetch(`${issuer()}/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.serviceAccount.clientId}:${secret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
  const viewerWith = (token: string) =>
    graphql(stack, "{ viewer { username } }", { headers: { authorization: `Bearer ${token}` } });
  const staffDo = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await graphql(stack, query, { jar: staff, variables });
    expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
    return answer.body.data as Record<string, unknown>;
  };

  beforeAll(async () => {
    stack = await startSecurityStack();
    staff = (await signInBrowser(stack, "staff")).jar;
    account = (await staffDo(block("graphql", "service-account-create"))).createServiceAccount as Credentials;
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it("generates types with the guide's codegen.ts: every custom scalar mapped, strictScalars on", async () => {
    // Inside the repository's node_modules, so that codegen finds its plugins as a project's would.
    const cwd = folder(CACHE);
    writeFileSync(join(cwd, "codegen.ts"), block("ts", "codegen"));
    mkdirSync(join(cwd, "src"));
    writeFileSync(
      join(cwd, "src", "curves.graphql"),
      "query Curves { curves { asOf uploadedAt points { parYield } } }\n",
    );
    await run(CODEGEN, ["--config", "codegen.ts"], {
      cwd,
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        GATEWAY: stack.gatewayUrl,
        TOKEN: await tokenOf(account),
      },
    });
    const types = readFileSync(join(cwd, "src", "generated", "graphql.ts"), "utf8");
    for (const scalar of ["Date", "DateTime", "Decimal", "URL"])
      expect(types).toContain(`${scalar}: { input: string; output: string; }`);
    expect(types).toContain("export type CurvesQuery");
  }, 60_000);

  it("reads objects by id alone with the guide's node and nodes query", async () => {
    const { client } = await staffDo(
      `{ client(by: { acronym: "RFCU" }) { id reportDefinitions { id name } dataSets { id } } }`,
    );
    const rfcu = client as {
      id: string;
      reportDefinitions: { id: string; name: string }[];
      dataSets: { id: string }[];
    };
    const definition = rfcu.reportDefinitions[0] as { id: string; name: string };
    const data = await staffDo(block("graphql", "node"), {
      id: definition.id,
      ids: [rfcu.id, rfcu.dataSets[0]?.id],
    });
    expect(data.node).toMatchObject({
      __typename: "ReportDefinition",
      id: definition.id,
      name: definition.name,
    });
    expect(data.nodes).toEqual([
      { __typename: "Client", id: rfcu.id },
      { __typename: "DataSet", id: rfcu.dataSets[0]?.id },
    ]);
  });

  it("sends a request with the guide's retry loops, curl and fetch, and gets the answer", async () => {
    const env = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      GATEWAY: stack.gatewayUrl,
      TOKEN: await tokenOf(account),
      BODY: JSON.stringify({ query: "{ viewer { tenant } }" }),
    };
    const curl = await run("bash", ["-c", `set -eu\n${block("sh", "retry-curl")}`], { cwd: folder(), env });
    expect(JSON.parse(curl.stdout)).toMatchObject({ data: { viewer: { tenant: "RFCU" } } });

    const script = join(folder(), "retry.mts");
    writeFileSync(
      script,
      `const GATEWAY = process.env.GATEWAY;\nconst currentToken = async () => process.env.TOKEN;\n${block("ts", "retry-fetch")}\n` +
        `console.log(JSON.stringify(await graphql("{ viewer { tenant } }", {})));\n`,
    );
    const fetched = await run(process.execPath, [script], { env });
    expect(JSON.parse(fetched.stdout)).toMatchObject({ data: { viewer: { tenant: "RFCU" } } });
  }, 60_000);

  it("rotation stops the old secret at once and lets its tokens run out; revocation refuses every token at once", async () => {
    expect(GUIDE).toContain("the old one stops working at once: it gets no new token;");
    const before = await tokenOf(account);
    const rotated = await staffDo(
      "mutation($id: ID!) { rotateServiceAccountSecret(clientId: $id) { clientSecret } }",
      { id: account.serviceAccount.clientId },
    );
    const { clientSecret } = rotated.rotateServiceAccountSecret as { clientSecret: string };
    const old = await tokenAnswer(account, account.clientSecret);
    expect(old.status).toBe(401);
    expect(await old.json()).toMatchObject({ error: "invalid_client" });
    // A token it already got works until it expires.
    const still = await viewerWith(before);
    expect([still.status, still.body.errors]).toEqual([200, undefined]);
    const after = await tokenOf(account, clientSecret);
    expect((await viewerWith(after)).status).toBe(200);

    expect(GUIDE).toContain("(every token it got, however fresh, is refused from then on)");
    await staffDo("mutation($id: ID!) { revokeServiceAccount(clientId: $id) { revokedAt } }", {
      id: account.serviceAccount.clientId,
    });
    for (const token of [before, after]) expect((await viewerWith(token)).status).toBe(401);
    expect((await tokenAnswer(account, clientSecret)).status).toBe(401);
  });

  it("answers each code of the error table with the HTTP status the table gives", async () => {
    const pat = await staffDo(
      `mutation { createPersonalAccessToken(input: { name: "errors", permissions: [VIEW], lifetime: DAYS_7 }) {
        ... on PersonalAccessTokenSecret { secret } } }`,
    );
    const { secret } = pat.createPersonalAccessToken as { secret: string };
    const { client } = await staffDo(`{ client(by: { acronym: "SVCU" }) { reportDefinitions { id } } }`);
    const foreign = (client as { reportDefinitions: { id: string }[] }).reportDefinitions[0]?.id;
    const clientJar = (await signInBrowser(stack, "client")).jar;
    const bearer = { authorization: `Bearer ${secret}` };
    const cases: [string, Parameters<typeof graphql>[2], string][] = [
      ["{ viewer { username } }", {}, "UNAUTHENTICATED"],
      ["{ serviceAccounts { id } }", { jar: clientJar }, "FORBIDDEN"],
      [`{ reportDefinition(id: "${foreign}") { id } }`, { jar: clientJar }, "NOT_FOUND"],
      ["{ infoMessagesConnection(first: 0) { totalCount } }", { headers: bearer }, "BAD_USER_INPUT"],
      ["{ viewer { username }", { headers: bearer }, "GRAPHQL_PARSE_FAILED"],
      ["{ viewer { nickname } }", { headers: bearer }, "GRAPHQL_VALIDATION_FAILED"],
    ];
    for (const [query, options, code] of cases) {
      const row = new RegExp(`^\\| \`${code}\` \\| ([^|]+) \\|`, "m").exec(GUIDE);
      expect(row, `the error table has ${code}`).not.toBeNull();
      const answer = await graphql(stack, query, options);
      expect(answer.body.errors?.[0]?.extensions?.code, query).toBe(code);
      // Nothing finer is known of these: the reason says the code again, and is never missing.
      expect(answer.body.errors?.[0]?.extensions?.reason, query).toBe(code);
      // The table's first status is the one such an answer has.
      expect(row?.[1]?.match(/\d{3}/)?.[0], code).toBe(String(answer.status));
    }
    // "An argument in another format is BAD_USER_INPUT": written into the document or sent as a
    // variable alike (graphql-js finds the first while validating, the second while coercing).
    const asVariable =
      "query($from: DateTime) { auditEvents(filter: { from: $from }) { pageInfo { hasNextPage } } }";
    for (const [query, variables] of [
      [`{ auditEvents(filter: { from: "yesterday" }) { pageInfo { hasNextPage } } }`, undefined],
      [asVariable, { from: "yesterday" }],
    ] as const) {
      const answer = await graphql(stack, query, { headers: bearer, variables });
      const [error] = answer.body.errors ?? [];
      expect(answer.status, query).toBe(400);
      expect(error?.extensions, query).toMatchObject({ code: "BAD_USER_INPUT", reason: "BAD_USER_INPUT" });
      expect(error?.message, query).toContain("'yesterday' is not a DateTime.");
    }
    // So is a value of the wrong shape: a @oneOf input given both keys, an input object without a
    // required field, an object where an ID goes (each was GRAPHQL_VALIDATION_FAILED inline).
    const asVariables: [string, string, Record<string, unknown>][] = [
      [
        `{ client(by: { id: "1", acronym: "RFCU" }) { name } }`,
        "query($by: ClientKey) { client(by: $by) { name } }",
        { by: { id: "1", acronym: "RFCU" } },
      ],
      [
        "{ dataSet(id: { not: 1 }) { name } }",
        "query($id: ID!) { dataSet(id: $id) { name } }",
        { id: { not: 1 } },
      ],
    ];
    const wrongShapes: [string, Record<string, unknown>?][] = [
      ...asVariables.flatMap(([inline, query, variables]): [string, Record<string, unknown>?][] => [
        [inline],
        [query, variables],
      ]),
      ['mutation { createPersonalAccessToken(input: { name: "no permissions" }) { __typename } }'],
    ];
    for (const [query, variables] of wrongShapes) {
      const answer = await graphql(stack, query, { headers: bearer, variables });
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors?.[0]?.extensions, query).toMatchObject({
        code: "BAD_USER_INPUT",
        reason: "BAD_USER_INPUT",
      });
    }
  });

  it("lists staff's tokens made with the guide's audit trail query", async () => {
    await staffDo(
      `mutation { createPersonalAccessToken(input: { name: "audited", permissions: [VIEW], lifetime: DAYS_7 }) {
        ... on PersonalAccessTokenSecret { token { id } } } }`,
    );
    const data = await staffDo(block("graphql", "audit"));
    const { nodes } = data.auditEvents as {
      nodes: { actor: { username: string }; target: string; outcome: string }[];
    };
    expect(nodes).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ username: "staff" }),
        target: expect.stringMatching(/^personal access token \S+ "audited"$/),
        outcome: "SUCCEEDED",
      }),
    );
  });
});

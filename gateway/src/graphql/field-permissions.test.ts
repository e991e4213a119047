import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { isolationMatrix, type MatrixRow } from "../testing/isolation-matrix.ts";
import { buildSchema } from "../server/schema.ts";
import {
  BENCH_RATE_LIMITS,
  graphqlRequest,
  providerTokens,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";
import { FIELD_PERMISSION_NAMES, ROOT_FIELD_PERMISSIONS } from "./field-permissions.ts";

type Data = Record<string, unknown>;

/** The gateway's refusal of a field whose permission the caller lacks, from its one text. */
const refusedFor = (
  body: { errors?: { message: string; extensions?: { code?: string } }[] },
  permission: string,
) =>
  body.errors?.some(
    (e) => e.extensions?.code === "FORBIDDEN" && e.message === ERROR_TEXTS.permissionRequired(permission),
  ) ?? false;

/**
 * Every query and mutation root field, called with a personal access token of each single
 * permission the staff user holds: refused FORBIDDEN by the field's own check exactly when the
 * token lacks the field's permission. (What a field's permission lets through, the api decides
 * again: staff reach a client's data only with View All Clients too.)
 */
describe("field permission matrix (generated from the schema)", () => {
  let stack: TestStack;
  let staffToken: string;
  // Built once: the schema's build is a tenth of a second of CPU, and every test reads the same rows.
  let rows: MatrixRow[];
  const made: string[] = [];

  const rest = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${stack.api.url}${path}?api-version=1.0`, {
      method,
      headers: { authorization: `Bearer ${staffToken}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: { model?: Data } } };
  };

  beforeAll(async () => {
    // Every root field once per permission, all by tokens of one person: over a minute's allowance.
    stack = await startWorkerStack(BENCH_RATE_LIMITS);
    staffToken = (await providerTokens(stack, "staff")).access_token;
    const bearer = { authorization: `Bearer ${staffToken}` };
    const query = async (q: string, variables: Data = {}) =>
      (await graphqlRequest(stack, q, { headers: bearer, variables })).body.data as Data;
    const { clients } = await query("{ clients { id acronym } }");
    const rfcu = (clients as { id: string; acronym: string }[]).find((c) => c.acronym === "RFCU");
    const { client } = await query(
      `query($id: ID!) { client(id: $id) { dataSets { id isAttached }
        reportDefinitions { id databaseId workflowState } chartsOfAccounts { id } } }`,
      { id: rfcu?.id },
    );
    const of = client as {
      dataSets: { id: string; isAttached: boolean }[];
      reportDefinitions: { id: string; databaseId: number; workflowState: string }[];
      chartsOfAccounts: { id: string }[];
    };
    const published = of.reportDefinitions.find((r) => r.workflowState === "PUBLISHED");
    rows = isolationMatrix(buildSchema(), {
      clientId: rfcu?.id as string,
      dataSetId: of.dataSets.find((d) => d.isAttached)?.id as string,
      reportDefinitionId: published?.id as string,
      reportDefinitionDatabaseId: published?.databaseId as number,
      chartOfAccountsId: of.chartsOfAccounts[0]?.id as string,
    });
  }, 180_000);
  afterAll(async () => {
    // The worker's api is shared: give back the tokens this file made.
    for (const id of made) await rest("DELETE", `/core/personalaccesstokens/${id}`);
    await stack.close();
  });

  it("states a permission, or why none, for every root field, in the api's names", () => {
    for (const row of rows) {
      const root = row.root === "query" ? "Query" : row.root === "mutation" ? "Mutation" : "Subscription";
      const permission = ROOT_FIELD_PERMISSIONS[root][row.field];
      expect(permission, `${root}.${row.field}`).toBeDefined();
      if (typeof permission === "string") expect(FIELD_PERMISSION_NAMES).toContain(permission);
      else expect(permission?.none.trim(), `${root}.${row.field}`).toBeTruthy();
    }
  });

  it.each(FIELD_PERMISSION_NAMES.map((p) => [p]))(
    "token scoped only %s",
    async (permission) => {
      const res = await rest("POST", "/core/personalaccesstokens", {
        name: `Field matrix: ${permission}`,
        scopes: [permission],
        lifetimeDays: 7,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { token, secret } = res.body.data?.model as { token: { id: string }; secret: string };
      made.push(token.id);
      for (const row of rows) {
        if (row.root === "subscription") continue;
        const declared = ROOT_FIELD_PERMISSIONS[row.root === "query" ? "Query" : "Mutation"][row.field];
        const needed = typeof declared === "string" ? declared : null;
        // A mutation the token may make would change the shared api's data: its refusals are the point.
        if (row.root === "mutation" && (needed === null || needed === permission)) continue;
        const { body } = await graphqlRequest(stack, row.document, {
          headers: { authorization: `Bearer ${secret}` },
          variables: row.variables,
        });
        const label = `${row.root} ${row.field} with ${permission}: ${JSON.stringify(body.errors ?? null)}`;
        expect(refusedFor(body, needed ?? "-"), label).toBe(needed !== null && needed !== permission);
        expect(body.errors?.some((e) => e.extensions?.code === "INTERNAL_SERVER_ERROR") ?? false, label).toBe(
          false,
        );
      }
      // Every root field, one after another: on two busy cores (npm test) 30 s was not always enough.
    },
    120_000,
  );
});

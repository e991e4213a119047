import { getOperationAST, parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../config.ts";
import { buildSchema } from "../server/schema.ts";
import { createDataSet } from "../testing/data-set-factory.ts";
import {
  graphqlRequest,
  signInThroughGateway,
  startTestStack,
  type TestStack,
} from "../testing/test-stack.ts";
import { PersistedDocuments } from "./persisted-documents.ts";
import { operationCost } from "./query-limits.ts";

// The web app's home page: every data set of the client, priced at 10 before it runs.
const [, SHIPPED = ""] =
  PersistedDocuments.load(loadGatewayConfig({}).PERSISTED_DOCUMENTS)
    .entries()
    .find(([, text]) => /\bquery HomeDataSets\(/.test(text)) ?? [];
const document = parse(SHIPPED);
const requested = operationCost(buildSchema(), document, getOperationAST(document)!, { clientId: "1" });

interface Answer {
  errors?: { extensions?: { code?: string } }[];
  data?: { client?: { dataSets?: unknown[] } };
  extensions?: { cost?: { requested: number; actual: number } };
}

describe("the web app's own operations and the cost of their lists", () => {
  let stack: TestStack;
  let jar: Awaited<ReturnType<typeof signInThroughGateway>>["jar"];
  let clientId = "";
  beforeAll(async () => {
    // Just above what the operation costs before it runs: its list's real length takes it past.
    // An api of its own: the client gets more data sets than the demo's other files expect.
    stack = await startTestStack({ MAX_QUERY_COST: String(requested + 5) });
    jar = (await signInThroughGateway(stack, "staff")).jar;
    const clients = await graphqlRequest(stack, "{ clients { id acronym } }", { jar });
    const list = clients.body.data?.clients as { id: string; acronym: string }[];
    clientId = list.find((c) => c.acronym === "RFCU")?.id ?? "";
    for (let i = 0; i < 10; i++) await createDataSet(stack, jar, clientId);
  }, 120_000);
  afterAll(() => stack?.close());

  const send = async (query: string) =>
    (await graphqlRequest(stack, query, { jar, variables: { clientId } })).body as Answer;

  it("answers a shipped operation whose list is longer than priced: the screen needs it whole", async () => {
    const answer = await send(SHIPPED);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.client?.dataSets?.length).toBeGreaterThan(10);
    expect(answer.extensions?.cost).toEqual(expect.objectContaining({ requested, actual: requested }));
  });

  it("charges the same operation by its list's length when a caller sends it changed in the least", async () => {
    const answer = await send(`${SHIPPED}\n`);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
  });
});

import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "./connections.ts";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

type Data = Record<string, unknown>;

/** The REST id inside a global id (its last key part): the order the lists keep. */
const restId = (globalId: string) =>
  Number(Buffer.from(globalId, "base64url").toString("utf8").split(":").pop());
interface Body {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string; messages?: { field?: string }[] } }[];
  extensions?: { cost?: { requested: number; limit: number } };
}
type Page = Connection<{ id: string }>;

const PAGE =
  "edges { cursor node { id } } nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount";

/** Each connection with the list field it pages, both read at `path` of the answer. */
const CLIENT_LISTS = {
  dataSets: {
    connection: `query($id: ID!, $first: Int, $after: String) { client(id: $id) { page: dataSetsConnection(first: $first, after: $after) { ${PAGE} } } }`,
    list: `query($id: ID!) { client(id: $id) { list: dataSets { id } } }`,
  },
  reportDefinitions: {
    connection: `query($id: ID!, $first: Int, $after: String) { client(id: $id) { page: reportDefinitionsConnection(first: $first, after: $after) { ${PAGE} } } }`,
    list: `query($id: ID!) { client(id: $id) { list: reportDefinitions { id } } }`,
  },
};
const ROOT_LISTS = {
  infoMessages: {
    connection: `query($first: Int, $after: String) { page: infoMessagesConnection(first: $first, after: $after) { ${PAGE} } }`,
    list: `{ list: infoMessages { id } }`,
  },
  recentNotifications: {
    connection: `query($first: Int, $after: String) { page: recentNotificationsConnection(sinceMinutes: 10080, first: $first, after: $after) { ${PAGE} } }`,
    list: `{ list: recentNotifications(sinceMinutes: 10080) { id } }`,
  },
};
const ROWS = `query($id: ID!, $first: Int, $after: String) { report(reportDefinitionId: $id, reportId: 49) {
  blocks { ... on TableBlock { rows { id } page: rowsConnection(first: $first, after: $after) { ${PAGE} } } } } }`;

describe("cursor connections through the gateway against the running api", () => {
  let stack: TestStack;
  const jars: Record<string, CookieJar> = {};
  const ids: Record<string, string> = {};

  const as = async (user: string | undefined, query: string, variables: Data = {}) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body as Body;
  const ok = async (user: string, query: string, variables: Data = {}) => {
    const body = await as(user, query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Data;
  };
  /** The page at `data.page` or `data.client.page`. */
  const pageOf = (data: Data) => (data.page ?? (data.client as Data).page) as Page;
  const listOf = (data: Data) => (data.list ?? (data.client as Data).list) as { id: string }[];

  /** Every page from the first to the last; checks each page's shape on the way. */
  async function walk(user: string, query: string, first: number, variables: Data = {}, at = pageOf) {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = at(await ok(user, query, { ...variables, first, after }));
      pages += 1;
      expect(page.nodes.map((n) => n.id)).toEqual(page.edges.map((e) => e.node.id));
      expect(page.edges.length).toBeLessThanOrEqual(first);
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      seen.push(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasNextPage) return { seen, totalCount: page.totalCount, pages };
      expect(page.edges).toHaveLength(first);
      after = page.pageInfo.endCursor;
    }
  }

  /** The connection walks the list field's items exactly once, newest (highest id) first. */
  async function expectWalksList(
    user: string,
    lists: { connection: string; list: string },
    variables: Data = {},
  ) {
    const list = listOf(await ok(user, lists.list, variables)).map((i) => i.id);
    const newestFirst = [...list].sort((a, b) => restId(b) - restId(a));
    for (const first of [1, 2, 7, 100]) {
      const { seen, totalCount } = await walk(user, lists.connection, first, variables);
      expect(seen, `first: ${first}`).toEqual(newestFirst);
      expect(totalCount).toBe(list.length);
    }
    return list;
  }

  beforeAll(async () => {
    stack = await startWorkerStack();
    for (const user of ["staff", "client"]) jars[user] = (await signInThroughGateway(stack, user)).jar;
    const { clients } = await ok("staff", "{ clients { id acronym } }");
    for (const c of clients as { id: string; acronym: string }[]) ids[c.acronym] = c.id;
  }, 180_000);
  afterAll(() => stack?.close());

  it("refuses a caller signed out, as the list fields do", async () => {
    for (const { connection } of [...Object.values(CLIENT_LISTS), ...Object.values(ROOT_LISTS)]) {
      const body = await as(undefined, connection, { id: ids.RFCU });
      expect(body.errors?.[0]?.extensions?.code, connection).toBe("UNAUTHENTICATED");
      // Whoever is refused is told so before anything about the page they asked for.
      const badPage = await as(undefined, connection, { id: ids.RFCU, first: 500, after: "x" });
      expect(badPage.errors?.[0]?.extensions?.code, connection).toBe("UNAUTHENTICATED");
    }
  });

  it("walks staff's data sets, report definitions and messages once, in pages of any size", async () => {
    for (const acronym of ["RFCU", "SVCU"]) {
      const dataSets = await expectWalksList("staff", CLIENT_LISTS.dataSets, { id: ids[acronym] });
      expect(dataSets.length).toBeGreaterThan(2);
      const definitions = await expectWalksList("staff", CLIENT_LISTS.reportDefinitions, {
        id: ids[acronym],
      });
      expect(definitions.length).toBeGreaterThan(2);
    }
    await expectWalksList("staff", ROOT_LISTS.infoMessages);
    await expectWalksList("staff", ROOT_LISTS.recentNotifications);
  });

  it("gives a client user their own client's published report definitions only, across pages", async () => {
    const own = await expectWalksList("client", CLIENT_LISTS.reportDefinitions, { id: ids.RFCU });
    const staffView = listOf(await ok("staff", CLIENT_LISTS.reportDefinitions.list, { id: ids.RFCU }));
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(staffView.length);
    const foreign = listOf(await ok("staff", CLIENT_LISTS.reportDefinitions.list, { id: ids.SVCU })).map(
      (d) => d.id,
    );
    expect(own.filter((id) => foreign.includes(id))).toEqual([]);
    // Another client, and the staff-only lists: refused exactly as the list fields refuse.
    const cases = [
      { lists: CLIENT_LISTS.reportDefinitions, variables: { id: ids.SVCU } },
      { lists: CLIENT_LISTS.dataSets, variables: { id: ids.RFCU } },
      { lists: ROOT_LISTS.recentNotifications, variables: {} },
    ];
    for (const { lists, variables } of cases) {
      const list = await as("client", lists.list, variables);
      const page = await as("client", lists.connection, variables);
      expect(list.errors?.[0]?.extensions?.code, lists.list).toBeDefined();
      expect(page.errors?.[0]?.extensions?.code, lists.connection).toBe(list.errors?.[0]?.extensions?.code);
    }
  });

  it("pages a detail table's rows in table order, exactly once", async () => {
    const [definition] = listOf(await ok("client", CLIENT_LISTS.reportDefinitions.list, { id: ids.RFCU }));
    const variables = { id: definition?.id };
    type Blocks = { report: { blocks: { rows?: { id: string }[]; page?: Page }[] } };
    const table = (data: Data) =>
      (data as Blocks).report.blocks.find((b) => b.page) as { rows: { id: string }[]; page: Page };
    const rows = table(await ok("client", ROWS, { ...variables, first: 1 })).rows.map((r) => r.id);
    expect(rows.length).toBeGreaterThan(300);
    const { seen, totalCount, pages } = await walk(
      "client",
      ROWS,
      100,
      variables,
      (data) => table(data).page,
    );
    expect(seen).toEqual(rows);
    expect(totalCount).toBe(rows.length);
    expect(pages).toBe(Math.ceil(rows.length / 100));
  });

  it("refuses a page size out of bounds and a bad cursor, saying what to fix", async () => {
    for (const first of [0, 101, -5]) {
      const body = await as("staff", ROOT_LISTS.infoMessages.connection, { first });
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(body.errors?.[0]?.message).toBe(`first must be a whole number from 1 to 100; ${first} is not.`);
      expect(body.errors?.[0]?.extensions?.messages?.[0]).toMatchObject({
        field: "first",
        // The bounds both ways: a page of 0 is refused as one of 101 is.
        resolution: expect.stringMatching(/^Ask for 1 to 100 items per page/),
      });
    }
    const dataSetCursor = pageOf(
      await ok("staff", CLIENT_LISTS.dataSets.connection, { id: ids.RFCU, first: 1 }),
    ).pageInfo.endCursor;
    const notCursors = [
      "not a cursor",
      "%%%",
      Buffer.from("InfoMessage:abc").toString("base64url"),
      dataSetCursor,
    ];
    for (const after of notCursors) {
      const body = await as("staff", ROOT_LISTS.infoMessages.connection, { after });
      expect(body.errors?.[0]?.extensions?.code, String(after)).toBe("BAD_USER_INPUT");
      expect(body.errors?.[0]?.message).toBe(`'${after}' is not a cursor of this list.`);
      expect(body.errors?.[0]?.extensions?.messages?.[0]).toMatchObject({ field: "after" });
    }
    // Another client's list of the same field: its cursor is no place in this one.
    const otherClients = pageOf(
      await ok("staff", CLIENT_LISTS.dataSets.connection, { id: ids.SVCU, first: 1 }),
    ).pageInfo.endCursor;
    const crossed = await as("staff", CLIENT_LISTS.dataSets.connection, {
      id: ids.RFCU,
      after: otherClients,
    });
    expect(crossed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(crossed.errors?.[0]?.message).toBe(`'${otherClients}' is not a cursor of this list.`);
    const long = await as("staff", ROOT_LISTS.infoMessages.connection, { after: "A".repeat(5_000) });
    expect(long.errors?.[0]?.message).toBe(`'${"A".repeat(80)}…' is not a cursor of this list.`);
    // A table row's cursor names its row: one the table does not hold is refused.
    const [definition] = listOf(await ok("client", CLIENT_LISTS.reportDefinitions.list, { id: ids.RFCU }));
    const gone = await as("client", ROWS, {
      id: definition?.id,
      after: Buffer.from("TableRow:no-such-row").toString("base64url"),
    });
    expect(gone.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(gone.errors?.[0]?.message).toBe("The item this cursor points at is no longer in the list.");
  });

  it("keeps an id cursor good when its item is gone: the page starts at the next older one", async () => {
    const all = pageOf(await ok("staff", CLIENT_LISTS.dataSets.connection, { id: ids.RFCU, first: 100 }));
    // A cursor of an id newer than any, as if the data set it named had been deleted.
    const page = pageOf(
      await ok("staff", CLIENT_LISTS.dataSets.connection, {
        id: ids.RFCU,
        first: 1,
        after: Buffer.from(
          `DataSet.${restId(ids.RFCU ?? "")}:${restId(all.nodes[0]?.id ?? "") + 1000}`,
        ).toString("base64url"),
      }),
    );
    expect(page.nodes.map((n) => n.id)).toEqual([all.nodes[0]?.id]);
    expect(page.totalCount).toBe(all.totalCount);
  });

  it("prices a connection by the page it asks for: a large first on nested connections is refused", async () => {
    const selection = `{ clients { id
      reportDefinitionsConnection(first: $first) { totalCount nodes { id name } }
      dataSetsConnection(first: $first) { nodes { id name reportDefinitions { id name } } } } }`;
    const nested = (first: number) => selection.replaceAll("$first", String(first));
    const small = await as("staff", nested(5));
    expect(small.errors).toBeUndefined();
    const large = await as("staff", nested(100));
    expect(large.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
    expect(large.errors?.[0]?.message).toMatch(/^The query would cost \d+, more than the limit of 10000\./);
    // A variable's value counts as the literal's does.
    const byVariable = `query($first: Int) ${selection}`;
    expect((await as("staff", byVariable, { first: 100 })).errors?.[0]?.extensions?.code).toBe(
      "QUERY_TOO_COMPLEX",
    );
    const cheap = await as("staff", byVariable, { first: 5 });
    expect(cheap.errors).toBeUndefined();
    expect(cheap.extensions?.cost?.requested).toBe(small.extensions?.cost?.requested);
  });
});

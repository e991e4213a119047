import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CookieJar } from "@alm/test-support";
import type { RecordedCall } from "../testing/recording-proxy.ts";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

type Data = Record<string, unknown>;

const REPORT = `query($id: ID!, $reportId: Int!, $year: Int) {
  report(reportDefinitionId: $id, reportId: $reportId, year: $year) {
    id reportId year clientName computedDate
    blocks { __typename ... on TableBlock { source rows { id parentId path cells { field value } } } } } }`;
const REFRESH = `mutation($input: RefreshReportInput!) { refreshReport(input: $input) { __typename
  ... on ReportRefreshed { report { id reportId clientName } }
  ... on ResourceLocked { message messages { error resolution } } } }`;

interface ReportData {
  id: string;
  reportId: number;
  year: number;
  clientName: string;
  blocks: {
    __typename: string;
    source?: string;
    rows?: { id: string; parentId: string | null; path: string[] }[];
  }[];
}

// A first read computes the report on the api: seconds on a loaded machine.
describe(
  "one report cache: built reports per audience, revalidated with the api's ETag",
  { timeout: 60_000 },
  () => {
    let stack: TestStack;
    const jars: Record<string, CookieJar> = {};
    const defs: Record<string, string> = {};

    const as = async (user: string | undefined, query: string, variables: Data = {}) =>
      (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body;
    const read = async (user: string, id: string | undefined, reportId: number, year = 1) => {
      const body = await as(user, REPORT, { id, reportId, year });
      expect(body.errors).toBeUndefined();
      return body.data?.report as ReportData;
    };
    /** The gateway's report data calls to the api from here on. */
    const reportCalls = () => {
      const from = stack.baseApiCalls.length;
      return () => stack.baseApiCalls.slice(from).filter((c: RecordedCall) => c.path.includes("/reports/"));
    };

    beforeAll(async () => {
      stack = await startWorkerStack({}, { recordBaseApi: true });
      for (const user of ["staff", "analyst", "client"])
        jars[user] = (await signInThroughGateway(stack, user)).jar;
      const { clients } = (await as("staff", "{ clients { id acronym } }")).data as {
        clients: { id: string; acronym: string }[];
      };
      for (const c of clients) {
        const body = await as(
          "staff",
          `query($id: ID!) { client(id: $id) { reportDefinitions { id name } } }`,
          {
            id: c.id,
          },
        );
        const { client } = body.data as { client: { reportDefinitions: { id: string; name: string }[] } };
        for (const d of client.reportDefinitions) defs[`${c.acronym}:${d.name}`] = d.id;
      }
    }, 60_000);

    afterAll(() => stack.close());

    it("reads a report once: later reads revalidate with If-None-Match and reuse it on 304", async () => {
      const q4 = defs["RFCU:Q4 2021 ALM Report"];
      const calls = reportCalls();
      const first = await read("staff", q4, 47);
      const second = await read("analyst", q4, 47);
      expect(second).toEqual(first);
      const [cold, warm] = calls();
      expect(cold).toMatchObject({ method: "GET", ifNoneMatch: null, status: 200 });
      expect(warm).toMatchObject({ method: "GET", status: 304 });
      expect(warm?.ifNoneMatch).toMatch(/^".+"$/);
      expect(calls()).toHaveLength(2);
    });

    it("never shares a copy between audiences: a client user's read is their own", async () => {
      const q4 = defs["RFCU:Q4 2021 ALM Report"];
      await read("staff", q4, 21);
      const calls = reportCalls();
      const own = await read("client", q4, 21);
      expect(own.clientName).toBe("Riverbend Federal Credit Union");
      await read("client", q4, 21);
      // The client's first read holds no validator of the staff's copy; the second revalidates its own.
      expect(calls().map((c) => [c.ifNoneMatch === null, c.status])).toEqual([
        [true, 200],
        [false, 304],
      ]);
      const foreign = await as("client", REPORT, { id: defs["SVCU:Q4 2021 ALM Report"], reportId: 21 });
      expect(["NOT_FOUND", "FORBIDDEN"]).toContain(foreign.errors?.[0]?.extensions?.code);
      expect(JSON.stringify(foreign)).not.toContain("Summit Valley");
    });

    it("gives reports and table rows globally unique ids that stay the same while the data changes", async () => {
      const q4 = defs["RFCU:Q4 2021 ALM Report"];
      const july = defs["RFCU:July 2022 ALM Report"];
      const a = await read("staff", q4, 55, 1);
      const b = await read("staff", q4, 55, 2);
      const c = await read("staff", july, 55, 1);
      expect(new Set([a.id, b.id, c.id]).size).toBe(3);
      expect(a.reportId).toBe(55);
      const rows = [a, b, c].flatMap((r) => r.blocks.flatMap((block) => block.rows ?? []));
      expect(rows.length).toBeGreaterThan(10);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      const ids = new Set(rows.map((r) => r.id));
      for (const row of rows) {
        if (row.parentId) expect(ids.has(row.parentId)).toBe(true);
        expect(row.path.at(-1)).toBe(row.id);
      }
      expect((await read("client", q4, 55, 1)).id).toBe(a.id);
    });

    it("refreshReport recomputes on the api and answers the report under the same id", async () => {
      const q4 = defs["RFCU:Q4 2021 ALM Report"];
      const before = await read("staff", q4, 21);
      const calls = reportCalls();
      const body = await as("analyst", REFRESH, { input: { reportDefinitionId: q4, reportId: 21 } });
      expect(body.errors).toBeUndefined();
      expect(body.data?.refreshReport).toMatchObject({
        __typename: "ReportRefreshed",
        report: { id: before.id, reportId: 21, clientName: "Riverbend Federal Credit Union" },
      });
      expect(calls()).toEqual([expect.objectContaining({ ifNoneMatch: null, status: 200 })]);
      expect(calls()[0]?.path).toContain("qrf=true");
      // The recomputed report is the one kept: the next read revalidates it.
      await read("staff", q4, 21);
      expect(calls().at(-1)).toMatchObject({ status: 304 });
    });

    it("refreshReport: signed out, no View All Clients, bad input and a report whose data set has not completed", async () => {
      const input = { reportDefinitionId: defs["RFCU:Q4 2021 ALM Report"], reportId: 21 };
      const code = (body: Awaited<ReturnType<typeof as>>) => body.errors?.[0]?.extensions?.code;
      expect(code(await as(undefined, REFRESH, { input }))).toBe("UNAUTHENTICATED");
      const calls = reportCalls();
      expect(code(await as("client", REFRESH, { input }))).toBe("FORBIDDEN");
      expect(
        code(
          await as("client", REFRESH, {
            input: { ...input, reportDefinitionId: defs["SVCU:Q4 2021 ALM Report"] },
          }),
        ),
      ).toBe("FORBIDDEN");
      expect(calls()).toEqual([]);
      expect(code(await as("staff", REFRESH, { input: { ...input, reportId: -1 } }))).toBe("BAD_USER_INPUT");
      expect(code(await as("staff", REFRESH, { input: { ...input, year: 0 } }))).toBe("BAD_USER_INPUT");
      expect(code(await as("staff", REFRESH, { input: { ...input, reportDefinitionId: "x" } }))).toBe(
        "BAD_USER_INPUT",
      );
      const locked = await as("staff", REFRESH, {
        input: { reportDefinitionId: defs["RFCU:July 2022 Board Draft"], reportId: 10 },
      });
      expect(locked.data?.refreshReport).toMatchObject({
        __typename: "ResourceLocked",
        messages: [{ error: expect.stringContaining("has not completed") }],
      });
    });
  },
);

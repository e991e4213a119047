import {
  METRICS,
  pageTableOf,
  publishedQuarters,
  RATINGS,
  shockOf,
  SOURCE_PAGES,
  type DefinitionSummary,
  type PageTable,
  type Reading,
} from "@alm/formats";
import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

type Data = Record<string, unknown>;

const READING = "{ headline { value text } unit lines { label text } status { text tone } trend trendText }";
const SUMMARIES = `{ clientRiskSummaries {
  client { id acronym name } reportDefinition { id asOf } asOf
  rating ${READING} nevRatio ${READING} nevShockChange ${READING} } }`;

/** The client's definitions as the web dashboard reads them to choose its latest quarter. */
const DEFINITIONS = `query($id: ID!) { client(id: $id) { reportDefinitions {
  id name asOfDate isPublished publishedDate shockScenario baseDataSetType selectedReports { reportId } } } }`;

/** The policy page as the web dashboard asks for it (DashboardReport: the tables and their own values). */
const PAGE = `query($d: ID!, $r: Int!) { report(reportDefinitionId: $d, reportId: $r, year: 1) { id
  blocks { __typename ... on TableBlock { source columns { field format precision divisor valueIfEmpty dateFormat displayAs }
    rows { id key format cells { field value text flag } } values { field value text } } } } }`;

interface RiskReadingData {
  headline: { value: number | null; text: string };
  unit: string | null;
  lines: { label: string; text: string }[];
  status: { text: string; tone: string } | null;
  trend: number | null;
  trendText: string;
}

interface Summary {
  client: { id: string; acronym: string; name: string };
  reportDefinition: { id: string; asOf: string | null } | null;
  asOf: string | null;
  rating: RiskReadingData | null;
  nevRatio: RiskReadingData | null;
  nevShockChange: RiskReadingData | null;
}

/** A reading as the schema answers it: tones in capitals. */
/** A tile's reading as the API answers it: the status's tone in capitals, without the screen's breach style. */
const asAnswered = (r: Reading | null) => {
  if (!r) return r;
  const { breach: _style, ...reading } = r;
  return { ...reading, status: r.status && { text: r.status.text, tone: r.status.tone.toUpperCase() } };
};

describe("every client's risk figures in one query, against the running api", () => {
  let stack: TestStack;
  const jars: Record<string, CookieJar> = {};

  const as = async (user: string | undefined, query: string, variables: Data = {}) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body;
  const summariesOf = async (user: string) => {
    const body = await as(user, SUMMARIES);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return (body.data as { clientRiskSummaries: Summary[] }).clientRiskSummaries;
  };

  beforeAll(async () => {
    stack = await startWorkerStack();
    for (const user of ["staff", "client", "prospect"])
      jars[user] = (await signInThroughGateway(stack, user)).jar;
  }, 120_000);
  afterAll(() => stack.close());

  it("refuses a caller who is signed out, and a client user without View", async () => {
    expect((await as(undefined, SUMMARIES)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const prospect = await as("prospect", SUMMARIES);
    expect(prospect.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(JSON.stringify(prospect)).not.toContain("Lakeshore");
  });

  it("gives a client user their own client only", async () => {
    const own = await summariesOf("client");
    expect(own.map((s) => s.client.acronym)).toEqual(["RFCU"]);
    expect(own[0]?.rating?.headline.text).toMatch(/^(Low|Moderate|High)$/);
  }, 120_000);

  it("gives staff every client, the most severe rating first, then the lowest post-shock NEV ratio", async () => {
    const summaries = await summariesOf("staff");
    const clients = (await as("staff", "{ clients { id } }")).data as { clients: { id: string }[] };
    expect(summaries.map((s) => s.client.id).sort()).toEqual(clients.clients.map((c) => c.id).sort());
    expect(summaries.filter((s) => s.rating).length, "the demo's clients have rated reports").toBeGreaterThan(
      1,
    );
    const severity = (s: Summary) => RATINGS.indexOf(s.rating?.headline.text as (typeof RATINGS)[number]);
    for (let i = 1; i < summaries.length; i++) {
      const [above, below] = [summaries[i - 1]!, summaries[i]!];
      expect(
        severity(above),
        `${above.client.acronym} before ${below.client.acronym}`,
      ).toBeGreaterThanOrEqual(severity(below));
      if (severity(above) === severity(below) && severity(above) >= 0)
        expect(above.rating!.trend!).toBeLessThanOrEqual(below.rating!.trend!);
    }
  }, 180_000);

  it("answers the figures the client's own dashboard reads from its latest published report", async () => {
    const summaries = await summariesOf("staff");
    for (const summary of summaries) {
      // The dashboard's choice of quarter, from the client's definitions.
      const listed = (await as("staff", DEFINITIONS, { id: summary.client.id })).data as {
        client: { reportDefinitions: DefinitionSummary[] };
      };
      const latest = publishedQuarters(listed.client.reportDefinitions).at(-1);
      expect(summary.reportDefinition?.id ?? null, summary.client.acronym).toBe(
        latest?.definition.id ?? null,
      );
      expect(summary.asOf).toBe(latest?.label ?? null);
      // The Date every other asOf of the API is, beside the deprecated text.
      expect(summary.reportDefinition?.asOf ?? null).toBe(latest?.date ?? null);
      if (!latest) continue;
      // The dashboard's tiles: the page as it reads it, through the same rules.
      const body = await as("staff", PAGE, { d: latest.definition.id, r: SOURCE_PAGES.policy.reportId });
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      const report = (
        body.data as {
          report: { id: string; blocks: (Parameters<typeof pageTableOf>[0] & { __typename: string })[] };
        }
      ).report;
      const tables: PageTable[] = report.blocks.filter((b) => b.__typename === "TableBlock").map(pageTableOf);
      const page = { id: report.id, tables };
      for (const key of ["rating", "nevRatio", "nevShockChange"] as const) {
        const metric = METRICS.find((m) => m.key === key)!;
        const tile = asAnswered(metric.read(page, shockOf(latest.definition)));
        expect(tile, `${summary.client.acronym} ${key} on its page`).not.toBeNull();
        expect(summary[key], `${summary.client.acronym} ${key}`).toEqual(tile);
      }
    }
  }, 240_000);

  it("keeps a quarter's figures when a package of a few of its pages is published after the full one", async () => {
    const [before] = await summariesOf("client");
    expect(before?.rating).not.toBeNull();
    const fields = `id clientId name baseDataSetId compareDataSetId chartOfAccountsId niiYears reportTag
      minScenario maxScenario commentary`;
    const cloned = await as(
      "staff",
      `mutation($id: ID!) { cloneReportDefinition(id: $id) {
        ... on ReportDefinitionSaved { reportDefinition { ${fields} } } } }`,
      { id: before?.reportDefinition?.id },
    );
    const { clientId, ...copy } = (
      cloned.data as { cloneReportDefinition: { reportDefinition: Data & { id: string; clientId: string } } }
    ).cloneReportDefinition.reportDefinition;
    const step = async (mutation: string) => {
      const body = await as("staff", `mutation($id: ID!) { ${mutation}(id: $id) { __typename } }`, {
        id: copy.id,
      });
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    };
    try {
      // A board summary: the executive summary and three pages, one of them a risk page (20).
      const saved = await as(
        "staff",
        `mutation($clientId: ID!, $input: ReportDefinitionInput!) {
          saveReportDefinition(clientId: $clientId, input: $input) { __typename } }`,
        {
          clientId,
          input: { ...copy, name: "Q4 2021 Board Summary", selectedReports: ["11", "20", "21", "22"] },
        },
      );
      expect(saved.data).toEqual({ saveReportDefinition: { __typename: "ReportDefinitionSaved" } });
      await step("approveReportDefinition");
      await step("publishReportDefinition");
      // Published last for Q4, it would have blanked the quarter's rating and ratios.
      const [after] = await summariesOf("client");
      expect(after?.reportDefinition?.id).toBe(before?.reportDefinition?.id);
      expect(after).toEqual(before);
      const seen = (
        (await as("client", DEFINITIONS, { id: clientId })).data as {
          client: { reportDefinitions: (DefinitionSummary & { name: string })[] };
        }
      ).client.reportDefinitions;
      expect(seen.map((d) => d.name)).toContain("Q4 2021 Board Summary");
      expect(publishedQuarters(seen).at(-1)?.definition.name).toBe("Q4 2021 ALM Report");
    } finally {
      await step("unpublishReportDefinition");
      await step("unapproveReportDefinition");
      await step("deleteReportDefinition");
    }
  }, 120_000);

  it("does not read a published What If package as the institution's latest quarter", async () => {
    const [rfcu] = await summariesOf("client");
    const listed = async (user: string) =>
      (
        (await as(user, DEFINITIONS, { id: rfcu?.client.id })).data as {
          client: {
            reportDefinitions: (DefinitionSummary & { name: string })[];
          };
        }
      ).client.reportDefinitions;
    const whatIf = (await listed("staff")).find((d) => d.name === "July 2022 Deposit Runoff What-If");
    expect(whatIf?.baseDataSetType).toBe("WHAT_IF");
    const workflow = async (mutation: string) => {
      const body = await as("staff", `mutation($id: ID!) { ${mutation}(id: $id) { __typename } }`, {
        id: whatIf?.id,
      });
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      expect(JSON.stringify(body.data)).toContain("ReportDefinitionWorkflowChanged");
    };
    await workflow("approveReportDefinition");
    await workflow("publishReportDefinition");
    try {
      // The client reads the package (its type too), but its dashboard and ranking keep Q4 2021.
      const seen = await listed("client");
      expect(seen.find((d) => d.id === whatIf?.id)).toMatchObject({
        isPublished: true,
        baseDataSetType: "WHAT_IF",
      });
      expect(seen.filter((d) => d.id !== whatIf?.id).map((d) => d.baseDataSetType)).toEqual([
        "STANDARD",
        "STANDARD",
      ]);
      expect(publishedQuarters(seen).at(-1)?.definition.name).toBe("Q4 2021 ALM Report");
      const [after] = await summariesOf("client");
      expect(after?.reportDefinition?.id).toBe(rfcu?.reportDefinition?.id);
      expect(after?.asOf).toBe("2021/12/31");
    } finally {
      await workflow("unpublishReportDefinition");
    }
  }, 120_000);
});

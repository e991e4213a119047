import type { DocumentStack } from "./document-test-stack.ts";
import { orientationOf } from "../documents/pdf/chromium-renderer.ts";
import { asOfText } from "../documents/pdf/package-facts.ts";
import type { PdfPackageRequest } from "../documents/pdf/render-package.ts";

export const DEMO_DEFINITION = "Q4 2021 ALM Report";

interface Catalogue {
  categories: {
    description: string;
    pages: { description: string; entries: { reportId: number; year: number | null; label: string }[] }[];
  }[];
}

type Gql = <T>(token: string, query: string, variables?: Record<string, unknown>) => Promise<T>;

const gqlOf =
  (gatewayUrl: string): Gql =>
  async <T>(token: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };

/**
 * The All Reports package of the demo client as its client user asks for it: every catalogue
 * entry of the report definition (NII pages for years 1..niiYears), a fresh print ticket.
 */
export async function demoAllReports(
  stack: DocumentStack,
  gatewayUrl = stack.gatewayUrl,
): Promise<PdfPackageRequest> {
  const gql = gqlOf(stack.gatewayUrl);
  const token = await stack.token("client");
  type Keyed = { id: string; databaseId: number; name: string };
  const { viewer } = await gql<{ viewer: { client: Keyed & { reportDefinitions: Keyed[] } } }>(
    token,
    "{ viewer { client { id databaseId name reportDefinitions { id databaseId name } } } }",
  );
  const definition = viewer.client.reportDefinitions.find((d) => d.name === DEMO_DEFINITION);
  if (!definition) throw new Error(`The demo client has no '${DEMO_DEFINITION}'.`);
  const scope = { c: viewer.client.id, d: definition.id };
  const { reportDefinition } = await gql<{
    reportDefinition: { name: string; asOfDate: string; catalogue: Catalogue };
  }>(
    token,
    `query($c: ID!, $d: ID!) { reportDefinition(clientId: $c, id: $d) { name asOfDate
      catalogue { categories { description pages { description entries { reportId year label } } } } } }`,
    scope,
  );
  const { createPrintTicket } = await gql<{ createPrintTicket: { ticket: string } }>(
    token,
    "mutation($c: ID!, $d: ID!) { createPrintTicket(clientId: $c, reportDefinitionId: $d) { ticket } }",
    scope,
  );
  const entries = reportDefinition.catalogue.categories.flatMap((category) =>
    category.pages.flatMap((page) =>
      page.entries.map((e) => ({
        reportId: e.reportId,
        ...(e.year === null ? {} : { year: e.year }),
        label: e.year === null ? page.description : `${page.description}: ${e.label}`,
        sublabel: category.description,
        orientation: orientationOf(category.description),
      })),
    ),
  );
  return {
    gatewayUrl,
    ticket: createPrintTicket.ticket,
    // A job renders with the api's ids (as the gateway's job work has them), not the schema's.
    clientId: viewer.client.databaseId,
    reportDefinitionId: definition.databaseId,
    title: "All Reports",
    subtitle: reportDefinition.name,
    clientName: viewer.client.name,
    date: asOfText(reportDefinition.asOfDate),
    entries,
  };
}

interface BlockHeadings {
  title: string;
  isHidden: boolean;
  datasetTitles?: { title: string }[];
}

/**
 * The headings a package's reports print: each report's title, each shown block's title and the
 * line naming a table's data sets (as the report card joins them), read through GraphQL.
 */
export async function reportHeadings(stack: DocumentStack, request: PdfPackageRequest): Promise<Set<string>> {
  const gql = gqlOf(stack.gatewayUrl);
  const token = await stack.token("client");
  const headings = new Set<string>();
  for (const entry of request.entries) {
    const { report } = await gql<{ report: { title: string; blocks: BlockHeadings[] } }>(
      token,
      `query($d: ID!, $r: Int!, $y: Int) { report(reportDefinitionId: $d, reportId: $r, year: $y) {
        title blocks { ... on TemplateBlock { title isHidden } ... on TableBlock { datasetTitles { title } } } } }`,
      { d: request.reportDefinitionId, r: entry.reportId, y: entry.year ?? 1 },
    );
    // An NII page's heading names its year (web ReportHeading's reportTitle).
    headings.add(entry.year ? `${report.title}: Year ${entry.year}` : report.title);
    for (const block of report.blocks.filter((b) => !b.isHidden)) {
      if (block.title) headings.add(block.title);
      const datasets = (block.datasetTitles ?? []).map((d) => d.title).filter(Boolean);
      if (datasets.length) headings.add(datasets.join(" · "));
    }
  }
  return headings;
}

import { decimalOrNull } from "../graphql/scalars/decimal-rounding.ts";
import {
  includesPage,
  METRICS,
  pageTableOf,
  publishedQuarters,
  rankClients,
  shockOf,
  SOURCE_PAGES,
  type Reading,
  type ReportPage,
} from "@alm/formats";
import { GraphQLError } from "graphql";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { Resolvers, RiskReading, RiskTone } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { baseDataSetTypeOf } from "../graphql/enums.ts";
import type { ReportsContext } from "./reports-context.ts";
import { withErrorText } from "../graphql/failures.ts";
import { requireView } from "../graphql/view-permission.ts";
import type { ClientModel } from "../models/core-models.ts";
import type { ReportDefinitionModel } from "../models/analysis-models.ts";
import { parseReportEntry } from "./report-list.ts";
import type { ReportView } from "./report-view.ts";

/** The figures of the firm-wide list, each read by the dashboard tile of the same key. */
const LISTED = ["rating", "nevRatio", "nevShockChange"] as const;
const POLICY_PAGE = SOURCE_PAGES.policy.reportId;

/** A report's tables as the risk figures read them (@alm/formats, as the web dashboard reads its pages). */
export const reportPageOf = (view: ReportView): ReportPage => ({
  id: view.id,
  tables: view.blocks.flatMap((b) => (b.__typename === "TableBlock" ? [pageTableOf(b)] : [])),
});

const toneOf = (tone: "success" | "warning" | "error"): RiskTone =>
  tone === "success" ? "SUCCESS" : tone === "warning" ? "WARNING" : "ERROR";

const readingOf = (r: Reading | null): RiskReading | null =>
  r && {
    ...r,
    headline: { ...r.headline, number: decimalOrNull(r.headline.value) },
    trendNumber: decimalOrNull(r.trend),
    status: r.status && { text: r.status.text, tone: toneOf(r.status.tone) },
  };

/** The definition as the published quarters read it. */
const summaryOf = (d: ReportDefinitionModel) => ({
  id: String(d.id),
  name: d.name,
  asOfDate: d.asOfDate,
  isPublished: d.isPublished,
  publishedDate: d.publishedByDate,
  shockScenario: d.shockScenario,
  selectedReports: d.selectedSubReportDefinitions.map(parseReportEntry),
  baseDataSetType: baseDataSetTypeOf(d),
  model: d,
});

/** The policy page of a definition, or null when it cannot be read now (its runs may still be computing). */
async function policyPage(ctx: ReportsContext, definitionId: number): Promise<ReportPage | null> {
  try {
    const view = await ctx.reports.load(ctx, {
      reportDefinitionId: definitionId,
      reportId: POLICY_PAGE,
      year: 1,
      trend: { additionalReportDefIds: [], nevScenarios: null, niiScenarios: null },
    });
    return reportPageOf(view);
  } catch (error) {
    // One client's unreadable page leaves its figures empty; the others are still listed.
    if (error instanceof GraphQLError) return null;
    throw error;
  }
}

/** A client's latest published definition and its figures on the Compliance with Policy Matrix page. */
async function clientRisk(ctx: ReportsContext, client: ClientModel) {
  const definitions = await withErrorText(ERROR_TEXTS.reportDefinitionsList, () =>
    ctx.loaders.reportDefinitionsOfClient.load(client.id),
  );
  const latest = publishedQuarters(definitions.map(summaryOf)).at(-1);
  const page =
    latest && includesPage(latest.definition, POLICY_PAGE)
      ? await policyPage(ctx, latest.definition.model.id)
      : null;
  const shock = latest ? shockOf(latest.definition) : "";
  const readings = Object.fromEntries(
    LISTED.map((key) => {
      const metric = METRICS.find((m) => m.key === key);
      return [key, page && metric ? metric.read(page, shock) : null];
    }),
  ) as Record<(typeof LISTED)[number], Reading | null>;
  return {
    summary: {
      client,
      reportDefinition: latest?.definition.model ?? null,
      asOf: latest?.label ?? null,
      rating: readingOf(readings.rating),
      nevRatio: readingOf(readings.nevRatio),
      nevShockChange: readingOf(readings.nevShockChange),
    },
    // What the ranking orders by: the rating, then the post-shock NEV ratio (the dashboard's rule).
    clientId: String(client.id),
    name: client.name,
    rating: readings.rating?.headline.text ?? null,
    postShockRatio: readings.rating?.trend ?? null,
  };
}

export const clientRiskResolvers: Resolvers<ReportsContext> = {
  Query: {
    clientRiskSummaries: async (_root, _args, ctx) => {
      requireSignedIn(ctx);
      await requireView(ctx);
      const clients = await withErrorText(ERROR_TEXTS.clientData, () => ctx.core.clients());
      const risks = await Promise.all(clients.map((c) => clientRisk(ctx, c)));
      return rankClients(risks).map((r) => r.summary);
    },
  },
};

import { SCENARIO_PLACEHOLDER, withScenarioName } from "@alm/formats";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { ReportDefinitionKind } from "../generated/graphql.ts";
import type { ChartDataModel, ReportDataModel, TemplateBlockModel } from "../models/report-models.ts";
import { chartTypeOf, datasetOf, kindOf, valueFormatOf } from "./enum-maps.ts";
import { reportError } from "./report-errors.ts";
import { globalId } from "../graphql/ids.ts";
import { reportGlobalId, tableRowIdOf } from "./report-ids.ts";
import type { ReportRequest } from "./report-service.ts";
import type { BlockCommon, BlockView, ChartBlockView, ReportView, TextBlockView } from "./report-view.ts";
import { tableParts } from "./table-block.ts";
import type { CheckedPage } from "./template-rules.ts";

const present = <T>(items: (T | null)[]): T[] => items.filter((x): x is T => x !== null);

function common(
  block: TemplateBlockModel,
  kind: ReportDefinitionKind,
  scenario: string,
): Omit<BlockCommon, "type"> {
  const hidden = present((block.hidden ?? []).map(kindOf));
  return {
    source: block.source,
    title: withScenarioName(block.title ?? "", scenario),
    width: block.width ?? 100,
    hidden,
    isHidden: hidden.includes(kind),
    dictionaryKey: block.dictionaryKey ?? null,
    datasets: present((block.datasets ?? []).map(datasetOf)),
    precision: block.precision ?? null,
    titleIsDynamic: block.titleIsDynamic === true || (block.title ?? "").includes(SCENARIO_PLACEHOLDER),
    footer: block.footer ?? null,
  };
}

function chartParts(
  block: TemplateBlockModel,
  data: ChartDataModel,
): Omit<ChartBlockView, keyof BlockCommon> {
  const series = (data.series ?? []).map((s) => ({
    name: s.name,
    format: valueFormatOf(s.format) ?? "NUMERIC",
    values: s.data,
  }));
  return {
    __typename: "ChartBlock",
    chartType: chartTypeOf(data.chartType) ?? chartTypeOf(block.chartType) ?? "COLUMN",
    format: valueFormatOf(data.format) ?? series[0]?.format ?? "NUMERIC",
    labels: data.labels ?? data.xAxis?.categories ?? [],
    xAxisTitle: data.xAxis?.title ?? "",
    yAxisTitle: data.yAxis?.title ?? "",
    series,
  };
}

function textParts(text: string): Omit<TextBlockView, keyof BlockCommon> {
  return {
    __typename: "TextBlock",
    text,
    paragraphs: text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
  };
}

/** The Report of one page: blocks in template order, typed; the section 8 errors otherwise. */
export function buildReport(
  checked: CheckedPage,
  model: ReportDataModel,
  request: ReportRequest,
): ReportView {
  const id = reportGlobalId(request);
  const { page } = checked;
  const meta = model.metadata ?? {};
  const kind: ReportDefinitionKind = model.compareAsOfDate ? "COMPARISON" : "SINGLE";
  const scenario = String(meta.scenarios?.shockScenario ?? "");
  const apiVersion = page.api_version ?? 2;
  const formatError = (source: string, detail: string) =>
    reportError("DATA_FORMAT_ERROR", "DATA_FORMAT_ERROR", ERROR_TEXTS.reportDataFormat(page.id, source), [
      { error: detail, resolution: ERROR_TEXTS.reportDataResolution },
    ]);
  const blocks = checked.template.map((block): BlockView => {
    const base = common(block, kind, scenario);
    const data = model.data?.[block.source];
    if (block.type === "text") {
      if (typeof data !== "string") throw formatError(block.source, `Source ${block.source} is not a text.`);
      return { ...base, type: "TEXT", ...textParts(data) };
    }
    if (block.type === "chart") {
      if (typeof data !== "object" || data === null || data.kind !== "chart")
        throw formatError(block.source, `Source ${block.source} is not a chart.`);
      return { ...base, type: "CHART", ...chartParts(block, data) };
    }
    if (block.type === "table") {
      const dictionary = checked.tables[block.dictionaryKey ?? ""];
      if (!dictionary) throw formatError(block.source, `Source ${block.source} names no table dictionary.`);
      const parts = tableParts({
        reportId: page.id,
        rowIdOf: tableRowIdOf(request, block.source),
        clientId: meta.client?.id ?? null,
        source: block.source,
        apiVersion,
        dictionary,
        data,
      });
      // A column may name the scenario too ("NEV Ratio ({scenario})"), as a title may.
      const columns = parts.columns.map((c) => ({ ...c, label: withScenarioName(c.label, scenario) }));
      return { ...base, type: "TABLE", ...parts, columns };
    }
    throw reportError(
      "DATA_FORMAT_ERROR",
      "NO_DATA_AVAILABLE",
      ERROR_TEXTS.reportNoData(page.description, page.id, block.source),
    );
  });
  return {
    id,
    reportId: page.id,
    definitionId: globalId("ReportDefinition", meta.client?.id ?? "", request.reportDefinitionId),
    definitionName: meta.reportDefinition?.name ?? "",
    year: model.year ?? 1,
    title: model.title || page.description,
    asOfDate: model.asOfDate,
    compareAsOfDate: model.compareAsOfDate ?? null,
    asOf: model.asOfDate,
    compareAsOf: model.compareAsOfDate ?? null,
    kind,
    clientId: globalId("Client", meta.client?.id ?? ""),
    clientName: meta.client?.name ?? "",
    clientAcronym: meta.client?.acronym ?? "",
    apiVersion,
    scenario,
    computedDate: meta.computedDate ?? null,
    computedAt: meta.computedDate ?? null,
    warnings: (meta.warnings ?? []).map(String),
    blocks,
  };
}

import { gatewayError } from "../errors/error-codes.ts";
import type { DataSetFilter, ReportDefinitionFilter } from "../generated/graphql.ts";
import type { DataSetModel, ReportDefinitionModel } from "../models/analysis-models.ts";
import { dataSetTypeCode } from "./enums.ts";

function checkDays(days: number | null | undefined) {
  if (days !== null && days !== undefined && (!Number.isInteger(days) || days < 0 || days > 9999)) {
    throw gatewayError(
      "BAD_USER_INPUT",
      `updatedWithinDays must be a whole number from 0 to 9999; ${days} is not.`,
    );
  }
}

/** The Data Sets panel's filters that the REST list does not take: type and attachment. */
export function filterDataSets(
  list: DataSetModel[],
  filter: DataSetFilter | null | undefined,
): DataSetModel[] {
  checkDays(filter?.updatedWithinDays);
  const types = filter?.types?.map(dataSetTypeCode);
  return list.filter(
    (d) =>
      (!types?.length || types.includes(d.dataSetType)) &&
      (!filter?.onlyUnattached || d.reportIds.length === 0),
  );
}

export function filterReportDefinitions(
  list: ReportDefinitionModel[],
  filter: ReportDefinitionFilter | null | undefined,
): ReportDefinitionModel[] {
  checkDays(filter?.updatedWithinDays);
  const kinds = filter?.kinds;
  return list.filter(
    (r) =>
      (!kinds?.length || kinds.includes(r.compareDataSetId ? "COMPARISON" : "SINGLE")) &&
      (!filter?.onlyPublished || r.isPublished),
  );
}

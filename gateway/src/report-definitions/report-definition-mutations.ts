import type { WorkflowAction } from "../datasources/base-api.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { MutationResolvers, Resolvers } from "../generated/graphql.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { notFoundOf, orFailure, readOrNotFound, withErrorText, type NotFound } from "../graphql/failures.ts";
import { optionalId, toId } from "../graphql/ids.ts";
import { toReportEntries } from "../reports/report-list.ts";

const PAST_TENSE: Record<WorkflowAction, string> = {
  approve: "approved",
  unapprove: "unapproved",
  publish: "published",
  unpublish: "unpublished",
};

/** A mutation's NOT_FOUND of the definition its `id` names, said of the id as sent. */
const ofDefinition = <T>(id: string, run: () => Promise<T>) =>
  readOrNotFound(notFoundOf("ReportDefinition", id, "id"), run);

function changeWorkflow(action: WorkflowAction) {
  return (_root: unknown, { id }: { id: string }, ctx: PlatformContext) =>
    ofDefinition(id, () =>
      orFailure(async () => {
        const saved = await withErrorText(ERROR_TEXTS.reportWorkflow, () =>
          ctx.base.changeWorkflow(toId(id, "ReportDefinition"), action),
        );
        return {
          __typename: "ReportDefinitionWorkflowChanged" as const,
          reportDefinition: saved,
          message: ERROR_TEXTS.reportWorkflowDone(saved.name, PAST_TENSE[action]),
        };
      }, [
        {
          codes: ["WORKFLOW_REFUSED", "RESOURCE_GONE"],
          as: "WorkflowRefused",
          headline: ERROR_TEXTS.reportWorkflow,
        },
      ]),
    );
}

const saveReportDefinition: MutationResolvers["saveReportDefinition"] = (_root, { clientId, input }, ctx) => {
  const client = toId(clientId, "Client", "clientId");
  const body = {
    id: optionalId(input.id, "ReportDefinition", "input.id"),
    name: input.name,
    baseDataSetId: toId(input.baseDataSetId, "DataSet", "input.baseDataSetId"),
    compareDataSetId: optionalId(input.compareDataSetId, "DataSet", "input.compareDataSetId") ?? null,
    chartOfAccountsId: optionalId(input.chartOfAccountsId, "ChartOfAccounts", "input.chartOfAccountsId"),
    niiYears: input.niiYears ?? undefined,
    reportTag: input.reportTag ?? null,
    minScenario: input.minScenario ?? undefined,
    maxScenario: input.maxScenario ?? undefined,
    selectedSubReportDefinitions: input.selectedReports
      ? toReportEntries(input.selectedReports, "input.selectedReports")
      : undefined,
    commentary: input.commentary ?? null,
  };
  // The client in the api's path, or the definition an edit names (the api says so of its `id`).
  const edited: Record<string, NotFound> = input.id
    ? { id: notFoundOf("ReportDefinition", input.id, "id") }
    : {};
  const saving = () =>
    orFailure(
      async () => ({
        __typename: "ReportDefinitionSaved" as const,
        reportDefinition: await withErrorText(ERROR_TEXTS.reportSave, () =>
          ctx.base.saveReportDefinition(client, body),
        ),
      }),
      [
        { codes: ["DUPLICATE_NAME"], as: "DuplicateName" },
        { codes: ["REPORT_DEFINITION_LOCKED"], as: "ResourceLocked" },
        { codes: ["NO_CHART_OF_ACCOUNTS"], as: "NoChartsOfAccounts" },
        { codes: INPUT_FAILURE_CODES, as: "ValidationFailed", headline: ERROR_TEXTS.reportSave },
      ],
    );
  return readOrNotFound(notFoundOf("Client", clientId, "clientId"), saving, edited);
};

export const reportDefinitionMutationResolvers: Resolvers = {
  Mutation: {
    saveReportDefinition,
    cloneReportDefinition: (_root, { id }, ctx) =>
      ofDefinition(id, () =>
        orFailure(
          async () => ({
            __typename: "ReportDefinitionSaved" as const,
            reportDefinition: await withErrorText(ERROR_TEXTS.reportClone, () =>
              ctx.base.cloneReportDefinition(toId(id, "ReportDefinition")),
            ),
          }),
          [{ codes: INPUT_FAILURE_CODES, as: "ValidationFailed", headline: ERROR_TEXTS.reportClone }],
        ),
      ),
    deleteReportDefinition: async (_root, { id }, ctx) => {
      const reportId = toId(id, "ReportDefinition");
      return ofDefinition(id, () =>
        orFailure(async () => {
          await withErrorText(ERROR_TEXTS.reportDelete, () => ctx.base.deleteReportDefinition(reportId));
          return {
            __typename: "ReportDefinitionDeleted" as const,
            // As asked: the global id a normalising cache keeps the definition under.
            id,
            message: ERROR_TEXTS.reportDefinitionDeleted(`${reportId}`),
          };
        }, [{ codes: ["REPORT_DEFINITION_LOCKED"], as: "ResourceLocked" }]),
      );
    },
    approveReportDefinition: changeWorkflow("approve"),
    unapproveReportDefinition: changeWorkflow("unapprove"),
    publishReportDefinition: changeWorkflow("publish"),
    unpublishReportDefinition: changeWorkflow("unpublish"),
  },
};

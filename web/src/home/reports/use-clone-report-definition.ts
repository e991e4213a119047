import type { CloneReportDefinitionMutation as CloneAnswer } from "../../generated/graphql.ts";
import { graphql } from "../../generated/index.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { useClone, type CloneRule } from "../use-clone.ts";

const CloneReportMutation = graphql(`
  mutation CloneReportDefinition($id: ID!) {
    cloneReportDefinition(id: $id) {
      __typename
      ... on ReportDefinitionSaved {
        reportDefinition {
          id
          name
          ...ReportsPanel_report
          ...ReportDrawer_report
          ...DataSetLocks_report
        }
      }
      ...FailureFields
    }
  }
`);

const rule: CloneRule<CloneAnswer> = {
  list: "reportDefinitions",
  copyOf: (result) => (result?.__typename === "ReportDefinitionSaved" ? result.reportDefinition : undefined),
  copied: (name) => `The report definition has been copied to ${name}`,
  refused: ERROR_TEXTS.reportClone,
};

/** Copies a report definition: the copy joins the client's list; resolves to its id, or null when refused. */
export function useCloneReportDefinition(clientId: string) {
  return useClone(clientId, CloneReportMutation, rule);
}

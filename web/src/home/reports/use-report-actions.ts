import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { getFragmentData, graphql } from "../../generated/index.ts";
import type { ConfirmRequest } from "../../lib/ConfirmDialog.tsx";
import { failureAsError } from "../../lib/failure-as-error.ts";
import { useNotices } from "../../shell/notices/NoticeProvider.tsx";
import { ACTION_LABELS, type WorkflowAction } from "../card-rules.ts";
import { useConfirmedDelete, type DeleteRule } from "../use-confirmed-delete.ts";
import type { DeleteReportDefinitionMutation as DeleteAnswer } from "../../generated/graphql.ts";
import { DeleteReportMutation } from "./report-mutations.ts";
import { failureOf } from "../../lib/failure-fields.ts";

/** What each workflow step answers: the report with its new state, or why it was refused. */
const WorkflowAnswerFragment = graphql(`
  fragment ReportWorkflowAnswer on ReportWorkflowResult {
    __typename
    ... on ReportDefinitionWorkflowChanged {
      message
      reportDefinition {
        id
        ...Home_report
      }
    }
    ...FailureFields
  }
`);

const WorkflowMutation = graphql(`
  mutation ReportWorkflow(
    $id: ID!
    $approve: Boolean!
    $unapprove: Boolean!
    $publish: Boolean!
    $unpublish: Boolean!
  ) {
    approveReportDefinition(id: $id) @include(if: $approve) {
      ...ReportWorkflowAnswer
    }
    unapproveReportDefinition(id: $id) @include(if: $unapprove) {
      ...ReportWorkflowAnswer
    }
    publishReportDefinition(id: $id) @include(if: $publish) {
      ...ReportWorkflowAnswer
    }
    unpublishReportDefinition(id: $id) @include(if: $unpublish) {
      ...ReportWorkflowAnswer
    }
  }
`);

/** The PDF packages of a report about to be published: whether its readers will find each made. */
const PdfsBeforePublishQuery = graphql(`
  query PdfsBeforePublish($id: ID!) {
    reportDefinition(id: $id) {
      id
      pdfs {
        kind
        name
        availability
      }
    }
  }
`);

/**
 * Published without its PDFs, a report reached a client's board with every package greyed out
 * (a CFO's review): the question says so, and how to make them, before staff confirm.
 */
export const unmadePdfsWarning = (names: readonly string[]) =>
  names.length
    ? ` No PDF is made for ${new Intl.ListFormat("en-US").format(names)}: its readers will find ${
        names.length === 1 ? "it" : "them"
      } unavailable until staff make ${names.length === 1 ? "it" : "them"} (Download Multiple, Create PDF, on the report).`
    : "";

const QUESTIONS: Record<WorkflowAction, string> = {
  approve: "Approve this report? Its data sets become read-only while it is approved.",
  unapprove: "Withdraw the approval of this report?",
  publish: "Publish this report? The client's users will see it.",
  unpublish: "Unpublish this report? This also removes its approval.",
};

/** Approve/Unapprove/Publish/Unpublish with a confirmation, and Delete; toasts and errors of section 8. */
const deleteRule: DeleteRule<DeleteAnswer> = {
  list: "reportDefinitions",
  deletedMessage: (result) => (result?.__typename === "ReportDefinitionDeleted" ? result.message : undefined),
  failed: ERROR_TEXTS.reportDelete,
};

export function useReportActions(
  clientId: string | null,
  confirm: (request: ConfirmRequest) => void,
  onDeleted: (id: string) => void,
) {
  const notices = useNotices();
  const apollo = useApolloClient();
  const [workflow] = useMutation(WorkflowMutation);

  /** What publishing leaves without a PDF; nothing when that cannot be read (the question goes on). */
  const unmadePdfs = useCallback(
    async (id: string) => {
      const { data } = await apollo
        .query({ query: PdfsBeforePublishQuery, variables: { id }, fetchPolicy: "network-only" })
        .catch(() => ({ data: undefined }));
      const pdfs = data?.reportDefinition?.pdfs ?? [];
      return pdfs.filter((pdf) => pdf.availability !== "AVAILABLE").map((pdf) => pdf.name);
    },
    [apollo],
  );

  const act = useCallback(
    async (action: WorkflowAction, id: string, name: string) =>
      confirm({
        title: `${ACTION_LABELS[action]} Report`,
        text: `${name}: ${QUESTIONS[action]}${action === "publish" ? unmadePdfsWarning(await unmadePdfs(id)) : ""}`,
        confirmLabel: ACTION_LABELS[action],
        onConfirm: async () => {
          try {
            const flags = {
              approve: false,
              unapprove: false,
              publish: false,
              unpublish: false,
              [action]: true,
            };
            const { data } = await workflow({ variables: { id, ...flags } });
            const key = `${action}ReportDefinition` as const;
            const result = getFragmentData(WorkflowAnswerFragment, data?.[key]);
            const failure = failureOf(result);
            if (result?.__typename === "ReportDefinitionWorkflowChanged") notices.toast(result.message);
            else if (failure)
              notices.error(failureAsError(ERROR_TEXTS.reportWorkflow, failure), ERROR_TEXTS.reportWorkflow);
          } catch (error) {
            notices.error(error, ERROR_TEXTS.reportWorkflow);
          }
        },
      }),
    [confirm, notices, workflow, unmadePdfs],
  );

  const remove = useConfirmedDelete(clientId, DeleteReportMutation, deleteRule, confirm, onDeleted);

  return { act, remove };
}

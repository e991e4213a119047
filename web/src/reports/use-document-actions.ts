import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { useMutation } from "@apollo/client/react";
import { useMemo } from "react";
import { failureAsError } from "../lib/failure-as-error.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import {
  RequestDetailWorkbookMutation,
  RequestPdfPackageMutation,
  RequestPdfSelectionMutation,
  SendDocumentEmailMutation,
} from "./document-jobs.ts";
import type { PdfPackage } from "./DownloadMenu.tsx";
import { useDocumentJob, type DocumentJobView } from "./use-document-job.ts";
import { failureOf } from "../lib/failure-fields.ts";

/** Which document: the detail workbook, a PDF package, or the reports ticked in the sidebar. */
export type DocumentChoice =
  { kind: "workbook" } | { kind: "package"; pdf: PdfPackage } | { kind: "selection" };

export interface EmailRequest {
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  testMode: boolean;
}

/** What the Download Multiple menu, Print/PDF and Email do: queue a document, follow it, then deliver it. */
export function useDocumentActions(
  clientId: string,
  reportDefinitionId: string,
  selected: readonly string[],
) {
  const notices = useNotices();
  const { job, follow } = useDocumentJob();
  const [workbook] = useMutation(RequestDetailWorkbookMutation);
  const [pdfPackage] = useMutation(RequestPdfPackageMutation);
  const [selection] = useMutation(RequestPdfSelectionMutation);
  const [sendEmail] = useMutation(SendDocumentEmailMutation);
  return useMemo(() => {
    const ids = { clientId, reportDefinitionId };
    const request = async (choice: DocumentChoice) => {
      if (choice.kind === "workbook") return (await workbook({ variables: ids })).data?.requestDetailWorkbook;
      if (choice.kind === "selection") {
        return (await selection({ variables: { ...ids, entries: [...selected] } })).data?.requestPdfSelection;
      }
      return (await pdfPackage({ variables: { ...ids, package: choice.pdf.kind } })).data?.requestPdfPackage;
    };
    const make = (choice: DocumentChoice, onDone?: (job: DocumentJobView) => void) => {
      const format = choice.kind === "workbook" ? "xlsx" : "pdf";
      request(choice)
        .then((queued) => queued && follow(queued, onDone))
        .catch((error: unknown) => notices.error(error, ERROR_TEXTS.documentFile(format)));
    };
    const deliver = (email: EmailRequest) => async (done: DocumentJobView) => {
      const headline = ERROR_TEXTS.emailNotSent;
      try {
        const { data } = await sendEmail({ variables: { input: { ...email, documentJobId: done.id } } });
        const result = data?.sendEmail;
        if (result?.__typename === "EmailSent") notices.toast(`Email sent to ${result.to}`, "success");
        else notices.error(failureAsError(headline, failureOf(result)), headline);
      } catch (error) {
        notices.error(error, headline);
      }
    };
    return {
      job,
      detailWorkbook: () => make({ kind: "workbook" }),
      pdfPackage: (pdf: PdfPackage) => make({ kind: "package", pdf }),
      printSelection: () => make({ kind: "selection" }),
      // deliver reports its own failures as notices: nothing waits for it.
      email: (choice: DocumentChoice, email: EmailRequest) =>
        make(choice, (done) => void deliver(email)(done)),
    };
  }, [
    clientId,
    reportDefinitionId,
    selected,
    job,
    follow,
    notices,
    workbook,
    pdfPackage,
    selection,
    sendEmail,
  ]);
}

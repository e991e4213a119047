import { useMutation } from "@apollo/client/react";
import { useMemo } from "react";
import type { PdfPackageKind } from "../generated/graphql.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import {
  RequestDetailWorkbookMutation,
  RequestPdfPackageMutation,
  RequestPdfSelectionMutation,
} from "./document-jobs.ts";
import type { PdfPackage } from "./DownloadMenu.tsx";
import { useDocumentJob } from "./use-document-job.ts";

const PACKAGE_OF_SUFFIX: Record<string, PdfPackageKind> = { Full: "ALL_REPORTS", Summary: "SUMMARY_REPORTS" };

/** What the Download Multiple menu and Print/PDF do: queue a document and follow it to the download. */
export function useDocumentActions(clientId: string, reportDefinitionId: string) {
  const notices = useNotices();
  const { job, follow } = useDocumentJob();
  const [workbook] = useMutation(RequestDetailWorkbookMutation);
  const [pdfPackage] = useMutation(RequestPdfPackageMutation);
  const [selection] = useMutation(RequestPdfSelectionMutation);
  const actions = useMemo(() => {
    const ids = { clientId, reportDefinitionId };
    const queued =
      (format: string) => (promise: Promise<{ data?: unknown }>, pick: (data: never) => unknown) =>
        promise
          .then(({ data }) => data && follow(pick(data as never) as Parameters<typeof follow>[0]))
          .catch((error: unknown) => notices.error(error, `Unable to create downloadable ${format} file.`));
    return {
      detailWorkbook: () =>
        queued("xlsx")(
          workbook({ variables: ids }),
          (d: { requestDetailWorkbook: unknown }) => d.requestDetailWorkbook,
        ),
      pdfPackage: (pdf: PdfPackage) => {
        const kind = PACKAGE_OF_SUFFIX[pdf.suffix];
        if (!kind) return notices.message(`No PDF package named '${pdf.name}'.`, "error");
        queued("pdf")(
          pdfPackage({ variables: { ...ids, package: kind } }),
          (d: { requestPdfPackage: unknown }) => d.requestPdfPackage,
        );
      },
      printSelection: (entries: readonly string[]) =>
        queued("pdf")(
          selection({ variables: { ...ids, entries: [...entries] } }),
          (d: { requestPdfSelection: unknown }) => d.requestPdfSelection,
        ),
    };
  }, [clientId, reportDefinitionId, follow, notices, workbook, pdfPackage, selection]);
  return { ...actions, job };
}

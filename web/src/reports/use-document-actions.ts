import { useMemo } from "react";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import type { PdfPackage } from "./DownloadMenu.tsx";

export const DOCUMENT_SERVICE_UNAVAILABLE =
  "Document downloads are not available yet: the gateway's document service is not running.";

/** What the Download Multiple menu and Print/PDF do. */
export function useDocumentActions() {
  const notices = useNotices();
  return useMemo(
    () => ({
      detailWorkbook: () => notices.message(DOCUMENT_SERVICE_UNAVAILABLE, "warning"),
      pdfPackage: (pdf: PdfPackage) => {
        if (pdf.uri) window.open(pdf.uri, "_blank", "noopener");
        else notices.message(DOCUMENT_SERVICE_UNAVAILABLE, "warning");
      },
      printSelection: (_keys: readonly string[]) => notices.message(DOCUMENT_SERVICE_UNAVAILABLE, "warning"),
    }),
    [notices],
  );
}

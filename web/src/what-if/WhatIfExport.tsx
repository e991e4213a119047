import Button from "@mui/material/Button";
import { useMutation } from "@apollo/client/react";
import type { WhatIfInput } from "../generated/graphql.ts";
import { DocumentProgress } from "../reports/DocumentProgress.tsx";
import { useDocumentJob } from "../reports/use-document-job.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { RequestWhatIfWorkbookMutation } from "./what-if-queries.ts";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";

/** The comparison as a document, made like any report's: queued, followed, then downloaded. */
export function WhatIfExport({ input }: { input: WhatIfInput }) {
  const notices = useNotices();
  const { job, follow } = useDocumentJob();
  const [requestWorkbook] = useMutation(RequestWhatIfWorkbookMutation);
  const workbook = async () => {
    try {
      const { data } = await requestWorkbook({ variables: { input } });
      if (data) follow(data.requestWhatIfWorkbook);
    } catch (error) {
      notices.error(error, T.exportFailed);
    }
  };
  return (
    <>
      {job && <DocumentProgress job={job} />}
      <Button variant="outlined" disabled={!!job} onClick={() => void workbook()}>
        {T.exportExcel}
      </Button>
    </>
  );
}

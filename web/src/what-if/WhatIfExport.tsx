import Button from "@mui/material/Button";
import { useMutation } from "@apollo/client/react";
import type { WhatIfInput } from "../generated/graphql.ts";
import { type FragmentType, graphql } from "../generated/index.ts";
import type { DocumentJobFields } from "../reports/document-jobs.ts";
import { DocumentProgress } from "../reports/DocumentProgress.tsx";
import { useDocumentJob } from "../reports/use-document-job.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";

/** The comparison as a workbook: the gateway computes the what-if again from these changes. */
const RequestWhatIfWorkbookMutation = graphql(`
  mutation RequestWhatIfWorkbook($input: WhatIfInput!) {
    requestWhatIfWorkbook(input: $input) {
      ...DocumentJobFields
    }
  }
`);

/** The comparison as a PDF: printed from the what-if print route, which computes it again. */
const RequestWhatIfPdfMutation = graphql(`
  mutation RequestWhatIfPdf($input: WhatIfInput!) {
    requestWhatIfPdf(input: $input) {
      ...DocumentJobFields
    }
  }
`);

/** The comparison as a document, made like any report's: queued, followed, then downloaded. */
export function WhatIfExport({ input }: { input: WhatIfInput }) {
  const notices = useNotices();
  const { job, follow } = useDocumentJob();
  const [requestWorkbook] = useMutation(RequestWhatIfWorkbookMutation);
  const [requestPdf] = useMutation(RequestWhatIfPdfMutation);
  const queue = async (request: () => Promise<FragmentType<typeof DocumentJobFields> | undefined>) => {
    try {
      const queued = await request();
      if (queued) follow(queued);
    } catch (error) {
      notices.error(error, T.exportFailed);
    }
  };
  const workbook = () =>
    queue(async () => (await requestWorkbook({ variables: { input } })).data?.requestWhatIfWorkbook);
  const pdf = () => queue(async () => (await requestPdf({ variables: { input } })).data?.requestWhatIfPdf);
  return (
    <>
      {job && <DocumentProgress job={job} />}
      <Button variant="outlined" disabled={!!job} onClick={() => void pdf()}>
        {T.exportPdf}
      </Button>
      <Button variant="outlined" disabled={!!job} onClick={() => void workbook()}>
        {T.exportExcel}
      </Button>
    </>
  );
}

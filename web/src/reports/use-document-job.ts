import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { getFragmentData, type FragmentType } from "../generated/index.ts";
import type { DocumentJobFieldsFragment } from "../generated/graphql.ts";
import { downloadUrl } from "../lib/download.ts";
import { failureAsError } from "../lib/failure-as-error.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { DocumentJobFields, DocumentJobProgressSubscription } from "./document-jobs.ts";
import { ReportsPageDefinitionQuery } from "./reports-queries.ts";

export type DocumentJobView = DocumentJobFieldsFragment;

const WORKBOOKS = new Set<DocumentJobView["kind"]>(["DETAIL_WORKBOOK", "WHAT_IF_WORKBOOK"]);
const formatOf = (job: DocumentJobView) => (WORKBOOKS.has(job.kind) ? "xlsx" : "pdf");

/**
 * One document at a time: queued by a mutation, followed through the progress subscription,
 * downloaded when done (spec: '{FORMAT} download complete'; 'Unable to create downloadable
 * {format} file.' or the PDF error text when it fails).
 */
export function useDocumentJob() {
  const client = useApolloClient();
  const notices = useNotices();
  const [job, setJob] = useState<DocumentJobView | null>(null);
  const subscription = useRef<{ unsubscribe(): void } | null>(null);
  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const follow = useCallback(
    (queued: FragmentType<typeof DocumentJobFields>, onDone?: (job: DocumentJobView) => void) => {
      subscription.current?.unsubscribe();
      const first = getFragmentData(DocumentJobFields, queued);
      setJob(first);
      subscription.current = client
        .subscribe({ query: DocumentJobProgressSubscription, variables: { id: first.id } })
        .subscribe({
          next: ({ data }) => {
            if (!data) return;
            const current = getFragmentData(DocumentJobFields, data.documentJobProgress);
            setJob(current);
            // A package made is the definition's file from now on: Download Multiple offers it.
            if (current.status === "DONE" && current.kind === "PDF_PACKAGE")
              void client.refetchQueries({ include: [ReportsPageDefinitionQuery] });
            if (current.status === "DONE" && onDone) {
              onDone(current);
              setJob(null);
            } else if (current.status === "DONE" && current.downloadUrl) {
              // The gateway streams the finished file to this user only.
              downloadUrl(current.downloadUrl, current.fileName);
              notices.toast(`${formatOf(current).toUpperCase()} download complete`, "success");
              setJob(null);
            } else if (current.status === "FAILED") {
              const headline = current.error ?? ERROR_TEXTS.documentFile(formatOf(current));
              const failure = { message: headline, messages: current.errorMessages };
              notices.error(failureAsError(headline, failure), headline);
              setJob(null);
            }
          },
          error: (error: unknown) => {
            notices.error(error, ERROR_TEXTS.documentFile(formatOf(first)));
            setJob(null);
          },
        });
    },
    [client, notices],
  );
  return { job, follow, clear: () => setJob(null) };
}

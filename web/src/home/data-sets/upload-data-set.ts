import type { DataSetInput } from "../../generated/graphql.ts";
import type { FailureLike } from "../../lib/failure-as-error.ts";

/** The gateway's upload route: multipart files, the settings as JSON in ?input= (gateway/src/http). */
const UPLOAD_PATH = "/uploads/data-sets";

export type UploadAnswer =
  | { __typename: "DataSetSaved"; dataSet: { id: string; name: string }; warnings?: string[] }
  | (FailureLike & { __typename: "DuplicateName" | "ResourceLocked" | "ValidationFailed" });

/** A refusal that is not the data set's (signed out, not staff, the service down): the gateway's text. */
export class UploadRefused extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

const isAnswer = (body: unknown): body is UploadAnswer =>
  typeof body === "object" && body !== null && "__typename" in body;

/**
 * Saves a data set with its files, streamed from disk by the browser (no base64, no size limit but
 * the api's), reporting how much of the request has been sent.
 */
export function uploadDataSet(
  clientId: string,
  input: DataSetInput,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  const query = new URLSearchParams({ input: JSON.stringify(input) });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${UPLOAD_PATH}/${encodeURIComponent(clientId)}?${query}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (isAnswer(body)) return resolve(body);
      const error = (body as { error?: unknown } | null)?.error;
      reject(
        new UploadRefused(
          typeof error === "string" ? error : `The upload failed (${xhr.status}).`,
          xhr.status,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new UploadRefused("The upload was interrupted. Check the connection and save again.", 0));
    xhr.send(form);
  });
}

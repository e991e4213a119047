import type { UploadFile } from "../datasources/base-api.ts";
import type { ActionableMessage } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { DataSetFileInput } from "../generated/graphql.ts";

/** The api takes 4 files a call; the gateway's 1 MB request limit bounds base64 content to about 700 KB. */
export const MAX_UPLOAD_FILES = 4;
export const MAX_UPLOAD_BYTES = 700 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

function contentMatches(kind: keyof typeof TYPES, bytes: Uint8Array): boolean {
  if (kind === "xlsx") return ZIP_MAGIC.every((b, i) => bytes[i] === b);
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decodes and checks uploads before anything reaches the api: count, total size, extension and
 * that the bytes look like the extension says. The api then validates rows and columns.
 */
export function decodeUploads(
  inputs: readonly Pick<DataSetFileInput, "fileName" | "contentBase64">[],
  {
    resolution = ERROR_TEXTS.uploadResolution,
    field = "files",
  }: { resolution?: string; field?: string } = {},
): { files: UploadFile[] } | { problems: ActionableMessage[] } {
  // Named as the argument the files came in: a data set's `files`, a curve's `file`.
  const problem = (error: string): ActionableMessage => ({ error, resolution, field });
  if (inputs.length > MAX_UPLOAD_FILES)
    return {
      problems: [
        {
          ...problem(ERROR_TEXTS.uploadTooMany(MAX_UPLOAD_FILES)),
          resolution: ERROR_TEXTS.uploadTooManyResolution(MAX_UPLOAD_FILES),
        },
      ],
    };
  const problems: ActionableMessage[] = [];
  const files: UploadFile[] = [];
  let total = 0;
  for (const input of inputs) {
    const kind = /\.(csv|xlsx)$/i.exec(input.fileName)?.[1]?.toLowerCase() as keyof typeof TYPES | undefined;
    const text = input.contentBase64.replace(/\s+/g, "");
    if (!kind) {
      problems.push(problem(ERROR_TEXTS.uploadBadType(input.fileName)));
      continue;
    }
    const bytes = BASE64.test(text) ? new Uint8Array(Buffer.from(text, "base64")) : undefined;
    if (!bytes || !contentMatches(kind, bytes)) {
      problems.push(problem(ERROR_TEXTS.uploadBadContent(input.fileName)));
      continue;
    }
    total += bytes.length;
    files.push({ fileName: input.fileName, content: bytes, mimeType: TYPES[kind] });
  }
  if (total > MAX_UPLOAD_BYTES) problems.push(problem(ERROR_TEXTS.uploadTooLarge(MAX_UPLOAD_BYTES / 1024)));
  return problems.length ? { problems } : { files };
}

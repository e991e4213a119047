import multer from "multer";
import type { Request, Response } from "express";
import { REQUEST_FAILURE_TEXTS } from "@alm/service";
import { badRequest, type HttpError } from "./http-error.ts";
import { refuseNulCharacters } from "./validate.ts";
import type { Upload } from "./route-table.ts";

export interface MultipartLimits {
  /** Largest file, in bytes. */
  fileBytes: number;
  /** Most files in one request. */
  files: number;
  /** The answer to a file over `fileBytes`: what the user can do depends on what they upload. */
  tooLarge(): HttpError;
}

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

function tooMany(most: number): HttpError {
  const many = `At most ${most === 1 ? "one file" : `${most} files`} can be uploaded at a time`;
  const resolution =
    most === 1
      ? "Send one file in the upload."
      : `Send ${most} files or fewer, then the others in another upload: each adds its files to the ones kept.`;
  return badRequest("UPLOAD_INVALID", `${many}.`, [{ error: many, resolution, field: "files" }]);
}

/**
 * The upload's text parts sent as files read as the text they hold: a JSON part appended as a Blob
 * (as a client made from the OpenAPI document sends it: it has a file name) was taken for a data
 * file, and the data set was refused for the fields missing from a body that had none.
 */
function textPartsAsText(req: Request, upload: Upload | undefined): void {
  const texts = new Set(Object.keys(upload?.fields ?? {}));
  const files = (req.files as Express.Multer.File[] | undefined) ?? [];
  const body = (req.body ?? {}) as Record<string, unknown>;
  for (const part of files)
    if (texts.has(part.fieldname)) body[part.fieldname] ??= part.buffer.toString("utf8");
  req.body = body;
  req.files = files.filter((part) => !texts.has(part.fieldname));
}

/**
 * Files sent under a part the upload does not read are refused, where they were taken as its
 * files whatever their part's name: a client mapping the document's parts would not learn it had
 * named one wrong until the data went missing.
 */
function refuseStrayFiles(req: Request, upload: Upload | undefined): void {
  if (!upload) return;
  const files = (req.files as Express.Multer.File[] | undefined) ?? [];
  const stray = [...new Set(files.map((f) => f.fieldname).filter((name) => name !== upload.files))];
  if (!stray.length) return;
  const parts = stray.map((name) => `'${name}'`).join(", ");
  const error = `${stray.length === 1 ? "The part" : "The parts"} ${parts} ${stray.length === 1 ? "is" : "are"} not read by this upload: its ${upload.many ? "files are" : "file is"} sent as '${upload.files}'.`;
  throw badRequest("INVALID_BODY", error, [
    {
      error,
      resolution: `Name the part of each file '${upload.files}' and send the upload again.`,
      field: stray[0] as string,
    },
  ]);
}

/**
 * Reads a multipart body into memory (`req.files`, text fields into `req.body`, `upload`'s text
 * parts there too however they were sent); multer's own errors (too large, too many) become
 * answers the user can act on.
 */
export function readMultipart(
  req: Request,
  res: Response,
  limits: MultipartLimits,
  upload?: Upload,
): Promise<void> {
  const texts = Object.keys(upload?.fields ?? {}).length;
  const reader = multer({
    storage: multer.memoryStorage(),
    // A text part sent as a file counts among multer's files.
    limits: { fileSize: limits.fileBytes, files: limits.files + texts },
  });
  return new Promise((resolve, reject) => {
    reader.any()(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE") {
        reject(limits.tooLarge());
      } else if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_COUNT") {
        reject(tooMany(limits.files));
      } else if (error instanceof multer.MulterError) {
        reject(
          badRequest(
            "UPLOAD_INVALID",
            `The upload was refused: ${error.message}. Files may be up to ${mb(limits.fileBytes)}, ${limits.files} at a time.`,
          ),
        );
      } else if (error) {
        // Malformed multipart (no boundary, cut-off parts): the sender's fault, not ours.
        reject(badRequest("INVALID_BODY", REQUEST_FAILURE_TEXTS.unreadable));
      } else {
        try {
          textPartsAsText(req, upload);
          refuseStrayFiles(req, upload);
          if (((req.files as unknown[] | undefined)?.length ?? 0) > limits.files) throw tooMany(limits.files);
          refuseNulCharacters(req.body, "request");
          const files = (req.files as Express.Multer.File[] | undefined) ?? [];
          refuseNulCharacters({ fileName: files.map((f) => f.originalname) }, "upload");
          resolve();
        } catch (refused) {
          reject(refused);
        }
      }
    });
  });
}

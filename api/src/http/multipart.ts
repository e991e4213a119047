import multer from "multer";
import type { Request, Response } from "express";
import { badRequest, type HttpError, REQUEST_FAILURE_TEXTS } from "./http-error.ts";
import { refuseNulCharacters } from "./validate.ts";

export interface MultipartLimits {
  /** Largest file, in bytes. */
  fileBytes: number;
  /** Most files in one request. */
  files: number;
  /** The answer to a file over `fileBytes`: what the user can do depends on what they upload. */
  tooLarge(): HttpError;
}

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/**
 * Reads a multipart body into memory (`req.files`, text fields into `req.body`); multer's own
 * errors (too large, too many) become answers the user can act on.
 */
export function readMultipart(req: Request, res: Response, limits: MultipartLimits): Promise<void> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limits.fileBytes, files: limits.files },
  });
  return new Promise((resolve, reject) => {
    upload.any()(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE") {
        reject(limits.tooLarge());
      } else if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_COUNT") {
        const many = `At most ${limits.files === 1 ? "one file" : `${limits.files} files`} can be uploaded at a time`;
        const resolution =
          limits.files === 1
            ? "Send one file in the upload."
            : `Send ${limits.files} files or fewer, then the others in another upload: each adds its files to the ones kept.`;
        reject(badRequest("UPLOAD_INVALID", `${many}.`, [{ error: many, resolution, field: "files" }]));
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

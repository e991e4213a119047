import type { Caller } from "../auth/caller.ts";
import { PERMISSIONS } from "../access/permissions.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import type { RouteDef, Upload } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";
import type { UploadCheckPool } from "../spreadsheets/upload-check-pool.ts";
import { MAX_CURVE_FILE_BYTES, readCurveFile, theOneFile, type CurveFile } from "./curve-file.ts";
import { checkUploadDate, curveDateParam, curveUploadSchema, unstatedSource } from "./curve-rules.ts";
import { addCurveVersion, curveDetail, listCurves } from "./curve-store.ts";

const BASE = "/analysis/yieldcurves";

function curveFileTooLarge() {
  const message = `The curve file is larger than ${MAX_CURVE_FILE_BYTES / 1024} KB; nothing was saved.`;
  return new HttpError(413, "FILE_TOO_LARGE", message, [
    {
      error: message,
      resolution: "A curve file holds one row per tenor: keep the tenorMonths and rate columns only.",
      field: "file",
    },
  ]);
}

/** One curve file, and where it came from. */
const CURVE_UPLOAD: Upload = {
  files: "file",
  many: false,
  limits: { fileBytes: MAX_CURVE_FILE_BYTES, files: 1, tooLarge: curveFileTooLarge },
  accepts: "A .csv or .xlsx file, named so: tenorMonths, rate in percent.",
  fields: { source: curveUploadSchema.shape.source },
};

/**
 * Yield curves per as-of date, versioned. Curves are market data, no client's data: everyone who
 * may view analysis reads them (the reports state them anyway); only staff add a version.
 */
export function curveRoutes(db: Database, checks: UploadCheckPool): RouteDef[] {
  return [
    {
      method: "get",
      path: BASE,
      summary:
        "Yield curves, newest as-of date first: each date's latest version (asOfDate, version, source, builtIn, fileName, uploadedBy, uploadedDate, versionCount).",
      scope: { kind: "shared" },
      permission: PERMISSIONS.view,
      handler: async (_req, res) => sendModel(res, await listCurves(db)),
    },
    {
      method: "get",
      path: `${BASE}/:asOfDate`,
      summary: "One as-of date's yield curve: its latest version with points, and every version (versions).",
      scope: { kind: "shared" },
      permission: PERMISSIONS.view,
      handler: async (req, res) => {
        const asOfDate = curveDateParam(req.params);
        const curve = await curveDetail(db, asOfDate);
        if (!curve) throw notFound(`No yield curve is stored for ${asOfDate}.`);
        sendModel(res, curve);
      },
    },
    {
      method: "post",
      path: `${BASE}/:asOfDate`,
      summary:
        "Adds a version of an as-of date's yield curve: multipart with one file (CSV or XLSX: tenorMonths, rate in percent) and an optional source; runs use the latest version.",
      scope: { kind: "shared" },
      permission: PERMISSIONS.manageCurves,
      staffOnly: true,
      upload: CURVE_UPLOAD,
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const asOfDate = curveDateParam(req.params);
        const { source } = parseInput(curveUploadSchema, req.body ?? {}, "curve upload");
        checkUploadDate(asOfDate);
        const file = theOneFile((req.files as CurveFile[] | undefined) ?? []);
        const points = await readCurveFile(checks, file);
        const added = await addCurveVersion(db, {
          asOfDate,
          source: source ?? unstatedSource(file.originalname),
          points,
          fileName: file.originalname,
          uploadedBy: caller.username,
        });
        sendModel(res, added, 201);
      },
    },
  ];
}

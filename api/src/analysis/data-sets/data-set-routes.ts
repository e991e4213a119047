import type { RequestHandler } from "express";
import { PERMISSIONS } from "../../access/permissions.ts";
import type { Caller } from "../../auth/caller.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../../http/envelope.ts";
import { badRequest, HttpError } from "../../http/http-error.ts";
import { bodyId, optionalInt, optionalIntList, idParam } from "../../http/params.ts";
import type { RouteDef, Upload } from "../../http/route-table.ts";
import { parseInput } from "../../http/validate.ts";
import type { StatusNotifier } from "../../notifications/notification-message.ts";
import type { UploadCheckPool } from "../../spreadsheets/upload-check-pool.ts";
import { DATA_SET_FILE_LIMITS } from "../../spreadsheets/upload-limits.ts";
import { checkUploads, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, type UploadedFile } from "./data-set-files.ts";
import { cloneDataSet } from "./commands/clone-data-set.ts";
import { deleteDataSet } from "./commands/delete-data-set.ts";
import { saveDataSet } from "./commands/save-data-set.ts";
import { withActions } from "./data-set-actions.ts";
import { findDataSet, selectDataSets, nameTaken, toDataSet, type DataSetRow } from "./data-set-repository.ts";
import { dataSetRequestSchema } from "./data-set-rules.ts";
import { z } from "zod";
import { FILE_TOO_LARGE_TEXT } from "@alm/formats";

/**
 * 413: the request is fine but a file exceeds what the api stores; the user can split it. Named
 * by the part the files are sent as, as every other problem of the files is.
 */
function fileTooLarge() {
  return new HttpError(413, "FILE_TOO_LARGE", FILE_TOO_LARGE_TEXT.error, [
    { ...FILE_TOO_LARGE_TEXT, field: DATA_SET_FILE_LIMITS.part },
  ]);
}

/** The data set as a JSON text part, and its files. */
const DATA_SET_UPLOAD: Upload = {
  files: "files",
  many: true,
  limits: { fileBytes: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, tooLarge: fileTooLarge },
  accepts: "A .csv or .xlsx file of the upload templates (positions, assumptions), named so.",
  fields: { dataSetRequestBody: { json: dataSetRequestSchema } },
};

/** A name to check, and the data set being renamed (not taken by itself). */
const nameCheck = z.object({ name: z.string().trim().min(1), id: bodyId().optional() });

/** The data set as sent: the JSON part of a multipart upload, or a JSON body. */
function requestBody(body: unknown, multipart: boolean): unknown {
  const raw = (body as Record<string, unknown> | undefined)?.dataSetRequestBody;
  if (multipart && raw === undefined) {
    // Read as a body without its fields, it was refused for "asOfDate: is required", naming no part.
    const error = "dataSetRequestBody: is required: the data set as JSON, a text part of the upload";
    throw badRequest("INVALID_BODY", `The data set is not valid: ${error}.`, [
      {
        error,
        resolution: "Add the part dataSetRequestBody and send the upload again.",
        field: "dataSetRequestBody",
      },
    ]);
  }
  if (typeof raw !== "string") return body;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest("INVALID_BODY", "dataSetRequestBody is not valid JSON.");
  }
}

export function dataSetRoutes(db: Database, notifier: StatusNotifier, checks: UploadCheckPool): RouteDef[] {
  const save: RequestHandler = async (req, res) => {
    const caller = res.locals.caller as Caller;
    const request = parseInput(
      dataSetRequestSchema,
      requestBody(req.body, !!req.is("multipart/form-data")),
      "data set",
    );
    const files = await checkUploads(checks, (req.files as UploadedFile[] | undefined) ?? []);
    const saved = await saveDataSet(db, notifier, {
      caller,
      clientId: res.locals.clientId as number,
      request,
      files,
    });
    // The files' warnings (saved all the same) go back with the data set, for the user to act on.
    const warnings = files.flatMap((f) => f.warnings);
    sendModel(res, { ...withActions(saved, caller), warnings }, request.id ? 200 : 201);
  };

  return [
    {
      method: "get",
      path: "/analysis/dataset/client/:clientId",
      summary:
        "Data sets of a client updated within daysOld days (default 9999); reportIds filters to those used by them.",
      scope: { kind: "client", param: "clientId" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      params: ["daysOld", "reportIds"],
      handler: async (req, res) => {
        const daysOld = optionalInt(req.query, "daysOld", 9999, 0, 9999);
        const reportIds = optionalIntList(req.query, "reportIds");
        const params: unknown[] = [res.locals.clientId, daysOld];
        const byReports = reportIds
          ? `and exists (select 1 from report_definitions r where r.id = any($${params.push(reportIds)})
               and (r.base_data_set_id = d.id or r.compare_data_set_id = d.id))`
          : "";
        const rows = await selectDataSets(
          db,
          `d.client_id = $1 and d.updated_date >= now() - make_interval(days => $2::int) ${byReports}
           order by d.updated_date desc, d.id desc`,
          params,
        );
        const caller = res.locals.caller as Caller;
        sendModel(
          res,
          rows.map((row) => withActions(toDataSet(row), caller)),
        );
      },
    },
    {
      method: "put",
      path: "/analysis/dataset/client/:clientId",
      summary:
        "Creates or updates a data set: multipart with dataSetRequestBody (JSON) and upload files; answers the data set with warnings (the files' doubts that do not stop the save, e.g. rates that look like decimals, each naming file and rows).",
      scope: { kind: "client", param: "clientId" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      upload: DATA_SET_UPLOAD,
      handler: save,
    },
    {
      method: "post",
      path: "/analysis/dataset/client/:clientId/alreadyexists",
      summary: "Whether a data set name is taken for the client (body: name).",
      scope: { kind: "client", param: "clientId" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      body: nameCheck,
      writesNothing: true,
      handler: async (req, res) => {
        const body = parseInput(nameCheck, req.body, "name check");
        sendModel(res, await nameTaken(db, res.locals.clientId as number, body.name, body.id));
      },
    },
    {
      method: "delete",
      path: "/analysis/dataset/:id",
      summary: "Deletes a data set that no report definition uses.",
      scope: { kind: "dataSet", param: "id" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      handler: async (req, res) => {
        const dataSet = (await findDataSet(db, idParam(req.params, "id"))) as DataSetRow;
        sendModel(res, await deleteDataSet(db, notifier, { caller: res.locals.caller as Caller, dataSet }));
      },
    },
    {
      method: "post",
      path: "/analysis/dataset/:id/clone",
      summary: "Copies a data set (settings and files) under a new unique name; the copy has not run yet.",
      scope: { kind: "dataSet", param: "id" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const source = (await findDataSet(db, idParam(req.params, "id"))) as DataSetRow;
        sendModel(res, withActions(await cloneDataSet(db, notifier, { caller, source }), caller), 201);
      },
    },
  ];
}

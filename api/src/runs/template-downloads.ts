import type { Response } from "express";
import { PERMISSIONS } from "../access/permissions.ts";
import { overridesSampleCsv, parseCsv, positionTemplateSampleCsv } from "@alm/engine";
import { badRequest } from "../http/http-error.ts";
import { optionalText } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";

/** The same sheet as a workbook: numbers stay numbers, empty cells stay empty. */
async function toWorkbook(csv: string, sheetName: string): Promise<Buffer> {
  // Loaded when a template is asked for: importing exceljs is half a second of every api start.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  const { header, records } = parseCsv(csv);
  sheet.addRow(header);
  for (const { values } of records) {
    const cells = header.map((name) => values[name] ?? "");
    sheet.addRow(cells.map((c) => (c === "" ? null : Number.isFinite(Number(c)) ? Number(c) : c)));
  }
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 || i === 1 ? 30 : 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Format = "csv" | "xlsx";

function formatOf(query: Record<string, unknown>): Format {
  const format = (optionalText(query, "format") ?? "csv").toLowerCase();
  if (format !== "csv" && format !== "xlsx")
    throw badRequest("INVALID_PARAMETER", `format must be csv or xlsx; '${format}' is not.`);
  return format;
}

async function sendFile(res: Response, csv: string, baseName: string, sheetName: string, format: Format) {
  const body = format === "csv" ? Buffer.from(csv, "utf8") : await toWorkbook(csv, sheetName);
  res.setHeader(
    "content-type",
    format === "csv"
      ? "text/csv; charset=utf-8"
      : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  res.setHeader("content-disposition", `attachment; filename="${baseName}.${format}"`);
  res.setHeader("cache-control", "no-store");
  res.status(200).send(body);
}

/** The two download links of the data set drawer. */
export function templateRoutes(): RouteDef[] {
  return [
    {
      method: "get",
      path: "/analysis/dataset/template",
      summary:
        "Downloads the manual upload template (positions) with the engine's sample rows, as a file (format csv or xlsx, default csv), not a JSON envelope.",
      scope: { kind: "shared" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      params: ["format"],
      handler: async (req, res) => {
        await sendFile(
          res,
          positionTemplateSampleCsv(),
          "manual-upload-template",
          "Positions",
          formatOf(req.query),
        );
      },
    },
    {
      method: "get",
      path: "/analysis/dataset/overrides-sample",
      summary:
        "Downloads the H3 overrides sample (group assumptions: cpr, decay, beta, spreadBp) as a file (format csv or xlsx, default csv), not a JSON envelope.",
      scope: { kind: "shared" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      params: ["format"],
      handler: async (req, res) => {
        await sendFile(res, overridesSampleCsv(), "h3-overrides-sample", "H3 Overrides", formatOf(req.query));
      },
    },
  ];
}

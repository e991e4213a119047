import { MAX_NII_YEARS, parsePackageEntry, type PackageEntry } from "@alm/formats";
import { z } from "zod";
import { badRequest } from "../http/http-error.ts";

/**
 * What the report catalogue tells the analysis routes: the list a client starts with, and its
 * pages. Given by routes.ts (the catalogue is the reports' own: analysis imports none of it).
 */
export interface PackageCatalogue {
  /** Report ids a new report includes, NII reports expanded per year (e.g. "36-1", "36-2"). */
  defaults(niiYears: number): PackageEntry[];
  page(id: number): { id: number; description: string; hasNiiReports: boolean } | undefined;
}

/**
 * A report list as a report definition (selectedSubReportDefinitions) and a client's settings
 * (reports) store it, in form: page ids, or "id-year" for an NII page's projection year. Which
 * pages and years exist is checked against the catalogue when saved (assertPackageEntries).
 */
export const packageEntriesSchema = z
  .array(
    z.union([
      z.number().int(),
      z
        .string()
        .regex(/^\d+(-\d+)?$/, `must be a report id or 'id-year' (21, or "36-2" for year 2 of report 36)`),
    ]),
  )
  .meta({
    description:
      "Pages of the report catalogue (the reports of GET /core/tools/uxsetting/analysis): a page's id, or 'id-year' for one projection year of an NII page (year 1 to the niiYears of the definition or settings). An NII page listed by its id alone is listed in every year.",
  });

/** What is wrong with one entry, or undefined when it names a page (and year) of the catalogue. */
function entryProblem(
  entry: PackageEntry,
  niiYears: number,
  catalogue: PackageCatalogue,
): string | undefined {
  const parsed = parsePackageEntry(entry);
  if (!parsed) return `'${entry}' is not a report id or an 'id-year' entry`;
  const page = catalogue.page(parsed.reportId);
  if (!page)
    return `${parsed.reportId} is not a report of the catalogue (GET /core/tools/uxsetting/analysis lists them, under reports)`;
  if (parsed.year === null) return undefined;
  if (!page.hasNiiReports)
    return `report ${page.id} (${page.description}) has no NII years: list it as ${page.id}`;
  if (parsed.year < 1 || parsed.year > MAX_NII_YEARS)
    return `year ${parsed.year} of report ${page.id}: a year is from 1 to ${MAX_NII_YEARS}`;
  if (parsed.year > niiYears)
    return `'${entry}' is year ${parsed.year}, past the ${niiYears} NII year${niiYears === 1 ? "" : "s"} asked for`;
  return undefined;
}

/**
 * Refuses a report list sent that names no page of the catalogue, a year of a page without NII
 * years, or a year past `niiYears` (400, each entry named as `field[i]`), before anything is
 * stored: [-1, "zz"] was stored as sent and later read as no page at all. A list kept from
 * before is not checked again: the catalogue reads it up to the years asked for.
 */
export function assertPackageEntries(
  entries: readonly PackageEntry[],
  niiYears: number,
  catalogue: PackageCatalogue,
  at: { field: string; what: string },
): void {
  const messages = entries.flatMap((entry, index) => {
    const problem = entryProblem(entry, niiYears, catalogue);
    if (!problem) return [];
    const field = `${at.field}[${index}]`;
    const year = parsePackageEntry(entry)?.year ?? 0;
    const resolution =
      year > niiYears && year <= MAX_NII_YEARS
        ? `Leave the entry out, or set niiYears to ${year} or more.`
        : `Correct ${field} and send the ${at.what} again.`;
    return [{ field, error: `${field}: ${problem}`, resolution }];
  });
  if (!messages.length) return;
  throw badRequest(
    "INVALID_BODY",
    `The ${at.what} is not valid: ${messages.map((m) => m.error).join("; ")}.`,
    messages,
  );
}

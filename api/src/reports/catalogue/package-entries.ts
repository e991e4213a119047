import { parsePackageEntry, type PackageEntry } from "@alm/formats";
import { z } from "zod";
import { badRequest } from "../../http/http-error.ts";
import { findReport, MAX_NII_YEARS } from "./report-catalogue.ts";

/** What is wrong with one entry of a report list, or undefined when it names a page (and year) of the catalogue. */
function entryProblem(entry: PackageEntry): string | undefined {
  const parsed = parsePackageEntry(entry);
  // Its type or pattern is told already.
  if (!parsed) return undefined;
  const page = findReport(parsed.reportId);
  if (!page)
    return `${parsed.reportId} is not a report of the catalogue (GET /core/tools/uxsetting/analysis lists them, under reports)`;
  if (parsed.year === null) return undefined;
  if (!page.hasNiiReports)
    return `report ${page.id} (${page.description}) has no NII years: list it as ${page.id}`;
  if (parsed.year < 1 || parsed.year > MAX_NII_YEARS)
    return `year ${parsed.year} of report ${page.id}: a year is from 1 to ${MAX_NII_YEARS}`;
  return undefined;
}

/**
 * A report list as a report definition (selectedSubReportDefinitions) and a client's settings
 * (reports) store it: pages of the catalogue, an NII page whole or by projection year. Anything
 * else was stored as sent ([-1, "zz"]) and later read as no page at all.
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
  .superRefine((entries, ctx) => {
    entries.forEach((entry, i) => {
      const problem = entryProblem(entry);
      if (problem) ctx.addIssue({ code: "custom", path: [i], message: problem });
    });
  })
  .meta({
    description:
      "Pages of the report catalogue (the reports of GET /core/tools/uxsetting/analysis): a page's id, or 'id-year' for one projection year of an NII page (year 1 to the niiYears of the definition or settings). An NII page listed by its id alone is listed in every year.",
  });

/** Entries naming a projection year past `niiYears`: each with its index and the problem, to report on `field`. */
function yearsPastNiiYears(
  entries: readonly PackageEntry[],
  niiYears: number,
): { index: number; year: number; problem: string }[] {
  return entries.flatMap((entry, index) => {
    const parsed = parsePackageEntry(entry);
    if (!parsed || parsed.year === null || parsed.year <= niiYears) return [];
    return [
      {
        index,
        year: parsed.year,
        problem: `'${entry}' is year ${parsed.year}, past the ${niiYears} NII year${niiYears === 1 ? "" : "s"} asked for`,
      },
    ];
  });
}

/**
 * Refuses a report list that names projection years past `niiYears` (400, each entry named as
 * `field[i]`): only a list the request sent is checked; one kept from before is read up to the
 * years asked for.
 */
export function assertYearsWithin(
  entries: readonly PackageEntry[],
  niiYears: number,
  field: string,
  what: string,
): void {
  const past = yearsPastNiiYears(entries, niiYears);
  if (!past.length) return;
  const messages = past.map(({ index, year, problem }) => ({
    field: `${field}[${index}]`,
    error: `${field}[${index}]: ${problem}`,
    resolution: `Leave the entry out, or set niiYears to ${year} or more.`,
  }));
  throw badRequest(
    "INVALID_BODY",
    `The ${what} is not valid: ${messages.map((m) => m.error).join("; ")}.`,
    messages,
  );
}

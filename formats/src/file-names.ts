/**
 * 'Analysis-{acronym}-{as-of date}-{suffix}', the pattern of the product's data set files (spec
 * management-and-data section 9), e.g. 'Analysis-RFCU-2021-12-31-Detail': every download the
 * product makes, the gateway's documents and the web's per-table exports alike, is named by it.
 */
export function downloadBaseName(acronym: string, asOfDate: string | null, suffix: string): string {
  const client = acronym.replace(/[^A-Za-z0-9_-]/g, "") || "Client";
  const date = /^\d{4}-\d{2}-\d{2}/.exec(asOfDate ?? "")?.[0];
  // A table's title may hold characters no file system takes ('NII / Assets').
  const what = suffix
    .replace(/[\\/:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return ["Analysis", client, ...(date ? [date] : []), ...(what ? [what] : [])].join("-");
}

/** The same name with its extension: 'Analysis-RFCU-2021-12-31-Detail.xlsx'. */
export const downloadFileName = (
  acronym: string,
  asOfDate: string | null,
  suffix: string,
  extension: "xlsx" | "pdf" | "csv",
): string => `${downloadBaseName(acronym, asOfDate, suffix)}.${extension}`;

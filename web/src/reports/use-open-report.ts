import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { readStored, writeStored } from "../lib/local-storage.ts";
import {
  arrivalEntryKey,
  entryKeyOf,
  locationOfEntryKey,
  readReportLocation,
  writeReportLocation,
  type ReportLocation,
} from "./report-location.ts";

/** Per definition: the report last viewed in it, in this browser. */
const lastViewedKey = (definitionId: string) => `lastReport.${definitionId}`;

/**
 * The report open in a definition, kept in the URL: on arrival without one (or with one the
 * definition lacks) the last-viewed report opens, else the first, and the URL says which; a
 * report opened is remembered for the next arrival.
 */
export function useOpenReport(definitionId: string, order: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = readReportLocation(searchParams);
  const askedKey = asked ? entryKeyOf(asked) : null;
  const openKey = askedKey !== null && order.includes(askedKey) ? askedKey : null;
  const arrival =
    openKey === null && order.length
      ? arrivalEntryKey(order, readStored<string | null>(lastViewedKey(definitionId), null))
      : null;

  useEffect(() => {
    if (arrival === null) return;
    // Replace, not push: Back leaves the page rather than returning to the address without a report.
    setSearchParams((params) => writeReportLocation(params, locationOfEntryKey(arrival)), { replace: true });
  }, [arrival, setSearchParams]);

  useEffect(() => {
    if (openKey) writeStored(lastViewedKey(definitionId), openKey);
  }, [definitionId, openKey]);

  const open = useCallback(
    (location: ReportLocation) => setSearchParams((params) => writeReportLocation(params, location)),
    [setSearchParams],
  );
  return { location: openKey ? asked : null, openKey, open };
}

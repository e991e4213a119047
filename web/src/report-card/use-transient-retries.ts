import { useEffect, useRef, useState } from "react";
import type { ReportFailure } from "./report-errors.ts";

/**
 * Pauses before each new read of a report the api did not answer. Together longer than the
 * gateway's circuit breaker stays open (UPSTREAM_BREAKER_COOLDOWN_MS, 5 s by default), so that the
 * last reads meet a closed circuit again; a hung api still fails the report within a minute.
 */
export const RETRY_PAUSES_MS = [1_000, 2_000, 4_000, 8_000] as const;

/** Up to half a pause more: the reports of a print page that failed together do not ask together. */
const jittered = (ms: number) => ms * (1 + Math.random() / 2);

/**
 * Reads the report again, after a pause, while its failure is transient (no answer from the api)
 * and pauses are left; true while it still will, so the card stays "loading" meanwhile instead of
 * settling on a failure that a moment may cure. A printed report uses it: a cold package's reads
 * come all at once, and a page printed with an error instead of its report is a broken document.
 */
export function useTransientRetries(
  failure: ReportFailure | null,
  enabled: boolean,
  read: () => Promise<unknown>,
): boolean {
  const [attempts, setAttempts] = useState(0);
  // One read at a time: the failure may come and go while a read is under way.
  const reading = useRef(false);
  const retrying = enabled && !!failure?.transient && attempts < RETRY_PAUSES_MS.length;
  useEffect(() => {
    if (!retrying || reading.current) return;
    const pause = jittered(RETRY_PAUSES_MS[attempts] ?? 0);
    // Counted once the read has settled: its answer (or failure) decides whether to go on.
    const timer = setTimeout(() => {
      reading.current = true;
      void read()
        .catch(() => undefined)
        .finally(() => {
          reading.current = false;
          setAttempts((n) => n + 1);
        });
    }, pause);
    return () => clearTimeout(timer);
  }, [retrying, attempts, read]);
  return retrying;
}

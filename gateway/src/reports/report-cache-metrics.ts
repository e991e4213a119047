import { sampledGauge } from "@alm/logging";
import type { ReportService } from "./report-service.ts";

/** The report cache's reports and bytes, so that its share of the gateway's memory is seen. */
const held = sampledGauge({
  name: "gateway_report_cache",
  help: "Reports held by this gateway (reports) and the bytes counted against REPORT_CACHE_MAX_MB (bytes)",
  labelNames: ["what"],
});

export function trackReportCache(reports: ReportService): () => void {
  return held.track(() => {
    const { reports: count, bytes } = reports.heldUsage;
    return [
      { labels: { what: "reports" }, value: count },
      { labels: { what: "bytes" }, value: bytes },
    ];
  });
}

import type { PlatformContext } from "../graphql/context.ts";
import type { ReportService } from "./report-service.ts";

/** The reports feature's part of a request's context. */
export interface ReportsSlice {
  /** Report pages and their caches, shared by every request of this instance. */
  reports: ReportService;
}

/** What the reports feature's resolvers read with. */
export type ReportsContext = PlatformContext & ReportsSlice;

import type { AuthUser, PermissionsByDomain } from "../datasources/core-api.ts";
import type { ReportNodeModel } from "../models/core-models.ts";
import type { PlatformContext } from "./context.ts";

/** The firm's own tenant: its users are staff. */
export const STAFF_TENANT = "ALM";

/** What the Viewer type resolves from: the core API's user and permission lists. */
export interface Viewer {
  user: AuthUser;
  permissions: PermissionsByDomain;
}

/** The shell's fields each read their own dictionary, so a query pays only for what it asks. */
export type ShellModel = Record<string, never>;

export interface CatalogueEntryModel {
  key: string;
  reportId: number;
  year: number | null;
  label: string;
  isNew: boolean;
}

export interface ReportPageModel {
  node: ReportNodeModel;
  entries: CatalogueEntryModel[];
}

export interface ReportCategoryModel {
  node: ReportNodeModel;
  pages: ReportPageModel[];
}

export interface ReportCatalogueModel {
  categories: ReportCategoryModel[];
}

/** A status change as a subscriber receives it; `replay` marks statuses re-sent after a reconnect. */
export interface StatusEventModel {
  /** The stored notification's id, or a resume cursor of the time for a re-sent status. */
  eventId: string;
  occurredAt: string;
  clientId: number;
  itemId: number;
  status: string | null;
  action: string;
  subject: string;
  replay: boolean;
  /** The subscriber's own access for reading the item as it is now (fresh credentials and caches). */
  context(): Promise<PlatformContext>;
}

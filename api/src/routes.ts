import { authRoutes } from "./core/auth-routes.ts";
import type { ApiConfig } from "./config.ts";
import { clientRoutes } from "./core/client-routes.ts";
import { infoRoutes } from "./core/info-routes.ts";
import { preferenceRoutes } from "./core/preference-routes.ts";
import { securityRoutes } from "./core/security-routes.ts";
import { authenticatorRoutes } from "./core/authenticator-routes.ts";
import { securityMailer } from "./email/security-mail.ts";
import { auditRoutes } from "./audit/audit-routes.ts";
import { personalAccessTokenRoutes } from "./personal-access-tokens/personal-access-token-routes.ts";
import { serviceAccountRoutes } from "./service-accounts/service-account-routes.ts";
import type { Database } from "@alm/database";
import { emailRoutes } from "./email/email-routes.ts";
import type { Mailer } from "./email/mailer.ts";
import type { RegisteredRoute, RouteDef, ApiRoot } from "./http/route-table.ts";
import { clientSettingsRoutes } from "./analysis/client-settings/client-settings-routes.ts";
import { dataSetRoutes } from "./analysis/data-sets/data-set-routes.ts";
import { reportDefinitionRoutes } from "./analysis/report-definitions/report-definition-routes.ts";
import type { PackageCatalogue } from "./analysis/package-entries.ts";
import { chartOfAccountsRoutes } from "./charts-of-accounts/coa-routes.ts";
import { curveRoutes } from "./curves/curve-routes.ts";
import { dictionaryRoutes } from "./dictionaries/dictionary-routes.ts";
import { defaultReportList, findReport } from "./reports/catalogue/report-catalogue.ts";
import type { NotificationHub } from "./hub/notification-hub.ts";
import type { StatusNotifier } from "./notifications/notification-message.ts";
import { notificationRoutes } from "./notifications/notification-routes.ts";
import { reportDataRoutes } from "./reports/report-data-routes.ts";
import { runRoutes } from "./runs/run-routes.ts";
import { whatIfRoutes } from "./what-if/what-if-routes.ts";
import type { ApiServices } from "./services.ts";

export interface RouteDependencies {
  db: Database;
  config: ApiConfig;
  mailer: Mailer;
  /** Notification hub (groups, direct messages); absent when routes are listed without a server. */
  hub?: NotificationHub;
  /** Publish status changes (runs, approvals) here: stored, then pushed as receiveInfo. */
  notifier: StatusNotifier;
  /** The api's engine pool, models, caches and run wake-ups (services.ts). */
  services: ApiServices;
}

const under = (root: ApiRoot, defs: RouteDef[]): RegisteredRoute[] => defs.map((d) => ({ ...d, root }));

/** The report catalogue as the analysis routes read it: a client's first list, and its pages. */
const PACKAGE_CATALOGUE: PackageCatalogue = { defaults: defaultReportList, page: findReport };

/** Every REST call of both roots: the app, the OpenAPI document and the isolation matrix read it. */
export function routeTable(deps: RouteDependencies): RegisteredRoute[] {
  const mail = securityMailer(deps.db, deps.mailer, deps.config.MAIL_FROM);
  return [
    ...under("core", authRoutes(deps.db)),
    ...under("core", clientRoutes(deps.db)),
    ...under("core", infoRoutes(deps.db)),
    ...under("core", preferenceRoutes(deps.db)),
    ...under("core", securityRoutes(deps.db, mail)),
    ...under("core", authenticatorRoutes(deps.db, mail)),
    ...under("core", auditRoutes(deps.db)),
    ...under("core", serviceAccountRoutes(deps.db)),
    ...under("core", personalAccessTokenRoutes(deps.db)),
    ...under("core", emailRoutes(deps.db, deps.config, deps.mailer)),
    ...under("core", notificationRoutes(deps.db, deps.hub)),
    ...under("core", dictionaryRoutes(deps.db)),
    ...under("core", whatIfRoutes(deps.db, deps.notifier, deps.services)),
    ...under("base", clientSettingsRoutes(deps.db, PACKAGE_CATALOGUE)),
    ...under("base", dataSetRoutes(deps.db, deps.notifier, deps.services.uploadChecks)),
    ...under("base", chartOfAccountsRoutes(deps.db, deps.services)),
    ...under("base", curveRoutes(deps.db, deps.services.uploadChecks)),
    ...under("base", reportDefinitionRoutes(deps.db, deps.notifier, PACKAGE_CATALOGUE)),
    // Runs of data sets, upload template downloads, and report data (api/src/runs, api/src/reports).
    ...under("base", runRoutes(deps.db, deps.notifier, deps.services)),
    ...under("base", reportDataRoutes(deps.db, deps.services)),
  ];
}

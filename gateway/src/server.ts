import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { healthHandler, httpLogger, httpMetrics, metricsHandler, readinessHandler } from "@alm/logging";
import express from "express";
import { authRoutes } from "./auth/auth-routes.ts";
import { APP_BASE_PATH } from "./auth/login-transactions.ts";
import { OidcClient } from "./auth/oidc-client.ts";
import { RequestAuthenticator, type RequestAuth } from "./auth/request-auth.ts";
import type { PrintScope } from "./auth/print-tickets.ts";
import { LoginTransactions } from "./auth/login-transactions.ts";
import { PrintTickets } from "./auth/print-tickets.ts";
import { SessionStore } from "./auth/session-store.ts";
import { openGatewayDatabase } from "./store/gateway-database.ts";
import { loadGatewaySecrets } from "./store/kept-secrets.ts";
import { createSealedBox } from "./store/sealed-box.ts";
import type { GatewayConfig } from "./config.ts";
import { documentRoutes } from "./documents/document-routes.ts";
import { BrowserPool } from "./documents/browser-pool.ts";
import { checkChromiumAtStart } from "./documents/chromium-check.ts";
import { createChromiumRenderer } from "./documents/pdf/chromium-renderer.ts";
import { createWhatIfPdfRenderer } from "./documents/pdf/what-if-pdf.ts";
import { preparePrintApp } from "./documents/pdf/print-page.ts";
import { createDocumentServices } from "./documents/jobs/document-services.ts";
import { preloadExcelJs } from "./documents/excel/exceljs.ts";
import { trackDocumentMetrics } from "./documents/jobs/document-metrics.ts";
import type { RenderPdfPackage } from "./documents/jobs/pdf-renderer.ts";
import { startGraphql } from "./server/graphql-server.ts";
import { PersistedDocuments } from "./graphql/persisted-documents.ts";
import { dataSetUploadRoutes } from "./data-sets/data-set-uploads.ts";
import { downloadRoutes } from "./documents/downloads.ts";
import { ReportService } from "./reports/report-service.ts";
import { trackReportCache } from "./reports/report-cache-metrics.ts";
import { buildSchema } from "./server/schema.ts";
import { schemaRoute } from "./server/schema-route.ts";
import { appConfigHandler } from "./http/app-config.ts";
import { readBuildInfo } from "./http/build-info.ts";
import { gatewayReadiness } from "./http/readiness-checks.ts";
import { webAppRoutes } from "./server/web-app.ts";
import { finalHandlers } from "./http/final-error-handler.ts";
import { log } from "./logging/logger.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { responseCompression } from "./http/compression.ts";
import { keepConnectionsAlive, listenAddress, listenOn, loopbackOnlyText } from "@alm/service";
import { useUpstreamPool } from "./http/upstream-pool.ts";
import { trackHubBridge } from "./subscriptions/hub-bridge-metrics.ts";
import { startLiveFeeds, type LiveFeeds } from "./subscriptions/live-feeds.ts";

export interface RunningGateway {
  url: string;
  /** The hub bridge and build watcher (readiness checks, tests). */
  live: LiveFeeds;
  close(): Promise<void>;
}

export interface GatewayOptions {
  /** The PDF renderer of document jobs (tests plug in a stand-in); without one PDF jobs fail. */
  renderPdf?: RenderPdfPackage;
}

export async function startGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  await checkChromiumAtStart(config.CHROMIUM_PATH);
  const app = express();
  app.disable("x-powered-by");
  // req.ip and req.protocol believe X-Forwarded-* from these proxies only (the rate limits' rule too).
  app.set("trust proxy", config.TRUST_PROXY ?? false);
  // Before every router: the route that answers is read when the response ends.
  app.use(httpMetrics());
  // The edge: every request gets an id of the gateway's own (a browser's x-request-id is ignored).
  app.use(httpLogger(log, { acceptIncomingId: false }));
  app.use(securityHeaders(config)); // sec-edge: CSP with a per-request nonce, frame protection
  app.use(responseCompression());
  const httpServer = createServer(app);
  keepConnectionsAlive(httpServer);
  useUpstreamPool();
  const oidc = new OidcClient(config);
  const db = await openGatewayDatabase(config);
  const { sessionSecret, encryptionKey } = await loadGatewaySecrets(db, config);
  const box = createSealedBox(encryptionKey);
  const sessions = new SessionStore(db, box, {
    ttlMs: config.SESSION_TTL_MINUTES * 60_000,
    idleMs: (config.IDLE_TIMEOUT_SECONDS + config.SESSION_IDLE_GRACE_SECONDS) * 1000,
  });
  const printTickets = new PrintTickets(db, box, sessionSecret, config.PRINT_TICKET_TTL_SECONDS * 1000);
  const authenticator = new RequestAuthenticator({ config, sessionSecret, sessions, printTickets, oidc });
  const secureCookies = config.GATEWAY_PUBLIC_URL.startsWith("https:");
  const live = await startLiveFeeds(config);
  const reports = new ReportService({
    dictionaryTtlMs: config.DICTIONARY_CACHE_TTL_SECONDS * 1000,
    reportTtlMs: config.REPORT_CACHE_TTL_SECONDS * 1000,
    maxReports: config.REPORT_CACHE_MAX_ENTRIES,
    maxReportBytes: config.REPORT_CACHE_MAX_MB * 1024 * 1024,
  });
  const persisted = PersistedDocuments.load(config.PERSISTED_DOCUMENTS);
  // The print routes are this gateway's own pages; the port is known once it listens.
  const gatewayUrl = () => `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const browser = new BrowserPool(config.CHROMIUM_PATH, config.PDF_PAGES, preparePrintApp(gatewayUrl));
  const printing = {
    browser,
    gatewayUrl,
    issueTicket: (auth: RequestAuth, scope: PrintScope) => authenticator.issuePrintTicket(auth, scope),
  };
  const renderPdf =
    options.renderPdf ?? createChromiumRenderer({ ...printing, treeLevels: config.PDF_TREE_LEVELS });
  const renderWhatIfPdf = createWhatIfPdfRenderer(printing);
  const documents = createDocumentServices(
    config,
    { db, box, sessionSecret },
    {
      renderPdf,
      renderWhatIfPdf,
      // A job reads as the user who asked, through this instance's GraphQL contexts (made below).
      contextOf: async (credential) => {
        const auth = await authenticator.resume(credential);
        return auth && graphql.contextFor(auth);
      },
    },
  );
  const schema = buildSchema();
  const graphql = await startGraphql(httpServer, schema, {
    config,
    authenticator,
    sessions,
    live,
    reports,
    documents,
    persisted,
    db,
    box,
  });
  // Takes jobs from the shared queue from here on, any instance's.
  await documents.jobs.start();
  preloadExcelJs();

  // Alive (liveness) and fit to be sent requests (readiness) apart: a stopping gateway is the
  // first and not the second (README, "Health, readiness and metrics").
  const readiness = gatewayReadiness(config, db);
  app.get("/healthz", healthHandler());
  app.get("/readyz", readinessHandler(readiness));
  app.get("/metrics", metricsHandler(config.METRICS_TOKEN));
  const untrackMetrics = [
    trackDocumentMetrics(db, browser),
    trackReportCache(reports),
    trackHubBridge(live.hub),
  ];
  app.get("/app-config.json", appConfigHandler(config));
  app.get(["/version.json", `${APP_BASE_PATH}version.json`], async (_req, res) => {
    res.set("cache-control", "no-store").json(await readBuildInfo(config.WEB_DIST));
  });
  app.use(authRoutes({ config, sessionSecret, oidc, sessions, logins: new LoginTransactions(db, box) }));
  app.use(downloadRoutes(config, authenticator));
  app.use(dataSetUploadRoutes(config, authenticator, schema));
  app.use(documentRoutes(config, authenticator, documents));
  app.use(schemaRoute(authenticator));
  app.use(graphql.router);
  app.use(webAppRoutes(config.WEB_DIST, authenticator, secureCookies));
  app.get("/", (_req, res) => {
    res.redirect(APP_BASE_PATH);
  });
  app.use(finalHandlers()); // sec-edge: last, after every router

  const secrets = {
    OIDC_CLIENT_SECRET: config.OIDC_CLIENT_SECRET,
    HUB_CLIENT_SECRET: config.HUB_CLIENT_SECRET,
    SESSION_SECRET: config.SESSION_SECRET,
  };
  const host = listenAddress(Object.values(secrets));
  await listenOn(httpServer, config.GATEWAY_PORT, "GATEWAY_PORT", host);
  if (host) log.warn(loopbackOnlyText(secrets));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    live,
    // Requests under way (PDF renders and session lookups among them) finish first; then the rest.
    close: async () => {
      // Not ready first, still serving: load balancers polling /readyz stop sending meanwhile.
      // The forced exit (@alm/service's runService) counts this wait: the grace begins after it.
      readiness.drain();
      await sleep(config.SHUTDOWN_UNREADY_MS);
      untrackMetrics.forEach((untrack) => untrack());
      // Running document jobs go back to the queue first: another instance takes them at once.
      // Chromium then closes (killed if it lingers) while requests drain: its pages' connections
      // to this server must not hold the drain up until the forced exit.
      const handingBack = documents.jobs.close(config.SHUTDOWN_GRACE_MS).then(() => browser.close());
      await graphql.stop();
      httpServer.closeAllConnections();
      await handingBack;
      sessions.close();
      await live.stop();
      await db.close();
    },
  };
}

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "@alm/database";
import { setTimeout as sleep } from "node:timers/promises";
import { httpLogger, httpMetrics, metricsHandler, Readiness, readinessHandler } from "@alm/logging";
import express from "express";
import type { ApiConfig } from "./config.ts";
import { drainServer } from "./http/drain-server.ts";
import { log } from "./logging/logger.ts";
import { keepConnectionsAlive, listenAddress, listenOn, loopbackOnlyText } from "@alm/service";
import { createHubNotifier } from "./notifications/hub-notifier.ts";
import { trackRunMetrics } from "./runs/run-metrics.ts";
import { startRunService } from "./runs/run-service.ts";
import type { RunningApi } from "./server.ts";
import { createApiServices } from "./services.ts";

/**
 * An engine worker process (API_ROLE=worker): computes the runs any api queues, nothing else. Its
 * status changes reach the users through the serving apis' hubs (PostgreSQL NOTIFY, which the
 * notifier uses whenever the database has more than one process); its HTTP answers health and
 * readiness checks and, to METRICS_TOKEN, the run queue's and engine pool's metrics (README,
 * "Health, readiness and metrics").
 */
export async function startEngineWorkerServer(config: ApiConfig, db: Database): Promise<RunningApi> {
  const app = express();
  app.disable("x-powered-by");
  // A line per request as the serving api writes (health checks and scrapes quiet): what else
  // reaches a worker is a misrouted call or a scan, which an operator should see.
  app.use(httpLogger(log, { acceptIncomingId: true }));
  app.use(httpMetrics());
  const readiness = new Readiness([{ name: "database", check: () => db.query("select 1") }]);
  app.get("/readyz", readinessHandler(readiness));
  app.get("/metrics", metricsHandler(config.METRICS_TOKEN));
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok", role: "worker" });
  });
  const server = createServer(app);
  keepConnectionsAlive(server);
  const secrets = {
    OIDC_CLIENT_SECRET: config.OIDC_CLIENT_SECRET,
    HUB_CLIENT_SECRET: config.HUB_CLIENT_SECRET,
  };
  const host = listenAddress(Object.values(secrets));
  await listenOn(server, config.API_PORT, "API_PORT", host);
  if (host) log.warn(loopbackOnlyText(secrets));
  const services = createApiServices(config);
  const runs = await startRunService(config, db, createHubNotifier(db), services);
  const untrackMetrics = trackRunMetrics(db, services.engine);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    app,
    services,
    close: async () => {
      readiness.drain();
      await sleep(config.SHUTDOWN_UNREADY_MS);
      untrackMetrics();
      await Promise.all([drainServer(server, config.SHUTDOWN_GRACE_MS), runs.stop()]);
      await services.close();
    },
  };
}

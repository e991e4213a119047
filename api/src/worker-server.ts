import type { AddressInfo } from "node:net";
import type { Database } from "@alm/database";
import express from "express";
import type { ApiConfig } from "./config.ts";
import { drainServer } from "./http/drain-server.ts";
import { keepConnectionsAlive } from "./http/keep-alive.ts";
import { createHubNotifier } from "./notifications/hub-notifier.ts";
import { configureComputation, startRunService } from "./runs/run-service.ts";
import type { RunningApi } from "./server.ts";

/**
 * An engine worker process (API_ROLE=worker): computes the runs any api queues, nothing else. Its
 * status changes reach the users through the serving apis' hubs (PostgreSQL NOTIFY, which the
 * notifier uses whenever the database has more than one process); its HTTP answers health checks.
 */
export async function startEngineWorkerServer(config: ApiConfig, db: Database): Promise<RunningApi> {
  const app = express();
  app.disable("x-powered-by");
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok", role: "worker" });
  });
  const server = app.listen(config.API_PORT);
  keepConnectionsAlive(server);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  configureComputation(config);
  const runs = await startRunService(config, db, createHubNotifier(db));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    app,
    close: async () => {
      await Promise.all([drainServer(server, config.SHUTDOWN_GRACE_MS), runs.stop()]);
    },
  };
}

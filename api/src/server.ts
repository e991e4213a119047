import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { Readiness } from "@alm/logging";
import type { Express } from "express";
import { createApiApp } from "./app.ts";
import { acceptingPersonalAccessTokens } from "./auth/personal-token-verifier.ts";
import { createTokenVerifier } from "./auth/token-verifier.ts";
import { mfaRequiredNow } from "./auth/mfa-requirement.ts";
import type { ApiConfig } from "./config.ts";
import type { Database } from "@alm/database";
import { drainServer } from "./http/drain-server.ts";
import { JoinedReads, keepConnectionsAlive, listenAddress, listenOn, loopbackOnlyText } from "@alm/service";
import { hubConnections } from "./hub/hub-metrics.ts";
import { createNotificationHub, type NotificationHub } from "./hub/notification-hub.ts";
import { createHubNotifier } from "./notifications/hub-notifier.ts";
import { relayStatusChanges } from "./notifications/status-relay.ts";
import { grantLiveness } from "./oidc/grant-liveness.ts";
import { createOidcProvider } from "./oidc/provider.ts";
import { trackRunMetrics } from "./runs/run-metrics.ts";
import { trackFairQueue } from "./http/fair-queue-metrics.ts";
import { startRunService } from "./runs/run-service.ts";
import { demoPasswordsProblem } from "./seed/demo-passwords.ts";
import { seedDemoIfEmpty } from "./seed/seed-demo.ts";
import { planMfaKeyAdoption } from "./oidc/mfa-key-change.ts";
import { providerKeysProblem } from "./oidc/oidc-secrets.ts";
import { createApiServices, type ApiServices } from "./services.ts";
import { log } from "./logging/logger.ts";

export interface RunningApi {
  url: string;
  app: Express;
  /** The api's engine pool, models, caches and run wake-ups; ended by `close`. */
  services: ApiServices;
  /** The notification hub (a worker has none): tests observe its pushes and cut its connections. */
  hub?: NotificationHub;
  close(): Promise<void>;
}

/** Seeds, wires and listens; the caller owns the database. */
export async function startApiServer(config: ApiConfig, db: Database): Promise<RunningApi> {
  await refuseWhatTheDatabaseHolds(config, db);
  if (config.SEED_DEMO && (await seedDemoIfEmpty(db))) log.info("api: seeded the demo on an empty database");
  const provider = await createOidcProvider(db, config);
  // Concurrent calls of one user share a look-up begun after each asked (a print page's reports).
  const secondFactorChecks = new JoinedReads<boolean>();
  const verifyToken = createTokenVerifier(
    config.OIDC_ISSUER,
    config.OIDC_AUDIENCE,
    config.HUB_AUDIENCE,
    grantLiveness(db),
    (sub) => secondFactorChecks.read(sub, () => mfaRequiredNow(db, sub)),
  );
  // Notification hub (api/src/hub): SignalR at core/notification; route modules publish through `notifier`.
  const hub = createNotificationHub(verifyToken);
  const notifier = createHubNotifier(db, hub);
  // Status changes any api on the database publishes reach this one's hub (PostgreSQL only).
  const stopRelay = await relayStatusChanges(db, hub);
  const readiness = new Readiness([{ name: "database", check: () => db.query("select 1") }]);
  const services = createApiServices(config);
  const app = createApiApp({
    config,
    db,
    readiness,
    provider,
    // People's scripts reach the REST calls with personal access tokens too; the hub takes JWTs only.
    verifyToken: acceptingPersonalAccessTokens(db, verifyToken),
    audience: config.OIDC_AUDIENCE,
    hub,
    notifier,
    services,
  });
  const server = createServer(app);
  keepConnectionsAlive(server);
  hub.attach(server);
  const secrets = {
    OIDC_CLIENT_SECRET: config.OIDC_CLIENT_SECRET,
    HUB_CLIENT_SECRET: config.HUB_CLIENT_SECRET,
  };
  const host = listenAddress(Object.values(secrets));
  await listenOn(server, config.API_PORT, "API_PORT", host);
  if (host) log.warn(loopbackOnlyText(secrets));
  // Run worker (api/src/runs): claims queued data set runs (interrupted ones first recovered)
  // only now that health checks are answered, and computes them in engine worker processes. With
  // API_ROLE=serve, processes of API_ROLE=worker take them (worker-server.ts).
  const runs =
    config.API_ROLE === "serve" ? undefined : await startRunService(config, db, notifier, services);
  const untrackMetrics = [
    trackRunMetrics(db, services.engine),
    trackFairQueue("whatIfs", services.whatIfs),
    trackFairQueue("reportReads", services.reportReads),
    hubConnections.track(() => [{ value: hub.connectionCount }]),
  ];
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    app,
    services,
    hub,
    close: async () => {
      // Not ready first, still serving: load balancers polling /readyz stop sending meanwhile.
      // The forced exit (@alm/service's runService) counts this wait: the grace begins after it.
      readiness.drain();
      await sleep(config.SHUTDOWN_UNREADY_MS);
      untrackMetrics.forEach((untrack) => untrack());
      // No new connections; requests under way finish (within SHUTDOWN_GRACE_MS) while the run
      // worker finishes the job in hand, both before the database closes. Hub clients are told
      // to reconnect (to another instance behind the same address).
      const drained = drainServer(server, config.SHUTDOWN_GRACE_MS);
      await hub.close(); // hub: WebSockets are not among the server's connections to close
      await Promise.all([drained, runs?.stop()]);
      await Promise.all([stopRelay(), services.close()]);
    },
  };
}

/**
 * A configuration that the database's contents make unsafe or unworkable refuses the start, before
 * anything is served or written: demo users with published passwords behind a public URL, or
 * authenticators or the identity provider's keys that MFA_ENCRYPTION_KEY cannot open. Those the database's kept key opens are
 * sealed again under MFA_ENCRYPTION_KEY once nothing refuses the start.
 */
async function refuseWhatTheDatabaseHolds(config: ApiConfig, db: Database): Promise<void> {
  const mfaKey = await planMfaKeyAdoption(db, config.MFA_ENCRYPTION_KEY);
  const problems = [
    await demoPasswordsProblem(db, config.API_PUBLIC_URL),
    mfaKey.problem,
    await providerKeysProblem(db, config.MFA_ENCRYPTION_KEY),
  ].filter((p) => p !== undefined);
  if (problems.length)
    throw new Error(
      `Invalid api configuration for its database:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
  const resealed = await mfaKey.apply();
  if (resealed.authenticators || resealed.answers)
    log.info(
      `api: sealed ${resealed.authenticators} authenticators' secrets and ${resealed.answers} answers kept for Idempotency-Keys again under MFA_ENCRYPTION_KEY (they were under the key the database kept)`,
    );
}

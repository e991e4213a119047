import {
  healthHandler,
  httpLogger,
  httpMetrics,
  metricsHandler,
  readinessHandler,
  type Readiness,
} from "@alm/logging";
import express, { Router, type RequestHandler } from "express";
import { refuseNulCharacters } from "./http/validate.ts";
import type Provider from "oidc-provider";
import { requireCaller } from "./auth/require-caller.ts";
import type { TokenVerifier } from "./auth/token-verifier.ts";
import type { ApiConfig } from "./config.ts";
import type { Database } from "@alm/database";
import { createMailer } from "./email/mailer.ts";
import { HUB_ENDPOINTS } from "./hub/hub-endpoints.ts";
import { negotiateRoute } from "./hub/negotiate-route.ts";
import { openApiDocument } from "./http/openapi.ts";
import type { NotificationHub } from "./hub/notification-hub.ts";
import { requireApiVersion } from "./http/api-version.ts";
import { rootIndex, rootIndexPaths } from "./http/root-index.ts";
import { sendModel } from "./http/envelope.ts";
import { errorHandler, notFound } from "./http/http-error.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { log } from "./logging/logger.ts";
import { dropRequestsWithUnreadBodies } from "@alm/service";
import { requireBodyType } from "./http/body-type.ts";
import { deviceCodeThrottle, deviceFormFromItsPage } from "./oidc/device-code-throttle.ts";
import { findUserByUsername } from "./oidc/accounts.ts";
import { deviceApprovalRoutes } from "./oidc/device-approval.ts";
import { interactionRoutes } from "./oidc/interaction-routes.ts";
import { recordSignOuts } from "./oidc/sign-out-audit.ts";
import { mfaRoutes } from "./oidc/mfa-routes.ts";
import { mfaEnrolmentRoutes } from "./oidc/mfa-enrolment-routes.ts";
import { securityMailer } from "./email/security-mail.ts";
import { createSecretBox, type SecretBox } from "./oidc/mfa-secret-box.ts";
import { providerPageInlineHashes } from "./oidc/provider-pages.ts";
import { createSignInThrottle, signInLimitsOf } from "./oidc/sign-in-throttle.ts";
import { routeAccess } from "./http/route-access.ts";
import type { ApiRoot, RegisteredRoute, Upload } from "./http/route-table.ts";
import { readMultipart } from "./http/multipart.ts";
import { OIDC_MOUNT_PATH } from "./oidc/provider.ts";
import type { StatusNotifier } from "./notifications/notification-message.ts";
import { routeTable } from "./routes.ts";
import type { ApiServices } from "./services.ts";
import { auditOnSuccess } from "./audit/audit-on-success.ts";
import { idempotentWrites } from "./http/idempotent-writes.ts";
import { APPLICATION_URL_SETTING } from "./oidc/interaction-errors.ts";

export interface ApiDependencies {
  config: ApiConfig;
  db: Database;
  provider: Provider;
  verifyToken: TokenVerifier;
  audience: string;
  /** Notification hub and the notifier route modules publish through (api/src/hub, api/src/notifications). */
  hub?: NotificationHub;
  notifier: StatusNotifier;
  services: ApiServices;
  /** Whether the api should be sent requests: not while stopping, nor without its database. */
  readiness: Readiness;
}

/** Text PostgreSQL cannot store, refused before any route reads it (multipart: readMultipart). */
const refuseNulText: RequestHandler = (req, _res, next) => {
  if (/%00/.test(req.path)) refuseNulCharacters("\u0000", "path", "INVALID_PARAMETER");
  refuseNulCharacters(req.query, "query", "INVALID_PARAMETER");
  refuseNulCharacters(req.body, "request");
  next();
};

/** Reads an upload's multipart body (files into `req.files`, text parts into `req.body`). */
const multipartOf =
  (upload: Upload): RequestHandler =>
  (req, res, next) => {
    readMultipart(req, res, upload.limits, upload).then(() => next(), next);
  };

/** One root per upstream the gateway configures: core (platform) and base (analysis). */
function restRoot(deps: ApiDependencies, name: ApiRoot, routes: RegisteredRoute[], box: SecretBox): Router {
  const root = Router();
  root.get("/", (_req, res) => sendModel(res, rootIndex(name)));
  root.use(
    requireApiVersion,
    requireCaller(deps.verifyToken),
    express.json({ limit: "1mb" }),
    refuseNulText,
    dropRequestsWithUnreadBodies(log),
  );
  // A write sent again under its Idempotency-Key (the gateway's retry of a mutation) writes once.
  const keyed = idempotentWrites(deps.db, box);
  for (const route of routes.filter((r) => r.root === name)) {
    const once = route.writesNothing ? [] : [keyed];
    const { upload } = route;
    root[route.method](
      route.path,
      // An upload's key covers its files, so they are read first (past the caller's access: no
      // file is buffered for a caller who may not upload); a repeat of an upload creates nothing
      // a check between could refuse. Other writes are keyed before anything, so that a repeat of
      // one that deleted its object gets its answer, not a 404.
      ...(upload
        ? [requireBodyType(route), routeAccess(deps.db, route), multipartOf(upload), ...once]
        : [...once, requireBodyType(route), routeAccess(deps.db, route)]),
      auditOnSuccess(deps.db, route.audit),
      route.handler,
    );
  }
  root.use((req) => {
    throw notFound(`No such call: ${req.method} ${req.baseUrl}${req.path}.`);
  });
  return root;
}

export function createApiApp(deps: ApiDependencies): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Its callers are the gateway and our services: a well-formed x-request-id they send is kept.
  app.use(httpLogger(log, { acceptIncomingId: true }));
  // Answers are per user and change with every save: hashing them for ETags costs CPU for nothing.
  app.disable("etag");
  app.use(securityHeaders(deps.config, providerPageInlineHashes())); // sec-edge: CSP and frame protection, provider pages included
  // Before every router: the route that answers is read when the response ends.
  app.use(httpMetrics());
  // Alive (liveness) and fit to be sent requests (readiness) apart: a stopping api is the first
  // and not the second (README, "Health, readiness and metrics").
  app.get("/healthz", healthHandler());
  app.get("/readyz", readinessHandler(deps.readiness));
  app.get("/metrics", metricsHandler(deps.config.METRICS_TOKEN));
  // Off unless configured: req.ip is then the connection's address, which a client cannot forge.
  app.set("trust proxy", deps.config.TRUST_PROXY ?? false);
  app.set(APPLICATION_URL_SETTING, `${deps.config.GATEWAY_PUBLIC_URL}/analysis/`);
  // The api's key at rest: TOTP secrets, the answers kept for idempotency keys (which may hold a
  // credential's secret made for the caller), and the sign-in log's fingerprints.
  const secretBox = createSecretBox(deps.db, deps.config.MFA_ENCRYPTION_KEY);
  const signInThrottle = createSignInThrottle(deps.db, signInLimitsOf(deps.config), {
    known: async (username) => Boolean(await findUserByUsername(deps.db, username)),
    fingerprint: (text) => secretBox.fingerprint(text),
  });
  app.use(interactionRoutes(deps.provider, deps.db, deps.audience, signInThrottle));
  const mailer = createMailer(deps.db, deps.config.SMTP_URL);
  const mfaStep = {
    provider: deps.provider,
    db: deps.db,
    audience: deps.audience,
    box: secretBox,
    throttle: signInThrottle,
    mail: securityMailer(deps.db, mailer, deps.config.MAIL_FROM),
    issuer: deps.config.OIDC_ISSUER,
  };
  app.use(mfaEnrolmentRoutes(mfaStep));
  app.use(mfaRoutes(mfaStep));
  app.use(deviceApprovalRoutes(deps.provider, deps.db, deps.audience));
  app.post(`${OIDC_MOUNT_PATH}/device`, deviceFormFromItsPage, deviceCodeThrottle(signInThrottle));
  recordSignOuts(deps.provider, deps.db);
  app.use(OIDC_MOUNT_PATH, deps.provider.callback());
  const routes = routeTable({
    db: deps.db,
    config: deps.config,
    mailer,
    hub: deps.hub,
    notifier: deps.notifier,
    services: deps.services,
  });
  const hubPaths = Object.fromEntries(
    HUB_ENDPOINTS.map((e) => [
      e.path,
      { [e.method]: { summary: e.summary, parameters: e.params.map((name) => ({ name, in: "query" })) } },
    ]),
  );
  const document = openApiDocument(routes, { ...hubPaths, ...rootIndexPaths });
  app.get("/openapi.json", (_req, res) => {
    res.json(document);
  });
  if (deps.hub) app.use(negotiateRoute(deps.hub)); // hub: SignalR negotiate, before the core root
  const restRouters = {
    core: restRoot(deps, "core", routes, secretBox),
    base: restRoot(deps, "base", routes, secretBox),
  };
  // Kept for the isolation matrix test, which checks every served route has a row.
  app.locals.restRouters = restRouters;
  // Answers are a caller's own (a tenant's figures, a user's tokens): no shared cache keeps them,
  // and a browser revalidates before reusing one (report answers carry an ETag for that).
  app.use(["/core", "/base"], (_req, res, next) => {
    res.set("cache-control", "private, no-cache");
    next();
  });
  app.use("/core", restRouters.core);
  app.use("/base", restRouters.base);
  // Outside the roots too, a path nothing serves is answered in the envelope, not Express's HTML page.
  app.use((req) => {
    throw notFound(
      `No such call: ${req.method} ${req.path}. The REST calls are under /core and /base (GET /openapi.json lists them).`,
    );
  });
  app.use(errorHandler);
  return app;
}

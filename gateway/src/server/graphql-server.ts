import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { expressMiddleware } from "@as-integrations/express5";
import type { Database } from "@alm/database";
import { dropRequestsWithUnreadBodies } from "@alm/service";
import express, { Router } from "express";
import { failedWith } from "@alm/logging";
import { GraphQLError, specifiedRules, type GraphQLSchema } from "graphql";
import type { RequestAuth, RequestAuthenticator } from "../auth/request-auth.ts";
import type { SessionStore } from "../auth/session-store.ts";
import type { SealedBox } from "../store/sealed-box.ts";
import type { GatewayConfig } from "../config.ts";
import type { DocumentServices } from "../documents/jobs/document-services.ts";
import type { ReportService } from "../reports/report-service.ts";
import type { LiveFeeds } from "../subscriptions/live-feeds.ts";
import { CallerRateLimits } from "../graphql/caller-rate-limits.ts";
import { createContext } from "../graphql/context.ts";
import type { FeatureSlices, GatewayContext } from "./gateway-context.ts";
import { costExtensionPlugin } from "../graphql/cost-extension-plugin.ts";
import { authOncePerRequest, documentLimitsMiddleware, rateLimitMiddleware } from "./graphql-edge.ts";
import { startGraphqlSocket } from "./graphql-socket.ts";
import { operationMetricsPlugin } from "../graphql/operation-metrics.ts";
import { idempotentMutations } from "./idempotent-mutations.ts";
import { printScopePlugin } from "../graphql/print-scope-plugin.ts";
import { inputShapeCodesPlugin } from "../graphql/input-shape-errors.ts";
import { inputFieldsPlugin } from "../graphql/input-fields.ts";
import { persistedDocumentsMiddleware, type PersistedDocuments } from "../graphql/persisted-documents.ts";
import { queryLimitsOf, queryLimitsRule } from "../graphql/query-limits.ts";
import { reportAnswerMiddleware } from "../reports/report-answer-route.ts";
import { takeRequestTurn } from "../http/request-turns.ts";
import { CheckedDocuments } from "../graphql/checked-documents.ts";
import { schemaPrivacyPlugin } from "../graphql/schema-privacy-plugin.ts";
import { GRAPHQL_PATH } from "../http/paths.ts";
import { log } from "../logging/logger.ts";
import { withInputCode, withReason } from "../errors/error-codes.ts";

const MAX_BODY = "1mb";

export interface GraphqlDependencies {
  config: GatewayConfig;
  authenticator: RequestAuthenticator;
  sessions: SessionStore;
  live: LiveFeeds;
  reports: ReportService;
  documents: DocumentServices;
  persisted: PersistedDocuments;
  /** The gateway's store: the rate limits count there, idempotency keys are kept there. */
  db: Database;
  /** Seals what the store keeps of the answers to keyed mutations. */
  box: SealedBox;
}

/** GraphQL over HTTP and over WebSocket (graphql-ws) on the same path, schema and limits. */
export async function startGraphql(
  httpServer: Server,
  schema: GraphQLSchema,
  deps: GraphqlDependencies,
): Promise<{
  router: Router;
  /** A context for a user outside any request (a document job, as the user who asked). */
  contextFor: (auth: RequestAuth) => GatewayContext;
  stop: () => Promise<void>;
}> {
  const { config, authenticator, sessions } = deps;
  const slices: FeatureSlices = {
    live: deps.live,
    reports: deps.reports,
    documents: deps.documents,
    issuePrintTicket: authenticator.issuePrintTicket.bind(authenticator),
    endSession: (id) => sessions.destroy(id),
  };
  const limits = queryLimitsOf(config);
  const rules = [...specifiedRules, queryLimitsRule(limits)];
  const rateLimits = new CallerRateLimits(config, deps.db);
  const authOf = authOncePerRequest(authenticator);
  // One context per request: the report answer route's and Apollo's (so one read of a report).
  const contexts = new WeakMap<IncomingMessage, Promise<GatewayContext>>();
  const contextOf = (req: IncomingMessage): Promise<GatewayContext> => {
    let ctx = contexts.get(req);
    if (!ctx) {
      const made = authOf(req).then((auth) => createContext(config, auth, slices));
      contexts.set(req, made);
      const res = (req as IncomingMessage & { res?: ServerResponse }).res;
      // A sign-in that could not be checked (Apollo answers it): the request's line says why.
      made.catch((error: unknown) => {
        if (res && !(error instanceof GraphQLError && error.extensions.code === "UNAUTHENTICATED"))
          failedWith(res, error);
      });
      // The request's upstream calls end with its response: sent, or its caller gone.
      res?.once("close", () => {
        // A request whose sign-in failed has no calls to end.
        made.then(
          (c) => c.endUpstream(),
          () => undefined,
        );
      });
      ctx = made;
    }
    return ctx;
  };

  const subscriptions = startGraphqlSocket(httpServer, GRAPHQL_PATH, schema, {
    config,
    authenticator,
    sessions,
    slices,
    rateLimits,
    limits,
    rules,
  });

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // The process's signals are runService's, which stops this server with the rest; Apollo's own
    // handler would print a plain-text line and raise the signal again.
    stopOnTerminationSignals: false,
    logger: log,
    formatError: (formatted, error) => withReason(withInputCode(formatted, error)),
    // Backstops: the edge middleware below refuses these before Apollo parses or validates.
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: [queryLimitsRule(limits)],
    // Hashes are resolved before Apollo: the web app's persisted documents and registered APQs.
    persistedQueries: false,
    plugins: [
      // On stop: no new connections, requests under way finish within SHUTDOWN_GRACE_MS.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.SHUTDOWN_GRACE_MS }),
      // No field carries a cache hint, and the default cache-control plugin would wrap every field's
      // resolver: a large report's thousands of rows and cells then cost twice their execution.
      ApolloServerPluginCacheControlDisabled(),
      { serverWillStart: async () => ({ drainServer: async () => subscriptions.dispose() }) },
      printScopePlugin,
      inputShapeCodesPlugin,
      inputFieldsPlugin,
      schemaPrivacyPlugin,
      operationMetricsPlugin((text) => deps.persisted.ships(text)),
      costExtensionPlugin(limits, deps.persisted),
    ],
  });
  await apollo.start();

  const checked = new CheckedDocuments(schema, limits);
  const router = Router();
  router.use(
    GRAPHQL_PATH,
    // /graphql itself: /graphql/foo was answered as /graphql; it is nothing (404, BAD_REQUEST).
    (req, _res, next) => next(req.path === "/" ? undefined : "router"),
    takeRequestTurn,
    // Every answer is the caller's own: no shared cache keeps one, whichever step answers it.
    (_req, res, next) => {
      res.set("cache-control", "private, no-store");
      next();
    },
    rateLimitMiddleware(rateLimits, authOf),
    express.json({ limit: MAX_BODY }),
    dropRequestsWithUnreadBodies(log),
    persistedDocumentsMiddleware(deps.persisted),
    // A mutation sent again under its Idempotency-Key (a lost connection, a proxy's retry) runs
    // once. After the persisted documents: a hash is answered with its text there, so a request
    // is the same whether it came as a hash or as text, and an unknown hash is not kept.
    idempotentMutations(deps.db, deps.box, authOf, checked),
    documentLimitsMiddleware(checked),
    reportAnswerMiddleware(schema, contextOf, checked),
    expressMiddleware(apollo, { context: ({ req }) => contextOf(req) }),
  );
  return {
    router,
    contextFor: (auth) => createContext(config, auth, slices),
    stop: async () => {
      // Before the drain, which would end the sockets' connections without a close frame.
      subscriptions.closeForRestart();
      await apollo.stop();
    },
  };
}

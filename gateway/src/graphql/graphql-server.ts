import type { IncomingMessage, Server } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { expressMiddleware } from "@as-integrations/express5";
import express, { Router } from "express";
import { specifiedRules, validate, type GraphQLSchema } from "graphql";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { RequestAuth, RequestAuthenticator } from "../auth/request-auth.ts";
import type { SessionStore } from "../auth/session-store.ts";
import type { GatewayConfig } from "../config.ts";
import type { DocumentServices } from "../documents/jobs/document-services.ts";
import type { ReportService } from "../reports/report-service.ts";
import type { LiveFeeds } from "../subscriptions/live-feeds.ts";
import { reportResponseCache } from "../reports/response-cache.ts";
import { createContext, type GatewayContext } from "./context.ts";
import { printScopePlugin } from "./print-scope-plugin.ts";
import { persistedDocumentsMiddleware, type PersistedDocuments } from "./persisted-documents.ts";
import { costLimit, depthLimit } from "./query-limits.ts";
import { watchCredential } from "./credential-watch.ts";

export const GRAPHQL_PATH = "/graphql";
const MAX_BODY = "1mb";

export interface GraphqlDependencies {
  config: GatewayConfig;
  authenticator: RequestAuthenticator;
  sessions: SessionStore;
  live: LiveFeeds;
  reports: ReportService;
  documents: DocumentServices;
  persisted: PersistedDocuments;
}

/** GraphQL over HTTP and over WebSocket (graphql-ws) on the same path, schema and limits. */
export async function startGraphql(
  httpServer: Server,
  schema: GraphQLSchema,
  deps: GraphqlDependencies,
): Promise<{ router: Router; stop: () => Promise<void> }> {
  const { config, authenticator, sessions } = deps;
  const shared = {
    live: deps.live,
    reports: deps.reports,
    documents: deps.documents,
    issuePrintTicket: authenticator.issuePrintTicket.bind(authenticator),
  };
  const limits = [depthLimit(config.MAX_QUERY_DEPTH), costLimit(config.MAX_QUERY_COST)];

  /** Each WebSocket operation reads with the credentials of that moment (sessions refresh their tokens). */
  const socketContext = async (req: IncomingMessage): Promise<GatewayContext> => {
    const auth: RequestAuth = await authenticator.authenticate(req);
    // A credential that stopped working answers UNAUTHENTICATED; the watch below closes the socket.
    return createContext(config, auth.kind === "invalid" ? { kind: "anonymous" } : auth, shared, () =>
      socketContext(req),
    );
  };

  const wsServer = new WebSocketServer({ server: httpServer, path: GRAPHQL_PATH, maxPayload: 1024 * 1024 });
  const subscriptions = useServer<Record<string, unknown>, { unwatch?: () => void }>(
    {
      schema,
      validate: (s, document) => validate(s, document, [...specifiedRules, ...limits]),
      onConnect: async (ctx) => {
        let auth: RequestAuth;
        try {
          auth = await authenticator.authenticate(ctx.extra.request);
        } catch {
          return false;
        }
        // Print pages read over HTTP only; a ticket never opens a socket (nor its queries or mutations).
        if (auth.kind === "invalid" || auth.kind === "print") return false;
        ctx.extra.unwatch = watchCredential(auth, sessions, () =>
          ctx.extra.socket.close(CloseCode.Unauthorized, "Session ended"),
        );
        return true;
      },
      onClose: (ctx) => ctx.extra.unwatch?.(),
      context: (ctx) => socketContext(ctx.extra.request),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    validationRules: limits,
    // Hashes are resolved from the web app's persisted documents before Apollo (no registration).
    persistedQueries: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: async () => subscriptions.dispose() }) },
      printScopePlugin,
    ],
  });
  await apollo.start();

  const router = Router();
  router.use(
    GRAPHQL_PATH,
    express.json({ limit: MAX_BODY }),
    persistedDocumentsMiddleware(deps.persisted),
    reportResponseCache(schema, config, authenticator, shared),
    expressMiddleware(apollo, {
      context: async ({ req }) => createContext(config, await authenticator.authenticate(req), shared),
    }),
  );
  return { router, stop: () => apollo.stop() };
}

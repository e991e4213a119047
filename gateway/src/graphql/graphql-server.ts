import type { Server } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { expressMiddleware } from "@as-integrations/express5";
import express, { Router } from "express";
import type { GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { RequestAuthenticator } from "../auth/request-auth.ts";
import type { GatewayConfig } from "../config.ts";
import { createContext, type GatewayContext } from "./context.ts";

export const GRAPHQL_PATH = "/graphql";

/** GraphQL over HTTP and over WebSocket (graphql-ws) on the same path and schema. */
export async function startGraphql(
  httpServer: Server,
  schema: GraphQLSchema,
  config: GatewayConfig,
  authenticator: RequestAuthenticator,
): Promise<{ router: Router; stop: () => Promise<void> }> {
  const wsServer = new WebSocketServer({ server: httpServer, path: GRAPHQL_PATH });
  const subscriptions = useServer<Record<string, unknown>, { context?: GatewayContext }>(
    {
      schema,
      onConnect: async (ctx) => {
        try {
          ctx.extra.context = createContext(config, await authenticator.authenticate(ctx.extra.request));
          return true;
        } catch {
          return false;
        }
      },
      context: (ctx) => ctx.extra.context,
    },
    wsServer,
  );

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: async () => subscriptions.dispose() }) },
    ],
  });
  await apollo.start();

  const router = Router();
  router.use(
    GRAPHQL_PATH,
    express.json({ limit: "1mb" }),
    expressMiddleware(apollo, {
      context: async ({ req }) => createContext(config, await authenticator.authenticate(req)),
    }),
  );
  return { router, stop: () => apollo.stop() };
}

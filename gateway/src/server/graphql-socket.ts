import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { newRequestId, runInRequest, sampledGauge } from "@alm/logging";
import {
  execute,
  getOperationAST,
  GraphQLError,
  subscribe,
  type ExecutionArgs,
  type GraphQLSchema,
  type ValidationRule,
} from "graphql";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { RequestAuth, RequestAuthenticator } from "../auth/request-auth.ts";
import type { SessionStore } from "../auth/session-store.ts";
import type { GatewayConfig } from "../config.ts";
import { coded, gatewayError, withReason } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { CallerRateLimits } from "../graphql/caller-rate-limits.ts";
import { createContext } from "../graphql/context.ts";
import type { FeatureSlices, GatewayContext } from "./gateway-context.ts";
import { SOCKET_CREDENTIAL_CHECK_MS, watchCredential } from "../graphql/credential-watch.ts";
import type { QueryLimits } from "../graphql/query-limits.ts";
import { ValidatedDocuments } from "../graphql/validated-documents.ts";
import { withInputFields } from "../graphql/input-fields.ts";
import { lookupKey } from "../store/sealed-box.ts";
import { SharedEventResults, type SharedOperation } from "./shared-event-results.ts";
import { SharedCredentialChecks } from "../graphql/shared-credential-checks.ts";
import { bearerOf, refusedRenewal, renewBearer } from "./socket-renewal.ts";

const MAX_MESSAGE_BYTES = 1024 * 1024;
/** WebSocket close code 1000 (RFC 6455); graphql-ws's CloseCode names only its own 44xx codes. */
const NORMAL_CLOSURE = 1000;

/** The id of an operation over a socket (letters, digits and - only, like every request id). */
export const socketRequestId = () => `ws-${newRequestId()}`;

const socketGauges = sampledGauge({
  name: "gateway_graphql_ws",
  help: "graphql-ws sockets of this gateway past their connection_init, and the subscriptions they run",
  labelNames: ["what"],
});

export interface GraphqlSocketDependencies {
  config: GatewayConfig;
  authenticator: RequestAuthenticator;
  sessions: SessionStore;
  slices: FeatureSlices;
  rateLimits: CallerRateLimits;
  limits: QueryLimits;
  rules: readonly ValidationRule[];
}

/**
 * What a socket keeps from its connection_init: how to read its credential again, and who it was.
 * A Bearer socket's token (`bearer`) is replaced by a renewal; every read after it uses the new one.
 */
type SocketCaller = {
  authorize?: () => Promise<RequestAuth>;
  bearer?: string;
  caller?: RequestAuth;
  unwatch?: () => void;
};

const readerScopes = new WeakMap<RequestAuth, string>();

/**
 * Who reads an event's fields, as a key: subscribers with the same credential see the same data,
 * so they may share an answer (a session, or one Bearer token: a personal access token's scopes
 * are its own). Hashed, since a session id or a token is a credential.
 */
function readerScope(caller: RequestAuth | undefined): string {
  if (!caller) return "";
  let scope = readerScopes.get(caller);
  if (scope === undefined) {
    scope =
      caller.kind === "session"
        ? lookupKey(`session:${caller.session.id}`)
        : "accessToken" in caller
          ? lookupKey(`${caller.kind}:${caller.accessToken}`)
          : caller.kind;
    readerScopes.set(caller, scope);
  }
  return scope;
}

/**
 * Subscriptions over graphql-ws on the GraphQL path. A browser's socket carries its cookie to any
 * site's page, so (unlike the HTTP path's CSRF rules) the Origin decides: only the gateway's own
 * pages open sockets with a cookie; clients without an Origin (not browsers) must bring a Bearer
 * token. Queries and mutations go over HTTP only, where CSRF prevention applies.
 */
export function startGraphqlSocket(
  httpServer: Server,
  path: string,
  schema: GraphQLSchema,
  deps: GraphqlSocketDependencies,
) {
  const { config, authenticator, sessions, slices, rateLimits, limits, rules } = deps;
  const publicOrigin = new URL(config.GATEWAY_PUBLIC_URL).origin;
  const documents = new ValidatedDocuments(schema, limits, rules);

  /** Each operation reads with the credentials of that moment (sessions refresh their tokens). */
  const socketContext = async (authorize: () => Promise<RequestAuth>): Promise<GatewayContext> => {
    const auth = await authorize();
    // A credential that stopped working answers UNAUTHENTICATED; the watch closes the socket.
    return createContext(config, auth.kind === "invalid" ? { kind: "anonymous" } : auth, slices, () =>
      socketContext(authorize),
    );
  };

  /**
   * One small read with the socket's credential of the moment: refused (401), a session ends (the
   * REST client's onRefusedCredential) and a Bearer token's socket closes. Shared by the sockets of
   * one credential (shared-credential-checks.ts); `authorize` refuses a revoked token by itself.
   */
  const credentialChecks = new SharedCredentialChecks(SOCKET_CREDENTIAL_CHECK_MS / 6);
  const askApi = async (authorize: () => Promise<RequestAuth>): Promise<string | null> => {
    const reader = await socketContext(authorize);
    if (reader.auth.kind === "anonymous") return "Token refused";
    if (reader.auth.kind !== "session" && reader.auth.kind !== "bearer") return null;
    try {
      await reader.core.user(reader.auth.sub);
      return null;
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions?.code === "UNAUTHENTICATED")
        return "Credential refused";
      throw error;
    }
  };
  const recheckOf =
    (
      authorize: () => Promise<RequestAuth>,
      socket: { close(code: number, reason: string): void },
      caller: () => RequestAuth | undefined,
    ) =>
    async () => {
      const refused = await credentialChecks.check(readerScope(caller()), () => askApi(authorize));
      if (refused) socket.close(CloseCode.Unauthorized, refused);
    };

  /** The subscriptions whose events are answered once for every subscriber alike (shared-event-results.ts). */
  const sharedResults = new SharedEventResults();
  const sharedOperations = new WeakMap<ExecutionArgs, SharedOperation>();

  let stopping = false;
  // Sockets past their connection_init, for the metrics: their subscriptions are counted when scraped.
  const connected = new Set<{ subscriptions: Record<string, unknown> }>();
  const untrackSockets = socketGauges.track(() => [
    { labels: { what: "sockets" }, value: connected.size },
    {
      labels: { what: "subscriptions" },
      value: [...connected].reduce((sum, ctx) => sum + Object.keys(ctx.subscriptions).length, 0),
    },
  ]);
  // Upgrades are handed over below rather than with `server`: ws would take the HTTP server's
  // errors too (a port in use), and graphql-ws prints those as an "internal error" with a trace.
  const wsServer = new WebSocketServer({
    noServer: true,
    path,
    maxPayload: MAX_MESSAGE_BYTES,
    // Refused before the upgrade completes: another site's page never gets a socket.
    verifyClient: (
      info: { origin?: string; req: IncomingMessage },
      done: (ok: boolean, code?: number, message?: string) => void,
    ) => {
      // A stopping instance takes no new sockets: clients reconnect to another one.
      if (stopping) done(false, 503, "Service restarting");
      else if (!info.origin || info.origin === publicOrigin) done(true);
      else done(false, 403, "Forbidden origin");
    },
  });
  httpServer.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit("connection", ws, req));
  });

  const server = useServer<Record<string, unknown>, SocketCaller>(
    {
      // Each operation over the socket is a request of its own: its upstream calls and log lines
      // carry one id (ws- marks where it came from), as an HTTP request's do.
      execute: (args) => runInRequest(socketRequestId(), () => execute(args)),
      subscribe: (args) =>
        runInRequest(socketRequestId(), () => {
          const shared = sharedOperations.get(args);
          return shared ? sharedResults.subscribe(args, shared) : subscribe(args);
        }),
      // Errors in events name their reason as over HTTP: one without a path is a variable graphql-js
      // could not coerce before running anything (Apollo's BAD_USER_INPUT), one with a path a fault.
      onNext: (_ctx, _id, _payload, args, result) =>
        result.errors
          ? {
              ...result,
              errors: withInputFields(
                args.schema,
                args.document,
                result.errors,
                args.variableValues ?? {},
              ).map((e) => withReason(e.toJSON(), e.path ? "INTERNAL_SERVER_ERROR" : "BAD_USER_INPUT")),
            }
          : undefined,
      // The socket's own refusals (a rate limit, no caller) and graphql-js's, as the HTTP path sends
      // them: Apollo's `extensions.http` (a status and headers for an HTTP answer) is not the caller's.
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => withReason(e.toJSON())),
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        ctx.extra.bearer = bearerOf(ctx.connectionParams);
        const authorize = async () => {
          const { bearer, caller } = ctx.extra;
          const auth = await (bearer
            ? authenticator.fromBearer(bearer)
            : authenticator.authenticate(request));
          // Refused since the socket opened (a revoked personal access token): the socket ends at
          // its next read, as it would at the token's expiry.
          if (auth.kind === "invalid" && caller) socket.close(CloseCode.Unauthorized, "Token refused");
          return auth;
        };
        let auth: RequestAuth;
        try {
          auth = await authorize();
        } catch {
          return false;
        }
        const refuse = (code: CloseCode, reason: string) => {
          socket.close(code, reason);
          return false;
        };
        // A token sent and refused is told apart from none sent: "send a token" misled its sender.
        if (auth.kind === "invalid" && ctx.extra.bearer)
          return refuse(CloseCode.Unauthorized, ERROR_TEXTS.socketTokenRefused);
        if (auth.kind === "anonymous" || auth.kind === "invalid")
          return refuse(CloseCode.Unauthorized, ERROR_TEXTS.socketNeedsCredential);
        // Print pages read over HTTP only; a ticket never opens a socket.
        if (auth.kind === "print") return false;
        if (!request.headers.origin && auth.kind !== "bearer")
          return refuse(CloseCode.Forbidden, ERROR_TEXTS.socketWithoutOriginNeedsToken);
        ctx.extra.authorize = authorize;
        ctx.extra.caller = auth;
        ctx.extra.unwatch = watchCredential(
          auth,
          sessions,
          () =>
            socket.close(CloseCode.Unauthorized, auth.kind === "bearer" ? "Token expired" : "Session ended"),
          recheckOf(authorize, socket, () => ctx.extra.caller),
        );
        connected.add(ctx);
        return true;
      },
      onClose: (ctx) => {
        connected.delete(ctx);
        ctx.extra.unwatch?.();
      },
      // A Bearer consumer renews its token without dropping the socket: a ping whose payload is
      // { authorization: "Bearer <new token>" }. graphql-ws then answers with a pong of the ping's own
      // payload object, so the credential in it is swapped for the outcome: the pong says what
      // happened ({ renewed, expiresAt } or { renewed: false, code, message }) and never carries
      // the token back.
      onPing: async (ctx, payload) => {
        const header = bearerOf(payload);
        if (!header || !payload) return;
        delete payload.authorization;
        delete payload.Authorization;
        const { caller, request, socket } = ctx.extra;
        const limited = caller && (await rateLimits.take(caller, request)).refused;
        const { auth: renewed, outcome } = limited
          ? refusedRenewal("RATE_LIMITED", limited.error.message)
          : await renewBearer(authenticator, caller, header);
        Object.assign(payload, outcome);
        if (!renewed) return;
        ctx.extra.unwatch?.();
        ctx.extra.bearer = header;
        ctx.extra.caller = renewed;
        ctx.extra.unwatch = watchCredential(
          renewed,
          sessions,
          () => socket.close(CloseCode.Unauthorized, "Token expired"),
          recheckOf(ctx.extra.authorize ?? (() => Promise.resolve(renewed)), socket, () => ctx.extra.caller),
        );
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { caller, authorize } = ctx.extra;
        if (!caller || !authorize) return [gatewayError("UNAUTHENTICATED", ERROR_TEXTS.signInRequired)];
        const { refused } = await rateLimits.take(caller, ctx.extra.request);
        if (refused) return [refused.error];
        const checked = documents.check(payload.query, payload.variables ?? {});
        if (!checked.document) return coded(checked.errors, "GRAPHQL_PARSE_FAILED");
        const operation = getOperationAST(checked.document, payload.operationName);
        if (!operation)
          return coded([new GraphQLError(ERROR_TEXTS.operationUnidentified)], "OPERATION_RESOLUTION_FAILURE");
        if (operation.operation !== "subscription")
          return [gatewayError("FORBIDDEN", ERROR_TEXTS.socketOnlySubscriptions)];
        if (checked.errors.length) return coded(checked.errors, "GRAPHQL_VALIDATION_FAILED");
        const args: ExecutionArgs = {
          schema,
          document: checked.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await socketContext(authorize),
        };
        sharedOperations.set(args, {
          // Hashed: the answers kept are keyed by it, and a document may be long.
          operation: lookupKey(
            JSON.stringify([payload.query, payload.operationName ?? null, payload.variables ?? null]),
          ),
          // Read at each event: a renewed token reads from then on, and shares with its own kind only.
          scope: () => readerScope(ctx.extra.caller),
        });
        return args;
      },
    },
    wsServer,
  );
  return {
    dispose: () => {
      untrackSockets();
      return server.dispose();
    },
    /**
     * Ends every socket with 1000: graphql-ws clients with subscriptions reconnect at once (on
     * 1001, graphql-ws's own close, they wait 1.3 to 4 s first) and resubscribe elsewhere.
     */
    closeForRestart: () => {
      stopping = true;
      for (const socket of wsServer.clients) socket.close(NORMAL_CLOSURE, "Service restart");
    },
  };
}

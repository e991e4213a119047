import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { isPrintPath, printTicketOf } from "../print/print-ticket.ts";
import { redirectToSignIn } from "../lib/sign-in.ts";
import { persistedHash } from "../lib/persisted-hash.ts";
import { earlyAnswers } from "./early-answers-link.ts";
import { idempotencyKeys, lostConnectionRetries } from "./lost-connection-retries.ts";
import possibleTypesOf from "../generated/possible-types.ts";

/** A session that ended (or a forged cookie) sends the user to sign in again; print pages never sign in. */
const signInOnUnauthenticated = new ErrorLink(({ error }) => {
  if (isPrintPath(window.location.pathname)) return;
  const unauthenticated =
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED")) ||
    (ServerError.is(error) && error.statusCode === 401);
  if (unauthenticated) redirectToSignIn();
});

/** Subscriptions over graphql-ws on the same path; the browser sends the session cookie. */
function webSocketLink(): GraphQLWsLink {
  const url = `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/graphql`;
  return new GraphQLWsLink(createClient({ url, lazy: true, retryAttempts: 20 }));
}

/**
 * Queries and mutations travel as the hash codegen gave each document; the gateway knows the
 * web build's documents by hash (persisted documents) and asks for the text only if not.
 */
const persistedDocuments = new PersistedQueryLink({
  generateHash: (document) => {
    const hash = persistedHash(document);
    if (!hash) throw new Error("A document without a persisted hash: run npm run codegen.");
    return hash;
  },
  useGETForHashedQueries: false,
});

/** Print pages read with the ticket of their URL (the gateway's print ticket), not a session. */
const printTicket = new ApolloLink((operation, forward) => {
  const ticket = printTicketOf(window.location);
  if (ticket) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, "x-print-ticket": ticket },
    }));
  }
  return forward(operation);
});

export function createApolloClient(): ApolloClient {
  const http = ApolloLink.from([
    printTicket,
    // A key per mutation call, then the retries after a lost connection (each with that key).
    idempotencyKeys,
    lostConnectionRetries,
    persistedDocuments,
    earlyAnswers,
    // Every document is codegen's and declares only what it uses: Apollo's default visits the whole
    // document on every request to drop variables it does not use (a tenth of a second of the PDF
    // renderer's main thread a package).
    new HttpLink({ uri: "/graphql", credentials: "same-origin", includeUnusedVariables: true }),
  ]);
  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    webSocketLink(),
    http,
  );
  return new ApolloClient({
    link: ApolloLink.from([signInOnUnauthenticated, transport]),
    cache: new InMemoryCache({
      possibleTypes: possibleTypesOf.possibleTypes,
      typePolicies: {
        // Screens ask for different preference fields: merge them rather than refetching.
        Viewer: { fields: { preferences: { merge: true } } },
        // A refreshed report's blocks replace the old ones whole: they have no ids to merge by.
        Report: { fields: { blocks: { merge: false } } },
        // A table's rows are only ever read through their report: kept inside it rather than
        // normalised one entity per row (identifying and writing thousands of rows was most of
        // the cache's time on a large report, which its blocks replace whole anyway).
        TableRow: { keyFields: false },
        // One per client and no id of its own: keyed by its client, the settings a save answers
        // replace those every screen read (Client Defaults compares its form with them; unkeyed,
        // they stayed as first loaded, and leaving after a save asked about unsaved changes).
        ClientSettings: { keyFields: ["clientId"] },
      },
    }),
  });
}

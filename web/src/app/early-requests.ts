import type { FormattedExecutionResult } from "graphql";
import { persistedHash } from "../lib/persisted-hash.ts";
import type { StartupQuery } from "../lib/startup-query.ts";

/**
 * The first screen's queries, sent as the app's code starts to run rather than once it has
 * rendered: a returning user's browser spends some 400 ms compiling and starting the app, and the
 * answers now arrive meanwhile. Apollo's link takes each answer once (early-answers-link.ts); an
 * answer is kept only for the app's start, so a later visit to the same screen asks again.
 */
const KEEP_MS = 10_000;
const sent = new Map<string, Promise<FormattedExecutionResult | null>>();

/** The operation and its variables, whatever order the variables were written in. */
const keyOf = (operationName: string, variables: Record<string, unknown> | undefined) =>
  `${operationName} ${JSON.stringify(Object.entries(variables ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)))}`;

/** The operation's name and its persisted hash (codegen's), as Apollo's links send them. */
function persisted(query: StartupQuery["query"]) {
  const definition = query.definitions[0];
  const name = definition?.kind === "OperationDefinition" ? definition.name?.value : undefined;
  const hash = persistedHash(query);
  return name && hash ? { name, hash } : null;
}

/** An answer the app can use as it is: a 200 with data and no errors; null for anything else. */
async function answerOf(response: Response): Promise<FormattedExecutionResult | null> {
  if (!response.ok) return null;
  const body = (await response.json()) as FormattedExecutionResult;
  return body.errors?.length || !body.data ? null : body;
}

/** Sends the queries the way Apollo's HTTP link would, each as its persisted hash. */
export function sendEarlyRequests(queries: readonly StartupQuery[]): void {
  for (const { query, variables, followUps } of queries) {
    const operation = persisted(query);
    if (!operation) continue;
    const key = keyOf(operation.name, variables);
    const answer = fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "content-type": "application/json",
        accept: "application/graphql-response+json,application/json;q=0.9",
      },
      body: JSON.stringify({
        operationName: operation.name,
        variables: variables ?? {},
        extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } },
      }),
    })
      .then(answerOf)
      .catch(() => null);
    sent.set(key, answer);
    setTimeout(() => sent.get(key) === answer && sent.delete(key), KEEP_MS);
    // Registered before the app can take the answer, so the follow-ups are on their way (and
    // takeable) by the time the app reads it.
    if (followUps) void answer.then((result) => result?.data && sendEarlyRequests(followUps(result.data)));
  }
}

/**
 * The early answer to this operation, taken once; undefined when none was sent or it was already
 * taken. A null answer means the early request did not give a usable one: ask again.
 */
export function takeEarlyAnswer(
  operationName: string,
  variables: Record<string, unknown> | undefined,
): Promise<FormattedExecutionResult | null> | undefined {
  const key = keyOf(operationName, variables);
  const answer = sent.get(key);
  sent.delete(key);
  return answer;
}

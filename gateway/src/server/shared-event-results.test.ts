import { describe, expect, it } from "vitest";
import {
  buildSchema as schemaOf,
  GraphQLObjectType,
  parse,
  type ExecutionArgs,
  type ExecutionResult,
} from "graphql";
import { EventQueue } from "../subscriptions/event-queue.ts";
import { SharedEventResults } from "./shared-event-results.ts";

/** A schema of its own: a subscription of events and a field read per reader, counted. */
function world() {
  const feeds: EventQueue<{ id: number }>[] = [];
  const reads: string[] = [];
  const schema = schemaOf(`
    type Query { ok: Boolean }
    type Event { id: Int! reader: String! }
    type Subscription { changed(topic: String!): Event! }
  `);
  const changed = schema.getSubscriptionType()?.getFields().changed;
  const event = schema.getType("Event");
  const reader = event instanceof GraphQLObjectType ? event.getFields().reader : undefined;
  if (!changed || !reader) throw new Error("the schema lacks its fields");
  changed.subscribe = () => {
    const feed = new EventQueue<{ id: number }>();
    feeds.push(feed);
    return feed;
  };
  changed.resolve = (event: unknown) => event;
  reader.resolve = (_event: unknown, _args: unknown, who: string) => {
    reads.push(who);
    return who;
  };
  const subscriber = (reader: string, topic = "a"): ExecutionArgs => ({
    schema,
    document: parse(`subscription($t: String!) { changed(topic: $t) { id reader } }`),
    variableValues: { t: topic },
    contextValue: reader,
  });
  return { feeds, reads, subscriber };
}

async function subscribed(results: SharedEventResults, args: ExecutionArgs, scope: string) {
  const stream = await results.subscribe(args, {
    operation: JSON.stringify(args.variableValues),
    scope: () => scope,
  });
  if (!(Symbol.asyncIterator in stream)) throw new Error(JSON.stringify(stream));
  return stream;
}

describe("shared subscription results", () => {
  it("execute an event once for the subscribers of one operation and reader", async () => {
    const { feeds, reads, subscriber } = world();
    const results = new SharedEventResults();
    const streams = await Promise.all(
      ["alice", "alice", "alice"].map((r) => subscribed(results, subscriber(r), r)),
    );
    for (const feed of feeds) feed.push({ id: 1 });
    const answers = await Promise.all(streams.map((s) => s.next()));
    expect(answers.map((a) => (a.value as ExecutionResult).data)).toEqual(
      Array(3).fill({ changed: { id: 1, reader: "alice" } }),
    );
    expect(reads).toEqual(["alice"]);
    // The next event is executed again.
    for (const feed of feeds) feed.push({ id: 2 });
    await Promise.all(streams.map((s) => s.next()));
    expect(reads).toEqual(["alice", "alice"]);
  });

  it("never hand one reader's answer to another, nor one operation's to another", async () => {
    const { feeds, reads, subscriber } = world();
    const results = new SharedEventResults();
    const streams = [
      await subscribed(results, subscriber("alice"), "alice"),
      await subscribed(results, subscriber("bob"), "bob"),
      await subscribed(results, subscriber("alice", "b"), "alice"),
    ];
    for (const feed of feeds) feed.push({ id: 1 });
    const answers = await Promise.all(streams.map((s) => s.next()));
    expect(answers.map((a) => (a.value as ExecutionResult).data)).toEqual([
      { changed: { id: 1, reader: "alice" } },
      { changed: { id: 1, reader: "bob" } },
      { changed: { id: 1, reader: "alice" } },
    ]);
    expect(reads).toEqual(["alice", "bob", "alice"]);
  });

  it("end the event stream at once when the subscriber leaves while waiting for an event", async () => {
    const { feeds, subscriber } = world();
    const stream = await subscribed(new SharedEventResults(), subscriber("alice"), "alice");
    const waiting = stream.next();
    await stream.return?.();
    expect(feeds[0]?.closed).toBe(true);
    expect(await waiting).toEqual({ value: undefined, done: true });
  });

  it("answer a subscription that cannot start with its errors", async () => {
    const { subscriber } = world();
    const args = { ...subscriber("alice"), variableValues: {} };
    const answer = await new SharedEventResults().subscribe(args, { operation: "", scope: () => "" });
    expect(Symbol.asyncIterator in answer).toBe(false);
    expect((answer as ExecutionResult).errors?.[0]?.message).toMatch(/\$t/);
  });
});

import type { PlatformContext } from "../graphql/context.ts";
import type { LiveFeeds } from "./live-feeds.ts";

/** The subscriptions feature's part of a request's context. */
export interface LiveSlice {
  /** The hub bridge and build watcher that subscriptions listen to. */
  live: LiveFeeds;
}

/** What the subscriptions' resolvers read with. */
export type LiveContext = PlatformContext & LiveSlice;

type Listener<E> = (event: E) => void;
import { log } from "../logging/logger.ts";

/** A small typed publish/subscribe: one topic per event kind, listeners called in order. */
export class PubSub<Events extends Record<string, unknown>> {
  private readonly topics = new Map<keyof Events, Set<Listener<never>>>();

  subscribe<K extends keyof Events>(topic: K, listener: Listener<Events[K]>): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) this.topics.set(topic, (listeners = new Set()));
    listeners.add(listener as Listener<never>);
    return () => listeners.delete(listener as Listener<never>);
  }

  publish<K extends keyof Events>(topic: K, event: Events[K]): void {
    for (const listener of this.topics.get(topic) ?? []) {
      try {
        (listener as Listener<Events[K]>)(event);
      } catch (error) {
        // One failing subscriber must not stop the others.
        log.error({ err: error }, "a subscription listener failed");
      }
    }
  }

  listenerCount(topic: keyof Events): number {
    return this.topics.get(topic)?.size ?? 0;
  }
}

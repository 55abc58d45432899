// Listeners per topic, with the wire subscription counted once (first listener subscribes,
// last one leaving unsubscribes), and one instance per url: the registries under the socket core.

import type { TopicListener } from './socket-types';

interface Entry<M> {
  listener: TopicListener<M>;
}

/**
 * Listeners per topic. The same function may listen twice and counts twice; `add` says whether
 * the topic is new, the returned `remove` (effective once) whether it was the topic's last.
 */
export class ListenerRegistry<M> {
  private readonly topics = new Map<string, Set<Entry<M>>>();

  add(topic: string, listener: TopicListener<M>): { first: boolean; remove(): boolean } {
    const entry: Entry<M> = { listener };
    let entries = this.topics.get(topic);
    const first = !entries;
    if (!entries) {
      entries = new Set();
      this.topics.set(topic, entries);
    }
    entries.add(entry);
    return { first, remove: () => this.remove(topic, entry) };
  }

  /** Removes the topic's most recent listener; true when it was the last. */
  removeLatest(topic: string): boolean {
    const last = [...(this.topics.get(topic) ?? [])].at(-1);
    return last ? this.remove(topic, last) : false;
  }

  has(topic: string): boolean {
    return this.topics.has(topic);
  }

  topicNames(): string[] {
    return [...this.topics.keys()];
  }

  /** Listeners per topic, for replaying subscriptions elsewhere. */
  counts(): Array<[string, number]> {
    return [...this.topics].map(([topic, entries]) => [topic, entries.size]);
  }

  /** Calls every listener of the topic (one throwing does not stop the others); false when none. */
  deliver(topic: string, message: M): boolean {
    const entries = this.topics.get(topic);
    if (!entries) return false;
    for (const { listener } of [...entries]) safely(() => listener(message));
    return true;
  }

  clear(): void {
    this.topics.clear();
  }

  private remove(topic: string, entry: Entry<M>): boolean {
    const entries = this.topics.get(topic);
    if (!entries?.delete(entry) || entries.size > 0) return false;
    this.topics.delete(topic);
    return true;
  }
}

/** Calls a listener without letting its exception stop the others; the error still surfaces. */
export function safely(call: () => void): void {
  try {
    call();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
/** One instance per url for the page (sockets, or anything closable), created on first use. */
export interface PerUrlRegistry<T> {
  get(url: string, create: (url: string) => T): T;
  closeAll(): void;
}

export function perUrlRegistry<T extends { close(): void }>(): PerUrlRegistry<T> {
  const instances = new Map<string, T>();
  return {
    get(url, create) {
      let instance = instances.get(url);
      if (!instance) {
        instance = create(url);
        instances.set(url, instance);
      }
      return instance;
    },
    closeAll() {
      for (const instance of instances.values()) instance.close();
      instances.clear();
    },
  };
}

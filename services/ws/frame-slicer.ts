// The socket core's inbox: frames are handled for at most FRAME_SLICE_MS (by the core's clock) in
// one slice; frames that arrive after that wait, in arrival order, for the next slice, a task of
// its own. A burst (the account socket's snapshot of every currency after a subscription, a
// reconnect's replay) arrives in one read, and the browser dispatches all of its messages in one
// task: handled there, they would block input for as long as the burst takes.

import type { SocketTimers } from './socket-types';

/** How long one slice handles frames (ms). */
export const FRAME_SLICE_MS = 8;

export class FrameSlicer<T> {
  /** Items waiting for the next slice, from `head` on. */
  private queue: T[] = [];
  private head = 0;
  /** When the current slice began; null when no slice is under way. */
  private sliceStart: number | null = null;
  private timer: unknown = null;

  constructor(
    private readonly now: () => number,
    private readonly timers: SocketTimers,
    private readonly handle: (item: T) => void,
  ) {}

  /** Handles the item now while the slice lasts and nothing waits before it; otherwise queues it. */
  push(item: T): void {
    if (this.head === this.queue.length && this.withinSlice()) {
      this.handle(item);
      return;
    }
    this.queue.push(item);
  }

  /** Drops what waits (it belongs to a connection that is gone). */
  clear(): void {
    this.queue = [];
    this.head = 0;
  }

  /** Drops what waits and ends the slice under way. */
  stop(): void {
    this.clear();
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.sliceStart = null;
  }

  /** True while the current slice has time left; starts a slice (and its end) when none is under way. */
  private withinSlice(): boolean {
    const now = this.now();
    if (this.sliceStart === null) {
      this.sliceStart = now;
      // Fires after the task that started the slice: the next slice, with whatever waits.
      this.timer = this.timers.setTimeout(() => this.nextSlice(), 0);
      return true;
    }
    return now - this.sliceStart < FRAME_SLICE_MS;
  }

  private nextSlice(): void {
    this.timer = null;
    this.sliceStart = null;
    while (this.head < this.queue.length && this.withinSlice()) {
      const item = this.queue[this.head] as T;
      this.head += 1;
      this.handle(item);
    }
    if (this.head === this.queue.length) this.clear();
  }
}

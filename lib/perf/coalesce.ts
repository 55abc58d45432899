// Two ways of taking only the latest of a fast stream of values, for views that need not (or
// cannot) follow every one: once per animation frame (a canvas redraw), and at most once per
// interval (panels that repaint a few times a second, an accessible copy read at a calm rate).
// The scheduler is passed in, so tests drive them without a browser.

export interface Coalescer<T> {
  /** Replaces the value waiting to be applied; schedules one application if none is pending. */
  offer(value: T): void;
  /** Forgets the waiting value and stops the pending application. */
  cancel(): void;
}

/** Applies the latest offered value once per frame; values offered in between replace each other. */
export function frameCoalescer<T>(apply: (value: T) => void, scheduleFrame: (callback: () => void) => () => void): Coalescer<T> {
  let waiting: { value: T } | null = null;
  let cancelFrame: (() => void) | null = null;
  const run = () => {
    cancelFrame = null;
    const taken = waiting;
    waiting = null;
    if (taken) apply(taken.value);
  };
  return {
    offer(value) {
      waiting = { value };
      cancelFrame ??= scheduleFrame(run);
    },
    cancel() {
      waiting = null;
      cancelFrame?.();
      cancelFrame = null;
    },
  };
}

/** The browser's animation frame as a `frameCoalescer` scheduler. */
export function animationFrame(callback: () => void): () => void {
  const id = requestAnimationFrame(() => callback());
  return () => cancelAnimationFrame(id);
}

export interface IntervalTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const globalTimers: IntervalTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Applies the latest offered value at most once per `intervalMs` (never a backlog): the first
 * value after a quiet interval goes out on the next timer turn, later ones wait for the rest of
 * the interval. `flush()` applies a waiting value now.
 */
export function intervalThrottle<T>(apply: (value: T) => void, intervalMs: number, timers: IntervalTimers = globalTimers): Coalescer<T> & { flush(): void } {
  let waiting: { value: T } | null = null;
  let timer: unknown;
  let lastRun = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    lastRun = timers.now();
    const taken = waiting;
    waiting = null;
    if (taken) apply(taken.value);
  };
  return {
    offer(value) {
      waiting = { value };
      if (timer !== undefined) return;
      timer = timers.setTimeout(flush, Math.max(0, intervalMs - (timers.now() - lastRun)));
    },
    cancel() {
      waiting = null;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
    flush,
  };
}

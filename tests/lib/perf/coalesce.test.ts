import { describe, expect, it } from 'vitest';
import { frameCoalescer, intervalThrottle, type IntervalTimers } from '@/lib/perf/coalesce';

/** A frame scheduler the test runs by hand. */
function manualFrames() {
  const queue: (() => void)[] = [];
  return {
    schedule(callback: () => void) {
      queue.push(callback);
      return () => {
        const index = queue.indexOf(callback);
        if (index >= 0) queue.splice(index, 1);
      };
    },
    runFrame() {
      for (const callback of queue.splice(0)) callback();
    },
    get pending() {
      return queue.length;
    },
  };
}

/** Timers on a clock the test moves. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const api: IntervalTimers = {
    setTimeout: (callback, ms) => {
      const id = next++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
    now: () => now,
  };
  return {
    api,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
  };
}

describe('frameCoalescer', () => {
  it('applies only the latest of the values offered before a frame, once', () => {
    const frames = manualFrames();
    const applied: number[] = [];
    const coalescer = frameCoalescer<number>((value) => applied.push(value), frames.schedule);
    for (let version = 1; version <= 10; version += 1) coalescer.offer(version);
    expect(frames.pending).toBe(1);
    frames.runFrame();
    expect(applied).toEqual([10]);
    frames.runFrame();
    expect(applied).toEqual([10]);
    coalescer.offer(11);
    frames.runFrame();
    expect(applied).toEqual([10, 11]);
  });

  it('forgets the waiting value on cancel', () => {
    const frames = manualFrames();
    const applied: number[] = [];
    const coalescer = frameCoalescer<number>((value) => applied.push(value), frames.schedule);
    coalescer.offer(1);
    coalescer.cancel();
    expect(frames.pending).toBe(0);
    frames.runFrame();
    expect(applied).toEqual([]);
    coalescer.offer(2);
    frames.runFrame();
    expect(applied).toEqual([2]);
  });
});

describe('intervalThrottle', () => {
  it('applies the first value on the next turn and then the latest at most once per interval', () => {
    const timers = manualTimers();
    const applied: number[] = [];
    const throttle = intervalThrottle<number>((value) => applied.push(value), 1000, timers.api);
    throttle.offer(1);
    expect(applied).toEqual([]);
    timers.advance(0);
    expect(applied).toEqual([1]);
    // Sixty books a second for three seconds: three applications, each the newest then.
    for (let tick = 1; tick <= 180; tick += 1) {
      timers.advance(1000 / 60);
      throttle.offer(100 + tick);
    }
    timers.advance(1000);
    expect(applied.length).toBeLessThanOrEqual(5);
    expect(applied.at(-1)).toBe(280);
    for (let i = 2; i < applied.length; i += 1) expect(applied[i]).toBeGreaterThan(applied[i - 1] as number);
  });

  it('never applies twice within an interval', () => {
    const timers = manualTimers();
    const at: number[] = [];
    const throttle = intervalThrottle<number>(() => at.push(timers.api.now()), 1000, timers.api);
    for (let ms = 0; ms < 5000; ms += 50) {
      throttle.offer(ms);
      timers.advance(50);
    }
    for (let i = 1; i < at.length; i += 1) expect((at[i] as number) - (at[i - 1] as number)).toBeGreaterThanOrEqual(1000);
  });

  it('flush applies the waiting value now; cancel drops it', () => {
    const timers = manualTimers();
    const applied: string[] = [];
    const throttle = intervalThrottle<string>((value) => applied.push(value), 1000, timers.api);
    throttle.offer('a');
    throttle.flush();
    expect(applied).toEqual(['a']);
    throttle.offer('b');
    throttle.cancel();
    timers.advance(5000);
    expect(applied).toEqual(['a']);
    throttle.flush();
    expect(applied).toEqual(['a']);
  });
});

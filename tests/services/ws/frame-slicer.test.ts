// The socket core's inbox on its own: items are handled at once while a slice lasts, later ones
// wait in order for the next slice, stop() drops what waits and the slice's timer.

import { describe, expect, it } from 'vitest';
import { FRAME_SLICE_MS, FrameSlicer } from '@/services/ws/frame-slicer';

function harness() {
  let clock = 0;
  const pending: Array<{ run: () => void; handle: number }> = [];
  let nextHandle = 1;
  const handled: number[] = [];
  const slicer = new FrameSlicer<number>(
    () => clock,
    {
      setTimeout: (run) => {
        const handle = nextHandle++;
        pending.push({ run, handle });
        return handle;
      },
      clearTimeout: (handle) => {
        const index = pending.findIndex((timer) => timer.handle === handle);
        if (index >= 0) pending.splice(index, 1);
      },
    },
    (item) => {
      handled.push(item);
      clock += 3; // each item takes 3 ms
    },
  );
  const runTimers = () => {
    while (pending.length > 0) pending.shift()?.run();
  };
  return { slicer, handled, pending, runTimers };
}

describe('FrameSlicer', () => {
  it('handles items at once while the slice lasts, then in later slices, in order', () => {
    const { slicer, handled, runTimers } = harness();
    for (let item = 1; item <= 10; item += 1) slicer.push(item);
    // 3 ms each: items 1–3 fit in one 8 ms slice.
    expect(handled).toEqual([1, 2, 3]);
    expect(FRAME_SLICE_MS).toBe(8);
    runTimers();
    expect(handled).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('stop() drops what waits and the pending slice', () => {
    const { slicer, handled, pending, runTimers } = harness();
    for (let item = 1; item <= 6; item += 1) slicer.push(item);
    slicer.stop();
    expect(pending).toHaveLength(0);
    runTimers();
    expect(handled).toEqual([1, 2, 3]);
    slicer.push(7);
    expect(handled).toEqual([1, 2, 3, 7]);
  });
});

import { describe, expect, it } from 'vitest';
import { backingSize, columnBoxes, depthBar, rowIndexAt, rowMiddle } from '@/lib/market/row-grid';

describe('columnBoxes', () => {
  it('splits the width into equal columns between the padding, with gaps, as flex 1 1 0 does', () => {
    const boxes = columnBoxes({ width: 336, padding: 12, gap: 4, columns: 3 });
    // 336 - 24 - 8 = 304, 101.33 each.
    expect(boxes.map((box) => [box.left, box.right].map((n) => Math.round(n * 100) / 100))).toEqual([
      [12, 113.33],
      [117.33, 218.67],
      [222.67, 324],
    ]);
  });

  it('anchors the first column at its left edge and the others at their right edge', () => {
    const [first, second, third] = columnBoxes({ width: 320, padding: 10, gap: 0, columns: 3 });
    expect([first?.align, first?.x]).toEqual(['left', 10]);
    expect([second?.align, second?.x]).toEqual(['right', 210]);
    expect([third?.align, third?.x]).toEqual(['right', 310]);
  });

  it('never gives a negative width, and at least one column', () => {
    expect(columnBoxes({ width: 10, padding: 12, gap: 4, columns: 3 }).every((box) => box.right >= box.left)).toBe(true);
    expect(columnBoxes({ width: 100, padding: 0, gap: 0, columns: 0 })).toHaveLength(1);
  });
});

describe('rowIndexAt', () => {
  it('finds the row under a point, top edge inclusive', () => {
    expect(rowIndexAt(0, 24, 20)).toBe(0);
    expect(rowIndexAt(23.9, 24, 20)).toBe(0);
    expect(rowIndexAt(24, 24, 20)).toBe(1);
    expect(rowIndexAt(479, 24, 20)).toBe(19);
  });

  it('is null above, below and for a broken geometry', () => {
    expect(rowIndexAt(-1, 24, 20)).toBeNull();
    expect(rowIndexAt(480, 24, 20)).toBeNull();
    expect(rowIndexAt(10, 0, 20)).toBeNull();
    expect(rowIndexAt(Number.NaN, 24, 20)).toBeNull();
  });
});

describe('depthBar', () => {
  it('grows from the right edge by the share of the side', () => {
    expect(depthBar(200, 25)).toEqual({ x: 150, width: 50 });
    expect(depthBar(200, 100)).toEqual({ x: 0, width: 200 });
  });

  it('clamps shares outside 0..100', () => {
    expect(depthBar(200, 150)).toEqual({ x: 0, width: 200 });
    expect(depthBar(200, -5)).toEqual({ x: 200, width: 0 });
    expect(depthBar(200, Number.NaN)).toEqual({ x: 200, width: 0 });
  });
});

describe('backingSize', () => {
  it('holds whole device pixels of the CSS size', () => {
    expect(backingSize(336, 480, 2)).toEqual({ width: 672, height: 960, scale: 2 });
    expect(backingSize(100.4, 50, 1.5)).toEqual({ width: 151, height: 75, scale: 1.5 });
  });

  it('takes a missing or broken ratio as 1', () => {
    expect(backingSize(10, 10, 0)).toEqual({ width: 10, height: 10, scale: 1 });
    expect(backingSize(10, 10, Number.NaN).scale).toBe(1);
  });
});

describe('rowMiddle', () => {
  it('is the vertical middle of a row', () => {
    expect(rowMiddle(0, 24)).toBe(12);
    expect(rowMiddle(3, 24)).toBe(84);
  });
});

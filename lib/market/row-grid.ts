// Geometry of the market panels drawn on a canvas (order book, latest trades): equal columns
// as the DOM column heads above them lay out (flex 1 1 0 with a gap, side padding), the first
// column left-aligned and the others right-aligned, fixed-height rows, depth bars growing from
// the right edge. Positions are CSS pixels as plain numbers; no money is computed here.

export interface RowGrid {
  /** CSS width of the drawing area. */
  width: number;
  rowHeight: number;
  /** Left and right padding. */
  padding: number;
  /** Space between two columns. */
  gap: number;
  columns: number;
}

export interface ColumnBox {
  left: number;
  right: number;
  align: 'left' | 'right';
  /** Where a text of this column is anchored (its left or right edge). */
  x: number;
}

/** The columns' boxes, left to right. */
export function columnBoxes({ width, padding, gap, columns }: Omit<RowGrid, 'rowHeight'>): ColumnBox[] {
  const count = Math.max(1, Math.trunc(columns));
  const inner = Math.max(0, width - 2 * padding - gap * (count - 1));
  const each = inner / count;
  return Array.from({ length: count }, (_, index) => {
    const left = padding + index * (each + gap);
    const right = left + each;
    const align = index === 0 ? 'left' : 'right';
    return { left, right, align, x: align === 'left' ? left : right };
  });
}

/** The row under a point `y` CSS pixels below the area's top, or null outside the rows. */
export function rowIndexAt(y: number, rowHeight: number, rows: number): number | null {
  if (!(rowHeight > 0) || !Number.isFinite(y) || y < 0) return null;
  const index = Math.floor(y / rowHeight);
  return index < rows ? index : null;
}

/** A depth bar of `percent` (0..100) of the row, anchored at the right edge. */
export function depthBar(width: number, percent: number): { x: number; width: number } {
  const share = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) / 100 : 0;
  const barWidth = width * share;
  return { x: width - barWidth, width: barWidth };
}

/** The canvas's backing store for a CSS size at a device pixel ratio (whole device pixels). */
export function backingSize(cssWidth: number, cssHeight: number, devicePixelRatio: number): { width: number; height: number; scale: number } {
  const scale = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return { width: Math.max(0, Math.round(cssWidth * scale)), height: Math.max(0, Math.round(cssHeight * scale)), scale };
}

/** Where a row's text sits: its vertical middle. */
export function rowMiddle(index: number, rowHeight: number): number {
  return index * rowHeight + rowHeight / 2;
}

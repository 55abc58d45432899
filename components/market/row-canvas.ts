'use client';

// Rows of figures drawn on one canvas (the order book's sides, the latest trades): a fast feed
// redraws a bitmap instead of re-laying out dozens of DOM rows. The canvas follows its CSS
// size and the device pixel ratio, takes its font from its own computed style and its column
// geometry from the DOM column heads above it, so it lines up with them at every width. The
// owner paints once per animation frame with its latest rows; an outline change (hover,
// keyboard focus) repaints in the next frame. Without a 2D context (jsdom) nothing is drawn
// and the rest still works.

import { backingSize, columnBoxes, depthBar, rowIndexAt, rowMiddle } from '@/lib/market/row-grid';
import { animationFrame, frameCoalescer } from '@/lib/perf/coalesce';

export interface CanvasCell {
  text: string;
  color: string;
}

export interface CanvasRow {
  cells: readonly CanvasCell[];
  /** A depth bar behind the row, from the right edge. */
  bar?: { percent: number; color: string };
}

export interface RowCanvasLayout {
  width: number;
  height: number;
  rowHeight: number;
  scale: number;
  padding: number;
  gap: number;
  font: string;
}

/** Draws `rows` top to bottom; `outline` frames one row (hover or keyboard focus). */
export function drawRows(
  context: CanvasRenderingContext2D,
  rows: readonly CanvasRow[],
  layout: RowCanvasLayout,
  outline: { index: number; color: string } | null = null,
): void {
  const { width, height, rowHeight, scale, padding, gap, font } = layout;
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.clearRect(0, 0, width, height);
  context.font = font;
  context.textBaseline = 'middle';
  const columns = columnBoxes({ width, padding, gap, columns: Math.max(1, ...rows.map((row) => row.cells.length)) });
  rows.forEach((row, index) => {
    if (row.bar && row.bar.percent > 0) {
      const bar = depthBar(width, row.bar.percent);
      context.fillStyle = row.bar.color;
      context.fillRect(bar.x, index * rowHeight, bar.width, rowHeight);
    }
    const middle = rowMiddle(index, rowHeight);
    row.cells.forEach((cell, column) => {
      const box = columns[column];
      if (!box) return;
      context.fillStyle = cell.color;
      context.textAlign = box.align;
      context.fillText(cell.text, box.x, middle);
    });
  });
  if (outline && outline.index >= 0 && outline.index < rows.length) {
    context.strokeStyle = outline.color;
    context.lineWidth = 1;
    context.strokeRect(0.5, outline.index * rowHeight + 0.5, width - 1, rowHeight - 1);
  }
}

/** The computed value of a custom property (a colour) on `element`, or `fallback`. */
export function cssColor(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** One canvas of `rows` rows; its refs and methods are stable for the component's life. */
export class RowCanvas {
  rows = 1;
  outlineColor = '';
  private canvas: HTMLCanvasElement | null = null;
  private heads: HTMLElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  private layout: RowCanvasLayout | null = null;
  private latest: readonly CanvasRow[] = [];
  private outline: number | null = null;
  private observer: ResizeObserver | null = null;
  private stopWatchingPixelRatio: (() => void) | null = null;
  private readonly repaint = frameCoalescer<null>(() => this.draw(), animationFrame);

  /** For the `<canvas>` element. */
  readonly attachCanvas = (canvas: HTMLCanvasElement | null): void => {
    this.dispose();
    this.canvas = canvas;
    this.context = canvas?.getContext('2d') ?? null;
    if (!canvas || !this.context) return;
    this.measure();
    if (typeof ResizeObserver !== 'undefined') {
      this.observer = new ResizeObserver(() => this.measure());
      this.observer.observe(canvas);
    }
    this.watchPixelRatio();
  };

  /** For the DOM column heads whose padding and gap the columns follow. */
  readonly attachHeads = (heads: HTMLElement | null): void => {
    this.heads = heads;
  };

  /** Draws these rows now (the owner coalesces its data to one call per animation frame). */
  paint(rows: readonly CanvasRow[]): void {
    this.latest = rows;
    this.draw();
  }

  /** The row under a viewport y (a pointer event's clientY), or null. */
  rowAt(clientY: number): number | null {
    if (!this.canvas) return null;
    const { top, height } = this.canvas.getBoundingClientRect();
    return rowIndexAt(clientY - top, height / Math.max(1, this.rows), this.rows);
  }

  /** Frames one row (hover, keyboard focus), or none. */
  setOutline(index: number | null): void {
    if (this.outline === index) return;
    this.outline = index;
    this.repaint.offer(null);
  }

  /** The canvas's size, pixel ratio, font or row count changed. */
  measure(): void {
    const canvas = this.canvas;
    if (!canvas || !this.context) return;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    const size = backingSize(width, height, window.devicePixelRatio);
    if (canvas.width !== size.width) canvas.width = size.width;
    if (canvas.height !== size.height) canvas.height = size.height;
    const style = getComputedStyle(canvas);
    const heads = this.heads ? getComputedStyle(this.heads) : null;
    this.layout = {
      width,
      height,
      rowHeight: height / Math.max(1, this.rows),
      scale: size.scale,
      padding: Number.parseFloat(heads?.paddingLeft ?? '') || 0,
      gap: Number.parseFloat(heads?.columnGap ?? '') || 0,
      font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
    };
    this.draw();
  }

  dispose(): void {
    this.repaint.cancel();
    this.observer?.disconnect();
    this.observer = null;
    this.stopWatchingPixelRatio?.();
    this.stopWatchingPixelRatio = null;
  }

  /** A new device pixel ratio (zoom, another screen) needs a new backing store. */
  private watchPixelRatio(): void {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    const changed = () => {
      this.stopWatchingPixelRatio?.();
      this.measure();
      this.watchPixelRatio();
    };
    query.addEventListener?.('change', changed);
    this.stopWatchingPixelRatio = () => query.removeEventListener?.('change', changed);
  }

  private draw(): void {
    if (!this.context || !this.layout) return;
    drawRows(this.context, this.latest, this.layout, this.outline === null ? null : { index: this.outline, color: this.outlineColor });
  }
}

// @vitest-environment jsdom
// The book draws its rows on canvases (jsdom has none: getContext gives null, or the recording
// stand-in below) once per animation frame; its accessible copy, a visually hidden list of row
// buttons per side, follows at a calm rate. `settle()` lets both happen.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOK_A11Y_REFRESH_MS, depthStepLabel, OrderBook, type OrderBookProps } from '@/components/market/order-book';
import { DEPTH_STEPS, type DepthSnapshot } from '@/lib/market/types';
import { depthSnapshot, level, marketSymbol } from './fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** One frame for the canvas, and the rest of the calm interval for the accessible copy. */
const settle = () => act(() => vi.advanceTimersByTime(BOOK_A11Y_REFRESH_MS));

const BOOK = depthSnapshot({
  version: 42,
  asks: [level('101', '0.1'), level('102', '0.2'), level('103.456', '0.5')],
  bids: [level('100', '0.7'), level('99.5', '0.1')],
});

function renderBook(props: Partial<OrderBookProps> = {}) {
  const onPickPrice = vi.fn<(price: string) => void>();
  const onStepChange = vi.fn<OrderBookProps['onStepChange']>();
  const view = render(
    <OrderBook symbol={marketSymbol()} snapshot={BOOK} step="step0" rows={4} onPickPrice={onPickPrice} onStepChange={onStepChange} {...props} />,
  );
  settle();
  return { ...view, onPickPrice, onStepChange };
}

const side = (name: '卖盘' | '买盘') => screen.getByRole('list', { name });
/** Each row's visible figures (placeholder rows included), top to bottom. */
function figures(name: '卖盘' | '买盘'): string[][] {
  return within(side(name))
    .getAllByRole('listitem', { hidden: true })
    .map((row) => [...row.querySelectorAll(':scope > span, :scope > button > span')].map((cell) => cell.lastChild?.textContent ?? ''));
}
const rowButtons = (name: '卖盘' | '买盘') => within(side(name)).queryAllByRole('button');

describe('OrderBook', () => {
  it('shows the asks highest first with the best ask next to the middle, padded above with placeholders', () => {
    renderBook();
    expect(figures('卖盘')).toEqual([
      ['--', '--', '--'],
      ['103.45', '0.5000', '0.8000'],
      // 0.1 + 0.2, summed in decimal.
      ['102.00', '0.2000', '0.3000'],
      ['101.00', '0.1000', '0.1000'],
    ]);
  });

  it('shows the bids best first, padded below with placeholders', () => {
    renderBook();
    // 0.7 + 0.1 in floats is 0.7999…: the total is summed in decimal.
    expect(figures('买盘')).toEqual([
      ['100.00', '0.7000', '0.7000'],
      ['99.50', '0.1000', '0.8000'],
      ['--', '--', '--'],
      ['--', '--', '--'],
    ]);
  });

  it('makes placeholder rows inert: disabled, out of the tab order, hidden from assistive technology', () => {
    const { rerender, onPickPrice, onStepChange } = renderBook();
    expect(rowButtons('卖盘')).toHaveLength(3);
    expect(rowButtons('买盘')).toHaveLength(2);
    const placeholders = within(side('买盘')).getAllByRole('button', { hidden: true }).slice(2);
    for (const row of placeholders) {
      expect(row.getAttribute('aria-hidden')).toBe('true');
      expect(row).toHaveProperty('disabled', true);
      expect(row.tabIndex).toBe(-1);
      expect(row.dataset.price).toBeUndefined();
      fireEvent.click(row);
    }
    expect(onPickPrice).not.toHaveBeenCalled();
    // A row that fills up becomes a live button, and one that empties goes back.
    const props = { symbol: marketSymbol(), step: 'step0' as const, rows: 4, onPickPrice, onStepChange };
    rerender(<OrderBook {...props} snapshot={depthSnapshot({ version: 43, asks: [], bids: [level('100', '1'), level('99', '1'), level('98', '1')] })} />);
    settle();
    expect(rowButtons('买盘')).toHaveLength(3);
    expect(rowButtons('卖盘')).toHaveLength(0);
    expect(figures('卖盘')).toEqual([['--', '--', '--'], ['--', '--', '--'], ['--', '--', '--'], ['--', '--', '--']]);
    fireEvent.click(rowButtons('买盘')[2] as HTMLElement);
    expect(onPickPrice).toHaveBeenCalledWith('98');
  });

  it('cuts each side to the number of rows', () => {
    renderBook({ rows: 1 });
    expect(figures('卖盘')).toEqual([['101.00', '0.1000', '0.1000']]);
    expect(figures('买盘')).toEqual([['100.00', '0.7000', '0.7000']]);
  });

  it('shows only placeholders without a snapshot, and no version', () => {
    renderBook({ snapshot: null, rows: 3 });
    const placeholder = ['--', '--', '--'];
    expect(figures('卖盘')).toEqual([placeholder, placeholder, placeholder]);
    expect(figures('买盘')).toEqual([placeholder, placeholder, placeholder]);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByTestId('order-book').getAttribute('data-version')).toBe('');
  });

  it('reflects the snapshot version and replaces the rows with the next snapshot', () => {
    const { rerender, onPickPrice, onStepChange } = renderBook();
    expect(screen.getByTestId('order-book').getAttribute('data-version')).toBe('42');
    const next: DepthSnapshot = depthSnapshot({ version: 43, asks: [level('105', '1')], bids: [] });
    rerender(<OrderBook symbol={marketSymbol()} snapshot={next} step="step0" rows={4} onPickPrice={onPickPrice} onStepChange={onStepChange} />);
    // The canvas shows it in the next frame, and data-version names what the canvas shows.
    expect(screen.getByTestId('order-book').getAttribute('data-version')).toBe('42');
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByTestId('order-book').getAttribute('data-version')).toBe('43');
    settle();
    expect(figures('卖盘').at(-1)).toEqual(['105.00', '1.0000', '1.0000']);
    expect(rowButtons('买盘')).toHaveLength(0);
  });

  it('hands the exact price string of a clicked row to the order form', () => {
    const { onPickPrice } = renderBook();
    // Shown as 103.45, picked as sent.
    fireEvent.click(rowButtons('卖盘')[0] as HTMLElement);
    fireEvent.click(rowButtons('买盘')[1] as HTMLElement);
    expect(onPickPrice.mock.calls).toEqual([['103.456'], ['99.5']]);
  });

  it('names each row by its figures and describes them by the column heads', () => {
    renderBook();
    const [best] = rowButtons('买盘');
    expect(best?.textContent).toBe('100.000.70000.7000');
    const ask = screen.getByRole('button', { name: /^103\.45\s*0\.5000\s*0\.8000$/ });
    expect(ask).toBe(rowButtons('卖盘')[0]);
    const description = document.getElementById(ask.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/^价格\(USDT\)数量\(BTC\)累计\(BTC\)$/);
  });

  it('offers step0 to step5 with their labels and reports a change', () => {
    const { onStepChange } = renderBook({ symbol: marketSymbol({ pricePrecision: 6 }) });
    const select = screen.getByRole('combobox', { name: '深度合并' }) as HTMLSelectElement;
    expect(select.value).toBe('step0');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['step0', '不合并'],
      ['step1', '5 位小数'],
      ['step2', '4 位小数'],
      ['step3', '3 位小数'],
      ['step4', '2 位小数'],
      ['step5', '1 位小数'],
    ]);
    fireEvent.change(select, { target: { value: 'step3' } });
    expect(onStepChange).toHaveBeenCalledWith('step3');
  });

  it('shows prices with the step precision', () => {
    renderBook({ step: 'step1', rows: 1 });
    expect(figures('卖盘')).toEqual([['101.0', '0.1000', '0.1000']]);
    expect((screen.getByRole('combobox', { name: '深度合并' }) as HTMLSelectElement).value).toBe('step1');
  });

  it('shows whole prices once the step merges past the decimals', () => {
    renderBook({ step: 'step3', rows: 1, snapshot: depthSnapshot({ asks: [level('42010', '1')] }) });
    expect(figures('卖盘')).toEqual([['42010', '1.0000', '1.0000']]);
  });

  it('shows the last price between the sides, -- without one', () => {
    const { rerender, onPickPrice, onStepChange } = renderBook({ lastPriceText: '100.50', lastPriceTrend: 'up' });
    expect(screen.getByTestId('order-book-last').textContent).toBe('100.50');
    rerender(<OrderBook symbol={marketSymbol()} snapshot={BOOK} step="step0" rows={4} onPickPrice={onPickPrice} onStepChange={onStepChange} />);
    expect(screen.getByTestId('order-book-last').textContent).toBe('--');
  });

  it('drops levels without an amount or with a broken price instead of showing them', () => {
    renderBook({ snapshot: depthSnapshot({ bids: [level('100', '0'), level('abc', '1'), level('98', '2')] }), rows: 2 });
    expect(figures('买盘')).toEqual([
      ['98.00', '2.0000', '2.0000'],
      ['--', '--', '--'],
    ]);
  });
});

/** A 2D context that records the texts drawn and their colours. */
function recordingContext() {
  const texts: { text: string; color: string; y: number }[] = [];
  const bars: number[] = [];
  const context = {
    font: '',
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    textAlign: 'left',
    textBaseline: 'alphabetic',
    setTransform: () => undefined,
    clearRect: () => {
      texts.length = 0;
      bars.length = 0;
    },
    fillRect: (_x: number, _y: number, width: number) => bars.push(width),
    strokeRect: () => undefined,
    fillText(text: string, _x: number, y: number) {
      texts.push({ text, color: String(this.fillStyle), y });
    },
  };
  return { context: context as unknown as CanvasRenderingContext2D, texts, bars };
}

describe('OrderBook on its canvases', () => {
  function withCanvases() {
    const bySide = new Map<string, ReturnType<typeof recordingContext>>();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      const side = this.dataset.testid ?? '';
      if (!bySide.has(side)) bySide.set(side, recordingContext());
      return (bySide.get(side) as ReturnType<typeof recordingContext>).context;
    } as unknown as HTMLCanvasElement['getContext']);
    // Four rows of 24 px on each canvas.
    vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, height: 96, left: 0, width: 300, bottom: 196, right: 300, x: 0, y: 100, toJSON: () => ({}) });
    return (side: 'asks' | 'bids') => bySide.get(`order-book-${side}`) as ReturnType<typeof recordingContext>;
  }

  it('draws each side\'s figures, the prices in the side\'s colour, placeholders muted', () => {
    const canvas = withCanvases();
    renderBook();
    expect(canvas('asks').texts.map((cell) => cell.text)).toEqual(['--', '--', '--', '103.45', '0.5000', '0.8000', '102.00', '0.2000', '0.3000', '101.00', '0.1000', '0.1000']);
    expect(canvas('bids').texts.slice(0, 3).map((cell) => cell.text)).toEqual(['100.00', '0.7000', '0.7000']);
    const askPrice = canvas('asks').texts[3]?.color;
    const bidPrice = canvas('bids').texts[0]?.color;
    expect(askPrice).not.toBe(bidPrice);
    expect(canvas('asks').texts[0]?.color).not.toBe(askPrice);
    // A depth bar behind every real row, none behind a placeholder.
    expect(canvas('asks').bars).toHaveLength(3);
  });

  it('draws only the latest of the snapshots that arrive within one frame', () => {
    const canvas = withCanvases();
    const { rerender, onPickPrice, onStepChange } = renderBook();
    const props = { symbol: marketSymbol(), step: 'step0' as const, rows: 4, onPickPrice, onStepChange };
    const drawn: string[] = [];
    for (let version = 50; version < 55; version += 1) {
      rerender(<OrderBook {...props} snapshot={depthSnapshot({ version, bids: [level(String(version), '1')] })} />);
      drawn.push(screen.getByTestId('order-book').getAttribute('data-version') ?? '');
    }
    expect(new Set(drawn)).toEqual(new Set(['42']));
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByTestId('order-book').getAttribute('data-version')).toBe('54');
    expect(canvas('bids').texts[0]?.text).toBe('54.00');
  });

  it('hands the exact price of the drawn row under a click to the order form, and ignores placeholders', () => {
    withCanvases();
    const { onPickPrice } = renderBook();
    // Asks top to bottom: placeholder, 103.456, 102, 101.
    fireEvent.click(screen.getByTestId('order-book-asks'), { clientY: 100 + 24 + 5 });
    fireEvent.click(screen.getByTestId('order-book-asks'), { clientY: 100 + 5 });
    // Bids: 100, 99.5, placeholder, placeholder.
    fireEvent.click(screen.getByTestId('order-book-bids'), { clientY: 100 + 48 - 1 });
    fireEvent.click(screen.getByTestId('order-book-bids'), { clientY: 100 + 48 + 1 });
    fireEvent.click(screen.getByTestId('order-book-bids'), { clientY: 100 + 200 });
    expect(onPickPrice.mock.calls).toEqual([['103.456'], ['99.5']]);
  });

  it('keeps the accessible copy at a calm rate while the canvas follows every frame', () => {
    const canvas = withCanvases();
    const { rerender, onPickPrice, onStepChange } = renderBook();
    const props = { symbol: marketSymbol(), step: 'step0' as const, rows: 4, onPickPrice, onStepChange };
    for (let version = 60; version < 90; version += 1) {
      rerender(<OrderBook {...props} snapshot={depthSnapshot({ version, bids: [level(String(version), '1')] })} />);
      act(() => vi.advanceTimersByTime(17));
    }
    // Half a second of frames: the canvas is on the newest book, the list still on the first of them.
    expect(canvas('bids').texts[0]?.text).toBe('89.00');
    expect(figures('买盘')[0]).toEqual(['60.00', '1.0000', '1.0000']);
    settle();
    expect(figures('买盘')[0]).toEqual(['89.00', '1.0000', '1.0000']);
  });
});

describe('depthStepLabel', () => {
  it('calls step0 unmerged and counts the decimals left after the merge', () => {
    expect(depthStepLabel('step0', 4)).toBe('不合并');
    expect(depthStepLabel('step1', 4)).toBe('3 位小数');
    expect(depthStepLabel('step4', 4)).toBe('0 位小数');
  });

  it('names the unit of a step merging past the decimal point, so no two steps read alike', () => {
    expect(DEPTH_STEPS.map((step) => depthStepLabel(step, 2))).toEqual(['不合并', '1 位小数', '0 位小数', '合并至 10', '合并至 100', '合并至 1000']);
    expect(depthStepLabel('step2', 0)).toBe('合并至 100');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfitChart } from '@/components/assets/profit-chart';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 1, 4);
const SERIES = {
  points: ['10', '-5', '20'].map((cumulative, index) => ({ time: START + index * DAY, cumulative, daily: cumulative })),
  total: '20',
  unreadable: 0,
};

afterEach(cleanup);

describe('ProfitChart', () => {
  it('draws the running total with its scale and dates, in the display currency', () => {
    render(<ProfitChart series={SERIES} label="收益分析：区间累计收益" unitRate="7" fiat="cny" />);
    expect(screen.getByRole('img', { name: '收益分析：区间累计收益' })).toBeTruthy();
    expect(screen.getByTestId('profit-chart').getAttribute('data-points')).toBe('3');
    expect(screen.getByText('¥140.00')).toBeTruthy();
    expect(screen.getByText('-¥35.00')).toBeTruthy();
    expect(screen.getByText('2026-11-01')).toBeTruthy();
    expect(screen.getByText('2026-11-03')).toBeTruthy();
  });

  it('shows the day under the pointer, and hides it when the pointer leaves', () => {
    render(<ProfitChart series={SERIES} label="收益" />);
    const svg = screen.getByRole('img', { name: '收益' });
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 100, right: 300, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerMove(svg, { clientX: 150 });
    expect(screen.getByTestId('profit-chart-tip').textContent).toBe('2026-11-02 -5.00 USDT');
    fireEvent.pointerLeave(svg);
    expect(screen.queryByTestId('profit-chart-tip')).toBeNull();
  });
});

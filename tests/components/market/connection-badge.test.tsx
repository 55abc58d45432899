// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionBadge, connectionText } from '@/components/market/connection-badge';
import { connectionState } from './fixtures';

afterEach(cleanup);

const localTime = (hours: number, minutes: number, seconds: number) => new Date(2024, 0, 2, hours, minutes, seconds).getTime();

describe('connectionText', () => {
  it('names each status', () => {
    expect(connectionText(connectionState({ status: 'live' }))).toBe('实时');
    expect(connectionText(connectionState({ status: 'connecting' }))).toBe('连接中');
    expect(connectionText(connectionState({ status: 'reconnecting', attempt: 3 }))).toBe('重新连接中（第 3 次）');
  });

  it('says since when stale data stopped: the last message, else the status change', () => {
    expect(connectionText(connectionState({ status: 'stale', since: localTime(10, 0, 0), lastMessageAt: localTime(9, 59, 55) }))).toBe(
      '数据已过期，自 09:59:55 起未更新',
    );
    expect(connectionText(connectionState({ status: 'stale', since: localTime(10, 0, 0), lastMessageAt: 0 }))).toBe('数据已过期，自 10:00:00 起未更新');
  });
});

describe('ConnectionBadge', () => {
  it('shows the text as a status with the state in data attributes', () => {
    const { rerender } = render(<ConnectionBadge state={connectionState({ status: 'live', corruptFrames: 2 })} />);
    const badge = screen.getByRole('status');
    expect(badge.textContent).toBe('实时');
    expect(badge.getAttribute('data-testid')).toBe('connection-state');
    expect(badge.getAttribute('data-status')).toBe('live');
    expect(badge.getAttribute('data-corrupt-frames')).toBe('2');
    rerender(<ConnectionBadge state={connectionState({ status: 'reconnecting', attempt: 1 })} />);
    expect(screen.getByRole('status').textContent).toBe('重新连接中（第 1 次）');
    expect(screen.getByRole('status').getAttribute('data-status')).toBe('reconnecting');
    expect(screen.getByRole('status').getAttribute('data-corrupt-frames')).toBe('0');
  });
});

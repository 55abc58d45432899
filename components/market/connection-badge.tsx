'use client';

// The market socket's state on the page: 实时 while live, 重新连接中 while reconnecting, and
// 数据已过期 with the time the data stopped when stale, so a trader never mistakes an old book
// for a live one.

import type { MarketConnectionState } from '@/lib/market/types';
import styles from './connection-badge.module.css';

const timeFormat = new Intl.DateTimeFormat('zh-CN', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

export function connectionText(state: MarketConnectionState): string {
  switch (state.status) {
    case 'live':
      return '实时';
    case 'connecting':
      return '连接中';
    case 'reconnecting':
      return `重新连接中（第 ${state.attempt} 次）`;
    case 'stale':
      return `数据已过期，自 ${timeFormat.format(state.lastMessageAt || state.since)} 起未更新`;
  }
}

export function ConnectionBadge({ state }: { state: MarketConnectionState }) {
  return (
    <p className={`${styles.badge} ${styles[state.status]}`} role="status" data-testid="connection-state" data-status={state.status} data-corrupt-frames={state.corruptFrames} data-transport={state.transport}>
      <span className={styles.dot} aria-hidden="true" />
      {connectionText(state)}
    </p>
  );
}

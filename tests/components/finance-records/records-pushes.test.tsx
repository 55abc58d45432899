// @vitest-environment jsdom
// The records screen reloads when the account socket says money moved, once for a burst of
// pushes, and not for the snapshot the socket replays after a subscription.

import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordsScreen } from '@/components/finance-records/records-screen';
import * as records from '@/lib/contracts/pro/records';
import type { BalanceChange } from '@/lib/protocol/account-updates';
import { resetDb } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { resetHttpConfig } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { pageRoot } from '../../support/msw-call';
import { loginPageUser } from '../../support/pro-login';
import { renderWithQueryClient } from '../../support/render';

type Listener = (message: { kind: 'balance'; change: BalanceChange }) => void;
const channel = vi.hoisted(() => ({ listener: null as null | ((message: unknown) => void) }));
vi.mock('@/hooks/use-account-channel', () => ({
  useAccountChannel: (_topic: string, listener: (message: unknown) => void) => {
    channel.listener = listener;
  },
}));

const ROOT = pageRoot();
const server = setupServer(...createHandlers(ROOT));
const ledgerCalls: URL[] = [];
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetHttpConfig();
  ledgerCalls.length = 0;
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(records.accountLedger.pattern)) ledgerCalls.push(url);
  });
  window.history.replaceState(null, '', '/zh-cn/finance/record/?tab=transfer');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  sessionStore.setState({ user: null });
  vi.useRealTimers();
});
afterAll(() => server.close());

function push(change: Partial<BalanceChange>): void {
  const full: BalanceChange = {
    accountId: 1,
    accountType: 'trade',
    currency: 'usdt',
    balance: '1',
    available: '1',
    changeType: 'deposit',
    changeTime: Date.now(),
    seqNum: '1',
    snapshot: false,
    ...change,
  };
  act(() => (channel.listener as Listener)({ kind: 'balance', change: full }));
}

describe('records follow the account socket', () => {
  it('reloads once for a burst of moves and not for the snapshot', async () => {
    loginPageUser(ROOT, 10037);
    renderWithQueryClient(<RecordsScreen area="pro" initialTab="transfer" socketUrl="ws://socket.test/ws/v2" />);
    await waitFor(() => expect(screen.queryAllByTestId('record-row').length).toBeGreaterThan(0));
    await waitFor(() => expect(channel.listener).not.toBeNull());
    const before = ledgerCalls.length;

    push({ changeType: null, changeTime: null, snapshot: true });
    push({ changeType: null, changeTime: null, snapshot: true, currency: 'btc' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ledgerCalls.length).toBe(before);

    push({ changeType: 'deposit' });
    push({ changeType: 'transfer', currency: 'btc' });
    await waitFor(() => expect(ledgerCalls.length).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ledgerCalls.length).toBe(before + 1);
  });
});

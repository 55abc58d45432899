// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketOverview } from '@/components/market/market-overview';
import { MarketRankings } from '@/components/market/market-rankings';
import * as dm from '@/lib/contracts/dm';
import * as swap from '@/lib/contracts/swap';
import { configureHttp } from '@/services/http';
import { tickers } from '@/lib/contracts/pro/market';
import { toastStore } from '@/stores/toast-store';
import { startTestServer } from '../../services/http/test-server';
import { renderWithQueryClient } from '../../support/render';

const server = startTestServer();
const base = (family: string) => `${window.location.origin}/-/x/${family}`;

function spotTicker(symbol: string, open: number, close: number) {
  return { symbol, open, close, high: close + 10, low: open - 10, amount: 1234.56789, vol: 99, count: 1, bid: close, bidSize: 1, ask: close, askSize: 1 };
}

const SPOT = [
  spotTicker('btcusdt', 40000, 42000),
  spotTicker('ethusdt', 3000, 2970),
  spotTicker('eosusdt', 5, 5),
  spotTicker('htusdt', 10, 10.5),
  spotTicker('ltcbtc', 1, 2),
];
const TICK = { id: 1, open: 48000, close: 48480, high: 49000, low: 47000, amount: 10, vol: 20, count: 3, bid: [48480, 1], ask: [48481, 1], ts: 1 };
const UP = { heartbeat: 1, swap_heartbeat: 1, linear_swap_heartbeat: 1, estimated_recovery_time: null };

type Answer = () => Response;
const ok = (body: Record<string, unknown>) => () => HttpResponse.json({ status: 'ok', ...body });

interface Backend {
  tickers: Answer;
  heartbeat: Answer;
  quarter: Answer;
  swap: Answer;
}

/** Serves every overview endpoint, counting the calls; `answers` override the healthy defaults. */
function backend(answers: Partial<Backend> = {}) {
  const calls = { tickers: 0, heartbeat: 0, quarter: [] as string[], swap: [] as string[] };
  const current: Backend = {
    tickers: ok({ ts: 1, data: SPOT }),
    heartbeat: ok({ data: UP }),
    quarter: ok({ ch: 'market.BTC_CQ.detail.merged', ts: 1, tick: TICK }),
    swap: ok({ ch: 'market.BTC-USD.detail.merged', ts: 1, tick: { ...TICK, open: 50000 } }),
    ...answers,
  };
  server.use(
    http.get(`${base('pro')}${tickers.path()}`, () => {
      calls.tickers += 1;
      return current.tickers();
    }),
    http.get(`${base('dm')}${dm.heartbeat.path()}`, () => {
      calls.heartbeat += 1;
      return current.heartbeat();
    }),
    http.get(`${base('dm')}${dm.contractInfo.path()}`, ok({
      data: [
        { symbol: 'BTC', contract_code: 'BTC211224', contract_type: 'this_week', contract_short_type: 'CW', delivery_date: '20211224', price_tick: 0.01 },
        { symbol: 'BTC', contract_code: 'BTC211231', contract_type: 'quarter', contract_short_type: 'CQ', delivery_date: '20211231', price_tick: 0.01 },
      ],
    })),
    http.get(`${base('swap')}${swap.swapInfo.path()}`, ok({ data: [{ symbol: 'BTC', contract_code: 'BTC-USD', price_tick: 0.1 }] })),
    http.get(`${base('swap')}${swap.linearSwapInfo.path()}`, ok({ data: [{ symbol: 'BTC', contract_code: 'BTC-USDT', price_tick: 0.1 }] })),
    http.get(`${base('dm')}${dm.mergedTicker.path()}`, ({ request }) => {
      calls.quarter.push(new URL(request.url).searchParams.get('symbol') ?? '');
      return current.quarter();
    }),
    http.get(`${base('swap')}${swap.mergedTicker.path()}`, ({ request }) => {
      calls.swap.push(new URL(request.url).searchParams.get('contract_code') ?? '');
      return current.swap();
    }),
  );
  return { calls, answers: current };
}

const failure = () => HttpResponse.json({ status: 'error', 'err-code': 'system-busy', 'err-msg': 'busy' });
const spotRow = (symbol: string) => screen.getByTestId(`market-row-${symbol}`);
const contractRow = (id: 'quarter' | 'swap') => screen.getByTestId(`contract-row-${id}`);
const cell = (row: HTMLElement, testId: string) => within(row).getByTestId(testId).textContent;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  configureHttp({ baseUrls: { pro: base('pro'), dm: base('dm'), swap: base('swap') } });
  toastStore.setState({ toasts: [] });
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MarketOverview', () => {
  it('shows a loading state, then the four pairs with links, prices, signed coloured changes, high, low and volume', async () => {
    backend();
    renderWithQueryClient(<MarketOverview />);
    expect(screen.getByRole('heading', { name: '市场行情' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('行情加载中…');
    await waitFor(() => expect(cell(spotRow('btcusdt'), 'last-price')).toBe('42000'));
    expect(screen.queryByRole('status')).toBeNull();

    const table = screen.getByRole('table', { name: '现货' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['币种', '最新价', '24h涨跌', '24h最高', '24h最低', '24h成交量']);
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['BTC/USDT', '/zh-cn/exchange/btc_usdt/'],
      ['ETH/USDT', '/zh-cn/exchange/eth_usdt/'],
      ['EOS/USDT', '/zh-cn/exchange/eos_usdt/'],
      ['HT/USDT', '/zh-cn/exchange/ht_usdt/'],
    ]);

    const btc = spotRow('btcusdt');
    expect([cell(btc, 'change'), cell(btc, 'high'), cell(btc, 'low'), cell(btc, 'amount')]).toEqual(['+5.00%', '42010', '39990', '1234.5678']);
    expect(within(btc).getByTestId('change').getAttribute('data-direction')).toBe('up');
    expect(within(spotRow('ethusdt')).getByTestId('change').textContent).toBe('-1.00%');
    expect(within(spotRow('ethusdt')).getByTestId('change').getAttribute('data-direction')).toBe('down');
    expect(within(spotRow('eosusdt')).getByTestId('change').getAttribute('data-direction')).toBe('flat');
    expect(within(btc).getByTestId('change').className).not.toBe(within(spotRow('ethusdt')).getByTestId('change').className);
    expect(screen.queryByTestId('market-row-ltcbtc')).toBeNull();
  });

  it('shows the BTC quarter and swap contracts with links to the futures pages', async () => {
    const { calls } = backend();
    renderWithQueryClient(<MarketOverview futuresOrigin="https://futures.example.com" />);
    await waitFor(() => expect(cell(contractRow('quarter'), 'last-price')).toBe('48480'));
    await waitFor(() => expect(cell(contractRow('swap'), 'last-price')).toBe('48480'));
    expect(cell(contractRow('quarter'), 'change')).toBe('+1.00%');
    expect(cell(contractRow('swap'), 'change')).toBe('-3.04%');
    expect(calls.quarter).toContain('BTC_CQ');
    expect(calls.swap).toContain('BTC-USD');
    const contracts = screen.getByRole('table', { name: '合约' });
    expect(within(contracts).getByRole('link', { name: 'BTC 当季' }).getAttribute('href')).toBe(
      'https://futures.example.com/zh-cn/contract/exchange/#symbol=BTC&&contract_type=quarter&&src=spot',
    );
    expect(within(contracts).getByRole('link', { name: 'BTC 永续' }).getAttribute('href')).toBe('https://futures.example.com/zh-cn/swap/exchange/#symbol=BTC');
    await waitFor(() =>
      expect(within(contracts).getByRole('link', { name: 'USDT本位' }).getAttribute('href')).toBe(
        'https://futures.example.com/zh-cn/linear_swap/exchange/#contract_code=BTC-USDT',
      ),
    );
    expect(within(contracts).queryByText('维护中')).toBeNull();
  });

  it('refreshes after 15 s and shows the new prices', async () => {
    const { calls, answers } = backend();
    renderWithQueryClient(<MarketOverview />);
    await waitFor(() => expect(cell(spotRow('btcusdt'), 'last-price')).toBe('42000'));
    await waitFor(() => expect(calls.heartbeat).toBe(1));
    expect(calls.tickers).toBe(1);
    answers.tickers = ok({ data: [spotTicker('btcusdt', 40000, 43000)] });
    await advance(14_000);
    expect(calls.tickers).toBe(1);
    expect(calls.heartbeat).toBe(1);
    await advance(1_000);
    await waitFor(() => expect(cell(spotRow('btcusdt'), 'last-price')).toBe('43000'));
    expect(calls.tickers).toBe(2);
    await waitFor(() => expect(calls.heartbeat).toBe(2));
    // A pair missing from the new answer shows --, still linked.
    expect(cell(spotRow('ethusdt'), 'last-price')).toBe('--');
    expect(within(spotRow('ethusdt')).getByRole('link', { name: 'ETH/USDT' })).toBeTruthy();
  });

  it('retries a failed refresh after 5 s up to 3 times, then returns to the 15 s cadence, keeping the last prices', async () => {
    const { calls, answers } = backend();
    renderWithQueryClient(<MarketOverview />);
    await waitFor(() => expect(cell(spotRow('btcusdt'), 'last-price')).toBe('42000'));
    answers.tickers = failure;
    await advance(15_000);
    await waitFor(() => expect(calls.tickers).toBe(2));
    for (const expected of [3, 4, 5]) {
      await advance(4_000);
      expect(calls.tickers).toBe(expected - 1);
      await advance(1_000);
      await waitFor(() => expect(calls.tickers).toBe(expected));
    }
    await advance(10_000);
    expect(calls.tickers).toBe(5);
    await advance(5_000);
    await waitFor(() => expect(calls.tickers).toBe(6));
    expect(cell(spotRow('btcusdt'), 'last-price')).toBe('42000');
    expect(screen.queryByRole('alert')).toBeNull();
    // Polling failures do not toast.
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('shows 维护中 and -- for a contract whose heartbeat is 0, without asking for its ticker', async () => {
    const { calls } = backend({ heartbeat: ok({ data: { ...UP, heartbeat: 0 } }) });
    renderWithQueryClient(<MarketOverview />);
    await waitFor(() => expect(contractRow('quarter').getAttribute('data-status')).toBe('maintenance'));
    const quarter = contractRow('quarter');
    expect(within(quarter).getByText('维护中')).toBeTruthy();
    expect([cell(quarter, 'last-price'), cell(quarter, 'change')]).toEqual(['--', '--']);
    await waitFor(() => expect(cell(contractRow('swap'), 'last-price')).toBe('48480'));
    expect(within(contractRow('swap')).queryByText('维护中')).toBeNull();
    expect(calls.quarter).toEqual([]);
  });

  it('hides the USDT-margined swap link while its heartbeat is 0', async () => {
    backend({ heartbeat: ok({ data: { ...UP, linear_swap_heartbeat: 0 } }) });
    renderWithQueryClient(<MarketOverview />);
    await waitFor(() => expect(cell(contractRow('swap'), 'last-price')).toBe('48480'));
    expect(screen.queryByRole('link', { name: 'USDT本位' })).toBeNull();
  });

  it('shows maintenance after 4 consecutive ticker failures, not after 3, and recovers on the next success', async () => {
    const { calls, answers } = backend({ swap: failure });
    renderWithQueryClient(<MarketOverview />);
    await waitFor(() => expect(calls.swap).toHaveLength(1));
    for (const failures of [2, 3]) {
      await advance(5_000);
      await waitFor(() => expect(calls.swap).toHaveLength(failures));
    }
    await waitFor(() => expect(contractRow('swap').getAttribute('data-status')).toBe('loading'));
    expect(within(contractRow('swap')).queryByText('维护中')).toBeNull();
    await advance(5_000);
    await waitFor(() => expect(calls.swap).toHaveLength(4));
    await waitFor(() => expect(within(contractRow('swap')).getByText('维护中')).toBeTruthy());
    expect([cell(contractRow('swap'), 'last-price'), cell(contractRow('swap'), 'change')]).toEqual(['--', '--']);
    // The quarter contract's own ticker is fine: it is not in maintenance.
    expect(cell(contractRow('quarter'), 'last-price')).toBe('48480');

    answers.swap = ok({ tick: TICK });
    await advance(15_000);
    await waitFor(() => expect(cell(contractRow('swap'), 'last-price')).toBe('48480'));
    expect(within(contractRow('swap')).queryByText('维护中')).toBeNull();
  });

  it('shows an error text on a network failure without crashing, and the prices once a retry succeeds', async () => {
    const { answers } = backend({ tickers: () => HttpResponse.error() });
    renderWithQueryClient(
      <StrictMode>
        <MarketOverview />
      </StrictMode>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('行情加载失败，稍后自动重试');
    expect(cell(spotRow('btcusdt'), 'last-price')).toBe('--');
    expect(screen.getByRole('link', { name: 'BTC/USDT' })).toBeTruthy();
    expect(toastStore.getState().toasts).toEqual([]);
    answers.tickers = ok({ data: SPOT });
    await advance(5_000);
    await waitFor(() => expect(cell(spotRow('btcusdt'), 'last-price')).toBe('42000'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('survives malformed answers from every endpoint', async () => {
    const junk = () => HttpResponse.text('<html>bad gateway</html>', { status: 200 });
    backend({ tickers: junk, heartbeat: junk, quarter: junk, swap: junk });
    renderWithQueryClient(<MarketOverview />);
    expect((await screen.findByRole('alert')).textContent).toBe('行情加载失败，稍后自动重试');
    expect(cell(contractRow('quarter'), 'last-price')).toBe('--');
  });

  it('stops polling when it unmounts', async () => {
    const { calls } = backend();
    const { unmount } = renderWithQueryClient(<MarketOverview />);
    await waitFor(() => expect(calls.tickers).toBe(1));
    await waitFor(() => expect(calls.heartbeat).toBe(1));
    unmount();
    await advance(60_000);
    expect(calls.tickers).toBe(1);
    expect(calls.heartbeat).toBe(1);
  });
});

describe('MarketOverview with sparklines', () => {
  it('draws a 24 h line for a pair with a series, ending on the live price, and none for a pair without', async () => {
    backend();
    renderWithQueryClient(<MarketOverview sparklines={{ btcusdt: ['40000', '41000', '39000'] }} />);
    await waitFor(() => expect(cell(spotRow('btcusdt'), 'last-price')).toBe('42000'));
    const headers = within(screen.getByRole('table', { name: '现货' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.at(-1)).toBe('24h走势');
    const line = within(spotRow('btcusdt')).getByRole('img', { name: 'BTC/USDT 24h走势' });
    expect(line.getAttribute('data-direction')).toBe('up');
    // 40000, 41000, then the live 42000 in place of 39000: the line ends at the top right.
    expect(line.querySelector('path')?.getAttribute('d')).toBe('M0,30L48,16L96,2');
    expect(within(spotRow('ethusdt')).queryByTestId('sparkline')).toBeNull();
  });
});

describe('MarketRankings', () => {
  it('ranks the listed pairs of the overview poll: gainers, losers and turnover', async () => {
    const { calls } = backend();
    renderWithQueryClient(
      <>
        <MarketOverview />
        <MarketRankings listed={['btcusdt', 'ethusdt', 'eosusdt', 'htusdt']} />
      </>,
    );
    const gainers = await screen.findByTestId('ranking-gainers');
    // While the poll is on its way each list holds the places of its five rows, and says it loads.
    expect(within(gainers).getByTestId('ranking-placeholder').querySelectorAll('li')).toHaveLength(5);
    expect(within(gainers).getByRole('status').textContent).toBe('排行加载中…');
    await waitFor(() => expect(within(gainers).getAllByTestId('ranked-pair')).toHaveLength(2));
    expect(within(gainers).queryByTestId('ranking-placeholder')).toBeNull();
    expect(within(gainers).queryByRole('status')).toBeNull();
    expect(within(gainers).getAllByTestId('ranked-change').map((item) => item.textContent)).toEqual(['+5.00%', '+5.00%']);
    expect(within(gainers).getAllByRole('link').map((link) => link.textContent)).toEqual(['BTC/USDT', 'HT/USDT']);
    const losers = screen.getByTestId('ranking-losers');
    expect(within(losers).getAllByRole('link').map((link) => link.textContent)).toEqual(['ETH/USDT']);
    const volume = screen.getByTestId('ranking-volume');
    // Equal turnover goes by symbol; eosusdt's answer (a negative low) is not a ticker at all.
    expect(within(volume).getAllByRole('link').map((link) => link.textContent)).toEqual(['BTC/USDT', 'ETH/USDT', 'HT/USDT']);
    expect(within(volume).getAllByTestId('ranked-volume').map((item) => item.textContent)).toEqual(['99 USDT', '99 USDT', '99 USDT']);
    // ltcbtc is not listed: it takes no place.
    expect(screen.queryByRole('link', { name: 'LTC/BTC' })).toBeNull();
    // One poll feeds the overview and the rankings.
    expect(calls.tickers).toBe(1);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MarketList } from '@/components/market/market-list';
import { PRICE_SWITCH_STORAGE_KEY, QUOTE_STORAGE_KEY } from '@/lib/market/preferences';
import type { MarketTicker } from '@/lib/market/types';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { favoritesStore } from '@/stores/favorites-store';
import { marketSymbol, marketTicker } from './fixtures';

const MAIN = { id: 1, name: '主区', weight: 2 };
const INNOVATION = { id: 2, name: '创新区', weight: 1 };

const SYMBOLS: MarketSymbol[] = [
  marketSymbol({ base: 'btc', quote: 'usdt', partitions: [MAIN] }),
  marketSymbol({ base: 'eth', quote: 'usdt', partitions: [MAIN] }),
  marketSymbol({ base: 'new', quote: 'usdt', partitions: [INNOVATION], baseDisplayName: 'NEWCOIN', displayName: 'NEWCOIN/USDT' }),
  marketSymbol({ base: 'eth', quote: 'btc', pricePrecision: 6, partitions: [MAIN] }),
  marketSymbol({ base: 'ht', quote: 'eth' }),
  marketSymbol({ base: 'btc', quote: 'husd' }),
  marketSymbol({ base: 'abc', quote: 'ht' }),
  marketSymbol({ base: 'xyz', quote: 'dai' }),
];

const TICKERS: Record<string, MarketTicker> = {
  btcusdt: marketTicker('btcusdt', { open: '40000', close: '42000' }),
  ethusdt: marketTicker('ethusdt', { open: '3000', close: '2970' }),
  ethbtc: marketTicker('ethbtc', { open: '0.05', close: '0.05' }),
};

type ListProps = Parameters<typeof MarketList>[0];

function props(overrides: Partial<ListProps> = {}): ListProps {
  return { symbols: SYMBOLS, tickers: TICKERS, currentSymbol: 'ethusdt', favorites: [], usdtToCny: '7.1', lang: 'zh-cn', ...overrides };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const pairs = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('link')
    .map((link) => link.textContent);
const row = (symbol: string) => document.querySelector(`tr[data-symbol="${symbol}"]`) as HTMLElement;
const priceOf = (symbol: string) => within(row(symbol)).getAllByRole('cell')[1]?.textContent;
const changeOf = (symbol: string) => within(row(symbol)).getAllByRole('cell')[2];
const emptyText = () => within(screen.getByRole('table')).getAllByRole('row')[1]?.textContent;
const search = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: '搜索币种' }), { target: { value: text } });

beforeEach(() => {
  window.localStorage.clear();
  favoritesStore.setState({ symbols: [], source: 'local', loading: false });
});
afterEach(cleanup);

describe('MarketList', () => {
  it('offers 自选 and the quote tabs in their order, usdt open first', () => {
    render(<MarketList {...props()} />);
    expect(screen.getAllByRole('tab').map((option) => option.textContent)).toEqual(['自选', 'USDT', 'HUSD', 'BTC', 'ETH', 'HT', 'DAI']);
    expect(tab('USDT').getAttribute('aria-selected')).toBe('true');
    expect(tab('自选').getAttribute('aria-selected')).toBe('false');
    expect(pairs()).toEqual(['BTC/USDT', 'ETH/USDT', 'NEWCOIN/USDT']);
  });

  it('links each pair to its exchange page and marks the current one', () => {
    render(<MarketList {...props()} />);
    const links = within(screen.getByRole('table')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/zh-cn/exchange/btc_usdt/', '/zh-cn/exchange/eth_usdt/', '/zh-cn/exchange/new_usdt/']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(row('ethusdt').className).toMatch(/current/);
    expect(row('btcusdt').className).toBe('');
  });

  it('shows price and signed change from the tickers, -- without a ticker', () => {
    render(<MarketList {...props()} />);
    expect([priceOf('btcusdt'), changeOf('btcusdt')?.textContent]).toEqual(['42000.00', '+5.00%']);
    expect(changeOf('btcusdt')?.className).toMatch(/up/);
    expect([priceOf('ethusdt'), changeOf('ethusdt')?.textContent]).toEqual(['2970.00', '-1.00%']);
    expect(changeOf('ethusdt')?.className).toMatch(/down/);
    expect([priceOf('newusdt'), changeOf('newusdt')?.textContent]).toEqual(['--', '--']);
    expect(changeOf('newusdt')?.className).toMatch(/flat/);
  });

  it('switches quotes, remembers the tab and shows each pair at its own precision', () => {
    render(<MarketList {...props()} />);
    fireEvent.click(tab('BTC'));
    expect(tab('BTC').getAttribute('aria-selected')).toBe('true');
    expect(pairs()).toEqual(['ETH/BTC']);
    expect(priceOf('ethbtc')).toBe('0.050000');
    expect(window.localStorage.getItem(QUOTE_STORAGE_KEY)).toBe('btc');
  });

  it('moves between the quote tabs with the arrow keys and Home/End, the list following', () => {
    render(<MarketList {...props()} />);
    fireEvent.keyDown(tab('USDT'), { key: 'ArrowRight' });
    expect(tab('HUSD').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('HUSD'));
    fireEvent.keyDown(tab('HUSD'), { key: 'End' });
    expect(tab('DAI').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('DAI'), { key: 'Home' });
    expect(tab('自选').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('自选'), { key: 'ArrowLeft' });
    expect(tab('DAI').getAttribute('aria-selected')).toBe('true');
    expect(window.localStorage.getItem(QUOTE_STORAGE_KEY)).toBe('dai');
    expect(screen.getAllByRole('tab').filter((each) => each.tabIndex === 0)).toEqual([tab('DAI')]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('DAI').id);
  });

  it('keeps the table in a named, focusable scroll region', () => {
    render(<MarketList {...props()} />);
    const region = screen.getByRole('region', { name: '币对列表' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });

  it('shows only the favourites on the 自选 tab, with their stars pressed', () => {
    favoritesStore.setState({ symbols: ['ethbtc', 'btcusdt'] });
    render(<MarketList {...props({ favorites: ['ethbtc', 'btcusdt'] })} />);
    fireEvent.click(tab('自选'));
    expect(pairs()).toEqual(['BTC/USDT', 'ETH/BTC']);
    expect(within(screen.getByRole('table')).getAllByRole('button', { name: '取消自选' })).toHaveLength(2);
    expect(screen.queryByRole('radiogroup', { name: '分区' })).toBeNull();
    expect(window.localStorage.getItem(QUOTE_STORAGE_KEY)).toBe('favorites');
  });

  it('says 暂无自选币对 on an empty 自选 tab, and 没有匹配的币对 when a search finds nothing', () => {
    render(<MarketList {...props()} />);
    fireEvent.click(tab('自选'));
    expect(emptyText()).toBe('暂无自选币对');
    search('btc');
    expect(emptyText()).toBe('没有匹配的币对');
  });

  it('offers the partitions of a quote that has several, and filters by the one picked', () => {
    render(<MarketList {...props()} />);
    const group = screen.getByRole('radiogroup', { name: '分区' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => [radio.textContent, radio.getAttribute('aria-checked')])).toEqual([
      ['全部', 'true'],
      ['主区', 'false'],
      ['创新区', 'false'],
    ]);
    fireEvent.click(within(group).getByRole('radio', { name: '创新区' }));
    expect(within(group).getByRole('radio', { name: '创新区' }).getAttribute('aria-checked')).toBe('true');
    expect(pairs()).toEqual(['NEWCOIN/USDT']);
    fireEvent.click(within(group).getByRole('radio', { name: '主区' }));
    expect(pairs()).toEqual(['BTC/USDT', 'ETH/USDT']);
    // Another quote starts on all of its pairs; one with a single partition shows no choice.
    fireEvent.click(tab('BTC'));
    expect(screen.queryByRole('radiogroup', { name: '分区' })).toBeNull();
    expect(pairs()).toEqual(['ETH/BTC']);
    fireEvent.click(tab('USDT'));
    expect(within(screen.getByRole('radiogroup', { name: '分区' })).getByRole('radio', { name: '全部' }).getAttribute('aria-checked')).toBe('true');
    expect(pairs()).toHaveLength(3);
  });

  it('filters by the search text on the base and the display name, ignoring case', () => {
    render(<MarketList {...props()} />);
    search('ETH');
    expect(pairs()).toEqual(['ETH/USDT']);
    search('newcoin/u');
    expect(pairs()).toEqual(['NEWCOIN/USDT']);
    search('zzz');
    expect(pairs()).toEqual([]);
    expect(emptyText()).toBe('没有匹配的币对');
    search('');
    expect(pairs()).toHaveLength(3);
  });

  it('shows prices in CNY with the switch on, through the quote USDT pair, and remembers it', () => {
    render(<MarketList {...props()} />);
    const toggle = screen.getByRole('button', { name: '折合CNY' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(PRICE_SWITCH_STORAGE_KEY)).toBe('fiat');
    // 42000 × 7.1, 2970 × 7.1.
    expect([priceOf('btcusdt'), priceOf('ethusdt'), priceOf('newusdt')]).toEqual(['¥298200.00', '¥21087.00', '--']);
    fireEvent.click(tab('BTC'));
    // 0.05 BTC × 42000 × 7.1.
    expect(priceOf('ethbtc')).toBe('¥14910.00');
    fireEvent.click(toggle);
    expect(priceOf('ethbtc')).toBe('0.050000');
    expect(window.localStorage.getItem(PRICE_SWITCH_STORAGE_KEY)).toBe('quote');
  });

  it('shows -- in CNY while the rate is unknown', () => {
    render(<MarketList {...props({ usdtToCny: null })} />);
    fireEvent.click(screen.getByRole('button', { name: '折合CNY' }));
    expect([priceOf('btcusdt'), priceOf('ethusdt')]).toEqual(['--', '--']);
  });

  it('restores the stored tab and switch after mounting, the server render keeping the defaults', () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEY, 'btc');
    window.localStorage.setItem(PRICE_SWITCH_STORAGE_KEY, 'fiat');
    const server = document.createElement('div');
    server.innerHTML = renderToString(<MarketList {...props()} />);
    expect(within(server).getByRole('tab', { name: 'USDT' }).getAttribute('aria-selected')).toBe('true');
    expect(within(server).getByRole('button', { name: '折合CNY' }).getAttribute('aria-pressed')).toBe('false');
    expect(server.textContent).not.toContain('¥');
    render(<MarketList {...props()} />);
    expect(tab('BTC').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: '折合CNY' }).getAttribute('aria-pressed')).toBe('true');
    expect(priceOf('ethbtc')).toBe('¥14910.00');
  });

  it('opens the first quote when the stored tab is no longer offered', () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEY, 'doge');
    window.localStorage.setItem(PRICE_SWITCH_STORAGE_KEY, 'nonsense');
    render(<MarketList {...props()} />);
    expect(tab('USDT').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: '折合CNY' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('restores a stored 自选 tab', () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEY, 'favorites');
    render(<MarketList {...props({ favorites: ['htusdt'] })} />);
    expect(tab('自选').getAttribute('aria-selected')).toBe('true');
    expect(pairs()).toEqual([]);
  });
});

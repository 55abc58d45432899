import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureHttp } from '@/services/http';
import { CHAINS_CACHE_KEY, fetchChainSettings, loadChains } from '@/services/market/chain-settings';
import { CURRENCIES_CACHE_KEY, fetchCurrencySettings, loadCurrencies } from '@/services/market/currency-settings';
import { startTestServer } from '../http/test-server';
import * as proSettings from '@/lib/contracts/pro/settings';
import { onCall } from '@/tests/support/msw-call';
import { dropCall } from '@/mocks/overrides/pro';

const server = startTestServer();

function currency(cc: string, extra: Record<string, unknown> = {}) {
  return { cc, dn: cc.toUpperCase(), fn: cc, wp: 8, dma: '0.01', wma: '0.1', sp: '4', w: 1, qc: false, state: 'online', v: true, de: true, wed: true, tags: '', ...extra };
}

function chain(currencyCode: string, chainId: string, extra: Record<string, unknown> = {}) {
  return { currency: currencyCode, chain: chainId, dn: chainId.toUpperCase(), default: 1, de: true, we: true, dma: '1', wma: '2', ...extra };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('currency settings', () => {
  it('GETs the currencies as MarketCurrencies with ts and full kept, skipping records without a code', async () => {
    server.use(onCall(proSettings.currencySettings, () => HttpResponse.json({ status: 'ok', data: [currency('usdt', { qc: true }), { dn: 'X' }], ts: '7', full: 1 })));
    const result = await fetchCurrencySettings();
    expect(result.success && result.data).toMatchObject({ ts: '7', full: 1, data: [{ currency: 'usdt', isQuoteCurrency: true, depositMinAmount: '0.01', showPrecision: 4 }] });
    expect(result.success && result.data.data).toHaveLength(1);
  });

  it('retries without the token after 1003', async () => {
    const tokens: (string | null)[] = [];
    configureHttp({ getToken: () => 'pro-token' });
    server.use(
      onCall(proSettings.currencySettings, ({ request }) => {
        const token = request.headers.get('hb-pro-token');
        tokens.push(token);
        return token ? HttpResponse.json({ status: 'error', err_code: 1003, err_msg: 'token invalid' }) : HttpResponse.json({ status: 'ok', data: [currency('btc')], ts: '5', full: 1 });
      }),
    );
    const result = await fetchCurrencySettings();
    expect(tokens).toEqual(['pro-token', null]);
    expect(result.success && result.data.data.map((item) => item.currency)).toEqual(['btc']);
  });

  it('caches under settings.currencies, merges by currency code and falls back to the cache offline', async () => {
    const storage = memoryStorage();
    const seen: (string | null)[] = [];
    server.use(
      onCall(proSettings.currencySettings, ({ request }) => {
        const ts = new URL(request.url).searchParams.get('ts');
        seen.push(ts);
        return ts
          ? HttpResponse.json({ status: 'ok', data: [currency('btc', { wed: false })], ts: '20', full: 0 })
          : HttpResponse.json({ status: 'ok', data: [currency('usdt'), currency('btc')], ts: '10', full: 1 });
      }),
    );
    expect((await loadCurrencies(storage)).source).toBe('network');
    const second = await loadCurrencies(storage);
    expect(seen).toEqual([null, '10']);
    expect(second.items.map((item) => `${item.currency}:${String(item.withdrawEnabled)}`)).toEqual(['usdt:true', 'btc:false']);
    expect(JSON.parse(storage.data.get(CURRENCIES_CACHE_KEY) ?? '{}')).toMatchObject({ ts: '20', full: true, status: 'ok' });

    server.use(dropCall(proSettings.currencySettings));
    expect(await loadCurrencies(storage)).toEqual({ items: second.items, source: 'cache' });
    expect(await loadCurrencies(null)).toEqual({ items: [], source: 'none' });
  });

  it('ignores a cache of another shape', async () => {
    const storage = memoryStorage({ [CURRENCIES_CACHE_KEY]: JSON.stringify({ ts: '1', full: true, status: 'ok', data: [{ cc: 'usdt' }] }) });
    let ts: string | null = 'unset';
    server.use(
      onCall(proSettings.currencySettings, ({ request }) => {
        ts = new URL(request.url).searchParams.get('ts');
        return HttpResponse.json({ status: 'ok', data: [currency('usdt')], ts: '10', full: 1 });
      }),
    );
    expect((await loadCurrencies(storage)).items.map((item) => item.currency)).toEqual(['usdt']);
    expect(ts).toBeNull();
  });
});

describe('chain settings', () => {
  it('GETs the chains as camel-cased records', async () => {
    server.use(onCall(proSettings.chainSettings, () => HttpResponse.json({ status: 'ok', data: [chain('usdt', 'trc20usdt', { 'deposit-desc': 'x' })], ts: '3', full: 1 })));
    const result = await fetchChainSettings();
    expect(result.success && result.data.data).toEqual([
      { currency: 'usdt', chain: 'trc20usdt', displayName: 'TRC20USDT', isDefault: 1, depositEnable: true, withdrawEnable: true, depositMinAmount: '1', withdrawMinAmount: '2', depositDesc: 'x' },
    ]);
  });

  it('keeps chains of different currencies with the same chain id apart and updates by currency and chain', async () => {
    const storage = memoryStorage();
    server.use(
      onCall(proSettings.chainSettings, ({ request }) =>
        new URL(request.url).searchParams.get('ts')
          ? HttpResponse.json({ status: 'ok', data: [chain('ht', 'erc20', { we: false })], ts: '20', full: 0 })
          : HttpResponse.json({ status: 'ok', data: [chain('usdt', 'erc20'), chain('ht', 'erc20')], ts: '10', full: 1 }),
      ),
    );
    await loadChains(storage);
    const second = await loadChains(storage);
    expect(second.source).toBe('network');
    expect(second.items.map((item) => `${item.currency}/${item.chain}:${String(item.withdrawEnable)}`)).toEqual(['usdt/erc20:true', 'ht/erc20:false']);
    expect(storage.data.has(CHAINS_CACHE_KEY)).toBe(true);
  });

  it('fails on a malformed body and returns the cache when the call fails', async () => {
    server.use(onCall(proSettings.chainSettings, () => HttpResponse.json({ status: 'ok', data: 'none' })));
    expect((await fetchChainSettings()).success).toBe(false);
    const storage = memoryStorage({ [CHAINS_CACHE_KEY]: JSON.stringify({ ts: '1', full: true, status: 'ok', data: [{ currency: 'btc', chain: 'btc' }] }) });
    expect(await loadChains(storage)).toEqual({ items: [{ currency: 'btc', chain: 'btc' }], source: 'cache' });
  });
});

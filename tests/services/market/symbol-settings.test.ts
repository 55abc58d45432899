import { readFileSync } from 'node:fs';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureHttp } from '@/services/http';
import { fetchSymbolSettings, parseSymbolSettingsBody } from '@/services/market/symbol-settings';
import { loadSymbols, SYMBOLS_CACHE_KEY, symbolWithFallback } from '@/services/market/symbol-cache';
import { startTestServer } from '../http/test-server';
import * as proSettings from '@/lib/contracts/pro/settings';
import { onCall } from '@/tests/support/msw-call';
import { dropCall } from '@/mocks/overrides/pro';

const server = startTestServer();
const fixture = JSON.parse(readFileSync(new URL('../../../../shared/protocol/fixtures/rest_v2_settings_common_symbols.json', import.meta.url), 'utf8')) as {
  data: Record<string, unknown>[];
};

function record(sc: string, bc: string, qc: string, extra: Record<string, unknown> = {}) {
  return { sc, bc, qc, bcdn: bc.toUpperCase(), qcdn: qc.toUpperCase(), dn: `${bc.toUpperCase()}/${qc.toUpperCase()}`, state: 'online', tpp: 2, tap: 4, ttp: 8, fp: 8, w: 1, te: true, tags: '', sp: 'main', p: [], ...extra };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('symbol settings call', () => {
  it('expands the real abbreviated record into a MarketSymbol with ts and full kept', async () => {
    server.use(onCall(proSettings.symbolSettings, () => HttpResponse.json({ status: 'ok', data: fixture.data, ts: '1641870869718', full: 1 })));
    const result = await fetchSymbolSettings();
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.ts).toBe('1641870869718');
    expect(result.data.full).toBe(1);
    expect(result.data.data[0]).toMatchObject({ symbol: 'ethusdt', base: 'eth', quote: 'usdt', displayName: 'ETH/USDT', pricePrecision: 2, amountPrecision: 4, partition: 'main' });
  });

  it('sends the cached ts for an incremental update', async () => {
    let seen: string | null = null;
    server.use(
      onCall(proSettings.symbolSettings, ({ request }) => {
        seen = new URL(request.url).searchParams.get('ts');
        return HttpResponse.json({ status: 'ok', data: [], ts: '2', full: 0 });
      }),
    );
    await fetchSymbolSettings('1');
    expect(seen).toBe('1');
  });

  it('retries without the token after 1003, once', async () => {
    const tokens: (string | null)[] = [];
    configureHttp({ getToken: () => 'pro-token' });
    server.use(
      onCall(proSettings.symbolSettings, ({ request }) => {
        const token = request.headers.get('hb-pro-token');
        tokens.push(token);
        return token ? HttpResponse.json({ status: 'error', 'err-code': 1003, 'err-msg': 'token invalid' }) : HttpResponse.json({ status: 'ok', data: [record('btcusdt', 'btc', 'usdt')], ts: '5', full: 1 });
      }),
    );
    const result = await fetchSymbolSettings();
    expect(tokens).toEqual(['pro-token', null]);
    expect(result.success && result.data.data.map((s) => s.symbol)).toEqual(['btcusdt']);
  });

  it('does not retry other failures and rejects a malformed body', async () => {
    let calls = 0;
    server.use(
      onCall(proSettings.symbolSettings, () => {
        calls += 1;
        return HttpResponse.json({ status: 'error', err_code: 'base-error', err_msg: 'busy' });
      }),
    );
    const failed = await fetchSymbolSettings();
    expect(calls).toBe(1);
    expect(failed).toMatchObject({ success: false, message: 'busy' });
    expect(parseSymbolSettingsBody({ data: 'nope' })).toBeNull();
    expect(parseSymbolSettingsBody({ data: [{ sc: 'x' }] })?.data).toEqual([]);
  });
});

describe('symbol cache', () => {
  it('loads everything first, stores it, then merges the changes since its ts', async () => {
    const storage = memoryStorage();
    let lastTs: string | null = 'unset';
    server.use(
      onCall(proSettings.symbolSettings, ({ request }) => {
        lastTs = new URL(request.url).searchParams.get('ts');
        return lastTs
          ? HttpResponse.json({ status: 'ok', data: [record('ethusdt', 'eth', 'usdt', { state: 'suspend' })], ts: '20', full: 0 })
          : HttpResponse.json({ status: 'ok', data: [record('btcusdt', 'btc', 'usdt'), record('ethusdt', 'eth', 'usdt')], ts: '10', full: 1 });
      }),
    );
    const first = await loadSymbols(storage);
    expect(lastTs).toBeNull();
    expect(first.source).toBe('network');
    expect(JSON.parse(storage.data.get(SYMBOLS_CACHE_KEY) ?? '{}')).toMatchObject({ ts: '10', full: true, status: 'ok' });
    const second = await loadSymbols(storage);
    expect(lastTs).toBe('10');
    expect(second.symbols.map((s) => `${s.symbol}:${s.state}`)).toEqual(['btcusdt:online', 'ethusdt:suspend']);
  });

  it('keeps the cached symbols when an answer does not say full: only a full answer replaces the cache', async () => {
    const storage = memoryStorage();
    let answer: Record<string, unknown> = { status: 'ok', data: [record('btcusdt', 'btc', 'usdt'), record('ethusdt', 'eth', 'usdt')], ts: '10', full: 1 };
    server.use(onCall(proSettings.symbolSettings, () => HttpResponse.json(answer)));
    await loadSymbols(storage);
    answer = { status: 'ok', data: [record('ethusdt', 'eth', 'usdt', { state: 'suspend' })], ts: '20' };
    const second = await loadSymbols(storage);
    expect(second.symbols.map((s) => `${s.symbol}:${s.state}`)).toEqual(['btcusdt:online', 'ethusdt:suspend']);
    expect(JSON.parse(storage.data.get(SYMBOLS_CACHE_KEY) ?? '{}')).toMatchObject({ ts: '20', full: true });
    answer = { status: 'ok', data: [record('ltcusdt', 'ltc', 'usdt')], ts: '30', full: true };
    expect((await loadSymbols(storage)).symbols.map((s) => s.symbol)).toEqual(['ltcusdt']);
  });

  it('returns the cache when the network fails, and nothing without one', async () => {
    const storage = memoryStorage();
    server.use(onCall(proSettings.symbolSettings, () => HttpResponse.json({ status: 'ok', data: [record('btcusdt', 'btc', 'usdt')], ts: '10', full: 1 })));
    await loadSymbols(storage);
    server.use(dropCall(proSettings.symbolSettings));
    const offline = await loadSymbols(storage);
    expect(offline).toMatchObject({ source: 'cache' });
    expect(offline.symbols.map((s) => s.symbol)).toEqual(['btcusdt']);
    expect(await loadSymbols(memoryStorage())).toEqual({ symbols: [], source: 'none' });
  });

  it('ignores a corrupt cache and finds a missing symbol in the cache', async () => {
    const corrupt = memoryStorage({ [SYMBOLS_CACHE_KEY]: '{not json' });
    server.use(onCall(proSettings.symbolSettings, () => HttpResponse.json({ status: 'ok', data: [record('btcusdt', 'btc', 'usdt')], ts: '10', full: 1 })));
    expect((await loadSymbols(corrupt)).source).toBe('network');
    expect(symbolWithFallback(corrupt, [], 'btcusdt')?.symbol).toBe('btcusdt');
    expect(symbolWithFallback(corrupt, [], 'dogeusdt')).toBeUndefined();
    expect(symbolWithFallback(null, [], 'btcusdt')).toBeUndefined();
  });
});

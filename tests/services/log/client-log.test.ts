// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearClientLog, clientLogEntries, clientLogger, LOG_CAPACITY, logClientEvent } from '@/services/log/client-log';

afterEach(() => {
  clearClientLog();
  vi.restoreAllMocks();
});

describe('client log', () => {
  it('records entries with their source, oldest first, and writes nothing to the console under test', () => {
    const warn = vi.spyOn(console, 'warn');
    logClientEvent('market-socket', { type: 'close', code: 1006 }, 10);
    clientLogger('account-socket')({ type: 'corrupt', detail: 'not json' });
    expect(clientLogEntries()).toEqual([
      { at: 10, source: 'market-socket', type: 'close', code: 1006 },
      { at: expect.any(Number), source: 'account-socket', type: 'corrupt', detail: 'not json' },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps only the newest entries', () => {
    for (let n = 0; n < LOG_CAPACITY + 5; n++) logClientEvent('x', { type: 'close', code: n }, n);
    const kept = clientLogEntries();
    expect(kept).toHaveLength(LOG_CAPACITY);
    expect(kept[0]?.code).toBe(5);
  });

  it('writes each entry to console.warn in a browser outside tests', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logClientEvent('market-socket', { type: 'heartbeat-timeout' });
    expect(warn).toHaveBeenCalledWith('[market-socket] heartbeat-timeout');
    vi.unstubAllEnvs();
  });
});

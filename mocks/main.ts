// CLI entry of the mock backend: `npx tsx mocks/main.ts` (or `npm run mock`).
// MOCK_PORT (4010), MOCK_HOST (127.0.0.1); MOCK_MARKET_PING_MS, MOCK_ACCOUNT_PING_MS and
// MOCK_MAX_MISSED_PONGS shorten the socket heartbeats for tests.

import { startMockServer } from './server';

function intFromEnv(name: string, fallback?: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const server = await startMockServer({
    port: intFromEnv('MOCK_PORT', 4010) ?? 4010,
    host: process.env.MOCK_HOST || '127.0.0.1',
    marketPingIntervalMs: intFromEnv('MOCK_MARKET_PING_MS'),
    accountPingIntervalMs: intFromEnv('MOCK_ACCOUNT_PING_MS'),
    maxMissedPongs: intFromEnv('MOCK_MAX_MISSED_PONGS'),
  });
  console.log(`mock backend listening on ${server.origin}`);

  const shutdown = (signal: NodeJS.Signals) => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`mock backend failed to close on ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('mock backend failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

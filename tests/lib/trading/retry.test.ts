import { describe, expect, it } from 'vitest';
import { ETP_LIMIT_RETRY_MS, PRIME_RESULT_RETRY_MS } from '@/lib/trading/retry';

describe('retry timing', () => {
  it('uses 30 s for the exchange limit and 5 s for prime results', () => {
    expect(ETP_LIMIT_RETRY_MS).toBe(30_000);
    expect(PRIME_RESULT_RETRY_MS).toBe(5_000);
  });
});

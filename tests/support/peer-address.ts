// Tests stand in for scripts/peer-address.mjs: the mark that the server records each request's
// socket peer, so the x-peer-address header of a test request is believed.

import { afterAll, beforeAll } from 'vitest';
import { PEER_ADDRESS_INSTALLED } from '@/lib/security/client-address';

export function withPeerAddressInstalled(): void {
  const store = globalThis as Record<symbol, unknown>;
  let saved: unknown;
  beforeAll(() => {
    saved = store[PEER_ADDRESS_INSTALLED];
    store[PEER_ADDRESS_INSTALLED] = true;
  });
  afterAll(() => {
    store[PEER_ADDRESS_INSTALLED] = saved;
  });
}

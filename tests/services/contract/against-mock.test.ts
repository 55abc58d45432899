// The contract market services against the real dm and swap mock handlers (no inline answers).

import { beforeEach, describe, expect, it } from 'vitest';
import { fetchContractHeartbeat } from '@/services/contract/heartbeat';
import { fetchContractInfo, fetchLinearSwapInfo, fetchSwapInfo } from '@/services/contract/info';
import { fetchContractTicker, fetchSwapTicker } from '@/services/contract/ticker';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';

withMswServer();

beforeEach(() => {
  resetHttpConfig();
  configureHttp({ baseUrls: testBaseUrls() });
});

describe('contract services against the mock', () => {
  it('reads the delivery and swap contract lists', async () => {
    const delivery = await fetchContractInfo();
    expect(delivery.success && delivery.data.map((contract) => contract.symbol)).toEqual(expect.arrayContaining(['BTC', 'ETH']));
    expect(await fetchSwapInfo()).toMatchObject({ success: true, data: expect.arrayContaining([expect.objectContaining({ contractCode: 'BTC-USD' })]) });
    expect(await fetchLinearSwapInfo()).toMatchObject({ success: true, data: expect.arrayContaining([expect.objectContaining({ contractCode: 'BTC-USDT' })]) });
  });

  it('reads the heartbeats and the merged tickers', async () => {
    expect(await fetchContractHeartbeat()).toMatchObject({ success: true, data: { heartbeat: 1, swapHeartbeat: 1, linearSwapHeartbeat: 1 } });
    expect(await fetchContractTicker('BTC_CQ')).toMatchObject({ success: true, data: { symbol: 'BTC_CQ' } });
    expect(await fetchSwapTicker('BTC-USD')).toMatchObject({ success: true, data: { symbol: 'BTC-USD' } });
  });
});

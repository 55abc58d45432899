import { describe, expect, it } from 'vitest';
import * as proTrading from '@/lib/contracts/pro/trading';
import { answerAccounts, delayCall, failMarginLoan, failPlaceOrder } from '@/mocks/overrides/pro';
import { configureHttp } from '@/services/http';
import { marginLoan } from '@/services/trading/margin';
import { fetchAccounts } from '@/services/trading/accounts';
import { fetchServerTimestamp } from '@/services/market/reference';
import { placeOrder } from '@/services/trading/orders';
import { withMswServer } from '../setup/msw';
import { testBaseUrls } from '../services/http/test-server';
import * as proReference from '@/lib/contracts/pro/reference';

const server = withMswServer();

const PAYLOAD = {
  accountId: '1',
  symbol: 'btcusdt',
  orderPrice: '1',
  orderSide: 'buy',
  orderType: 'limit',
  stopPrice: null,
  source: 'web',
  orderSize: '1',
} as const;

describe('pro overrides', () => {
  it('failPlaceOrder answers the placement with the given v1 error', async () => {
    configureHttp({ baseUrls: testBaseUrls() });
    server.use(failPlaceOrder({ errCode: 'order-value-min-error', errMsg: '下单金额过小' }));
    expect(await placeOrder(PAYLOAD as never)).toMatchObject({ success: false, code: 'order-value-min-error', message: '下单金额过小' });
  });

  it('failMarginLoan answers the loan with the given v1 error', async () => {
    configureHttp({ baseUrls: testBaseUrls() });
    server.use(failMarginLoan({ errCode: 'loan-amount-error', errMsg: '借贷额度不足' }));
    expect(await marginLoan({ symbol: 'btcusdt', currency: 'usdt', amount: '1' })).toMatchObject({ success: false, code: 'loan-amount-error', message: '借贷额度不足' });
  });

  it('answerAccounts answers the list as given', async () => {
    configureHttp({ baseUrls: testBaseUrls() });
    server.use(answerAccounts([{ id: 7, type: 'spot', subtype: '', state: 'working' }]));
    expect(await fetchAccounts()).toMatchObject({ success: true, data: [{ id: '7', type: 'spot', state: 'working' }] });
    expect(proTrading.accounts.method).toBe('GET');
  });

  it('delayCall holds the answer back, then lets the real handler answer', async () => {
    configureHttp({ baseUrls: testBaseUrls() });
    server.use(delayCall(proReference.serverTimestamp, 80));
    const startedAt = Date.now();
    const result = await fetchServerTimestamp();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(70);
    expect(result.success).toBe(true);
  });
});

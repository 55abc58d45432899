// The deposit and withdraw overrides: the address and the withdraw info fail with the server's
// code and message, a withdraw step fails with its error code, a dropped call never answers; the
// services read each as such.

import { beforeEach, describe, expect, it } from 'vitest';
import * as calls from '@/lib/contracts/pro/deposit-withdraw';
import { SEED_UIDS } from '@/mocks/db';
import { dropDwCall, failDepositAddress, failWithdrawInfo, failWithdrawStep } from '@/mocks/overrides/deposit-withdraw';
import { REQUEST_FAILED_CODE, resetHttpConfig } from '@/services/http';
import { fetchDepositAddress } from '@/services/wallet/deposit';
import { createWithdraw, fetchWithdrawInfo, placeWithdraw } from '@/services/wallet/withdraw';
import { withMswServer } from '../setup/msw';
import { loginProUser } from '../support/pro-login';

const server = withMswServer();

beforeEach(() => {
  resetHttpConfig();
  loginProUser(SEED_UIDS.ordinary);
});

describe('deposit and withdraw overrides', () => {
  it('fail the address and the withdraw info with the server message, once when asked', async () => {
    server.use(failDepositAddress({ code: 500, message: '充币地址暂不可用' }, { once: true }));
    expect(await fetchDepositAddress({ currency: 'btc', chain: 'btc' })).toMatchObject({ success: false, code: 500, message: '充币地址暂不可用' });
    expect(await fetchDepositAddress({ currency: 'btc', chain: 'btc' })).toMatchObject({ success: true });
    server.use(failWithdrawInfo({ code: 'dw-info-error', message: '提币信息获取失败' }));
    expect(await fetchWithdrawInfo('btc', 'btc')).toMatchObject({ success: false, code: 'dw-info-error', message: '提币信息获取失败' });
  });

  it('fail a withdraw step with its code, and drop a call', async () => {
    server.use(failWithdrawStep('place', { code: 'dw-insufficient-balance', message: 'Insufficient balance.' }));
    expect(await placeWithdraw('1', { emailCode: '123456' })).toMatchObject({ success: false, code: 'dw-insufficient-balance' });
    server.use(dropDwCall(calls.withdrawCreate));
    expect(await createWithdraw({ currency: 'usdt', chain: 'usdterc20', amount: '100', fee: '10', address: '0x' })).toMatchObject({ success: false, code: REQUEST_FAILED_CODE });
  });
});

// The wallet's intent-named overrides: a kind's calls fail in the kind's own envelope, answer
// empty lists, or never answer; the services read them as such.

import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_UIDS } from '@/mocks/db';
import { BALANCE_CALLS, dropBalance, emptyBalance, failBalance } from '@/mocks/overrides/wallet';
import { REQUEST_FAILED_CODE, resetHttpConfig } from '@/services/http';
import { fetchGridBalance, fetchPledgeList, fetchPledgeTotals, fetchSpotBalance } from '@/services/wallet/balances';
import { fetchLinearBalance, fetchLinearCrossBalance } from '@/services/wallet/derivatives';
import { fetchOtcBalance } from '@/services/wallet/otc';
import { withMswServer } from '../setup/msw';
import { loginProUser } from '../support/pro-login';

const server = withMswServer();

beforeEach(() => {
  resetHttpConfig();
  loginProUser(SEED_UIDS.ordinary);
});

describe('wallet overrides', () => {
  it('names every kind\'s calls', () => {
    expect(BALANCE_CALLS.linear).toHaveLength(2);
    expect(BALANCE_CALLS.cryptoLoans).toHaveLength(2);
  });

  it('failBalance fails every call of the kind with the code, in its envelope', async () => {
    server.use(...failBalance('gridding', { code: 300003, message: '网格账户不存在' }));
    expect(await fetchGridBalance()).toMatchObject({ success: false, code: 300003, message: '网格账户不存在' });
    server.use(...failBalance('linear', { code: 1011, message: '用户未开通' }));
    expect(await fetchLinearBalance()).toMatchObject({ success: false, code: 1011 });
    expect(await fetchLinearCrossBalance()).toMatchObject({ success: false, code: 1011 });
    server.use(...failBalance('otc', { code: 40001, message: 'otc 不可用' }));
    expect(await fetchOtcBalance()).toMatchObject({ success: false, code: 40001, message: 'otc 不可用' });
    server.use(...failBalance('cryptoLoans', { code: 500, message: '系统繁忙' }));
    expect(await fetchPledgeTotals()).toMatchObject({ success: false, code: 500 });
  });

  it('emptyBalance answers empty lists; dropBalance never answers', async () => {
    server.use(...emptyBalance('cryptoLoans'));
    expect(await fetchPledgeList()).toMatchObject({ success: true, data: [] });
    server.use(...dropBalance('spot'));
    expect(await fetchSpotBalance()).toMatchObject({ success: false, code: REQUEST_FAILED_CODE });
  });
});

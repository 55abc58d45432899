// The finance control API over the real mock server, through the typed control client: the
// profit call fails with the planned code (10301 or another) for one user or all, for a number
// of calls or until cleared; tips seen-state, sub-account visibility, the analysis switch and
// the deprecated state are set per user; reset restores the seed.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as financeCalls from '@/lib/contracts/pro/finance';
import * as userStateCalls from '@/lib/contracts/pro/user-state';
import { controlClient, type ControlClient } from '@/mocks/control-client';
import { SEED_UIDS } from '@/mocks/db';
import type { MockServer } from '@/mocks/server';
import { proCall, proTokenFor, startTestServer } from './support';

let server: MockServer;
let mock: ControlClient;

beforeAll(async () => {
  server = await startTestServer();
  mock = controlClient(server.origin);
});
afterEach(() => mock.reset());
afterAll(() => server.close());

type V2 = { code: number; message?: string; data: unknown };

async function pro(uid: number, path: string, body?: unknown): Promise<V2> {
  return (await proCall<V2>(server, await proTokenFor(server, uid), path, body)).json;
}

const profitPath = `${financeCalls.profit.path()}?period=7`;

describe('finance control', () => {
  it('makes the profit call fail with 10301 for one user and a number of calls', async () => {
    expect(await mock.finance.failProfit({ uid: SEED_UIDS.ordinary, code: 10301, times: 1 })).toMatchObject({ ok: true, code: 10301, message: '收益数据生成中' });
    expect(await pro(SEED_UIDS.proOrg, profitPath)).toMatchObject({ code: 200 });
    expect(await pro(SEED_UIDS.ordinary, profitPath)).toMatchObject({ code: 10301, message: '收益数据生成中' });
    expect(await pro(SEED_UIDS.ordinary, profitPath)).toMatchObject({ code: 200 });
  });

  it('makes it fail with another code for everyone until cleared', async () => {
    await mock.finance.failProfit({ code: 50001, message: '系统繁忙' });
    expect(await pro(SEED_UIDS.proOrg, profitPath)).toMatchObject({ code: 50001, message: '系统繁忙' });
    expect(await pro(SEED_UIDS.ordinary, profitPath)).toMatchObject({ code: 50001 });
    await mock.finance.clearProfitFailure();
    expect(await pro(SEED_UIDS.ordinary, profitPath)).toMatchObject({ code: 200 });
  });

  it('sets the tips seen-state of a user, which the tips call then answers', async () => {
    const { tips } = await mock.finance.setTips(SEED_UIDS.ordinary, { profit_drawdown: true, idle_stablecoin: true });
    expect(tips).toEqual([
      { tipsType: 'profit_drawdown', state: 1 },
      { tipsType: 'holding_concentration', state: 0 },
      { tipsType: 'idle_stablecoin', state: 1 },
    ]);
    expect((await pro(SEED_UIDS.ordinary, `${financeCalls.analysisTips.path()}?tipsType=idle_stablecoin`)).data).toEqual([{ tipsType: 'idle_stablecoin', state: 1 }]);
    await pro(SEED_UIDS.ordinary, financeCalls.setAnalysisTips.path(), { tipsType: ['idle_stablecoin'], action: 'unread' });
    expect((await mock.finance.tips(SEED_UIDS.ordinary)).tips[2]).toEqual({ tipsType: 'idle_stablecoin', state: 0 });
    await expect(mock.finance.setTips(SEED_UIDS.ordinary, { unknown_tip: true })).rejects.toMatchObject({ name: 'ControlError', status: 400 });
  });

  it("sets a sub-account's hidden business types", async () => {
    const { visibility } = await mock.finance.setVisibility(SEED_UIDS.subAccountMargin, [1, 14]);
    expect(visibility.filter((entry) => !entry.visible).map((entry) => entry.bizType)).toEqual([1, 14]);
    const answer = await pro(SEED_UIDS.subAccountMargin, userStateCalls.subAccountAssetVisibility.path());
    expect((answer.data as Array<{ bizType: number; visible: boolean }>).filter((entry) => !entry.visible).map((entry) => entry.bizType)).toEqual([1, 14]);
    await expect(mock.finance.setVisibility(SEED_UIDS.subAccountMargin, [99])).rejects.toMatchObject({ status: 400 });
  });

  it('sets the analysis switch and the deprecated state; reset restores the seed', async () => {
    await mock.finance.setAnalysis(SEED_UIDS.ordinary, false);
    expect((await pro(SEED_UIDS.ordinary, financeCalls.analysisEnable.path())).data).toEqual({ enable: false });
    await mock.finance.setDeprecated(SEED_UIDS.ordinary, true);
    expect(await pro(SEED_UIDS.ordinary, userStateCalls.userDeprecatedState.path())).toMatchObject({ code: 10009 });
    await mock.reset();
    expect((await pro(SEED_UIDS.ordinary, financeCalls.analysisEnable.path())).data).toEqual({ enable: true });
    expect(await pro(SEED_UIDS.ordinary, userStateCalls.userDeprecatedState.path())).toMatchObject({ code: 200, data: { deprecated: false } });
  });
});

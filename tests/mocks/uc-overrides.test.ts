// The intent-named uc overrides: each answers its own call (found by contract) with what its
// name says, in front of the real handlers, and leaves every other call to them.

import { getResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallContract } from '@/lib/contracts/define';
import { UC_CALLS, type RiskControlResponse, type SecurityStrategy, type SecurityVerified } from '@/lib/contracts/uc';
import { UC_NOT_LOGGED_IN_CODE } from '@/lib/session/cookies';
import { findUser, resetDb } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';
import {
  answerRiskControl,
  answerSecurityStrategy,
  answerSecurityVerified,
  answerTicket,
  answerUserInfo,
  failLogin,
  failLogout,
  failSecurityResetSubmit,
  failSecurityStrategy,
  failSecurityVerify,
  failSendCode,
  failTicket,
  failVerifyCode,
  makeLoginCheckAs,
  makeLoginCheckFail,
  makeUserGetFail,
} from '@/mocks/overrides/uc';

afterEach(() => resetDb());

const UC_BASE = `${IN_PROCESS_ROOT}/uc`;

async function envelope(override: RequestHandler, call: CallContract): Promise<Record<string, unknown>> {
  const request = new Request(`${UC_BASE}${call.path()}`, {
    method: call.method,
    headers: call.method === 'GET' ? undefined : { 'content-type': 'application/json' },
    body: call.method === 'GET' ? undefined : '{}',
  });
  const response = await getResponse([override, ...createHandlers(IN_PROCESS_ROOT)], request);
  if (!response) throw new Error(`unanswered ${call.pattern}`);
  return (await response.json()) as Record<string, unknown>;
}

const failure = { code: 10011, message: '账号已锁定' };
const failed = { success: false, ...failure, data: null };

describe('failing overrides', () => {
  it.each([
    ['failLogin', failLogin(failure), UC_CALLS.login],
    ['failSendCode email', failSendCode('email', failure), UC_CALLS.emailCodeSend],
    ['failSendCode sms', failSendCode('sms', failure), UC_CALLS.smsCodeSend],
    ['failVerifyCode email', failVerifyCode('email', failure), UC_CALLS.emailCodeVerify],
    ['failVerifyCode sms', failVerifyCode('sms', failure), UC_CALLS.smsCodeVerify],
    ['failTicket', failTicket(failure), UC_CALLS.ticketGet],
    ['failLogout', failLogout(failure), UC_CALLS.logout],
    ['failSecurityStrategy', failSecurityStrategy(failure), UC_CALLS.securityStrategyGet],
    ['failSecurityVerify', failSecurityVerify(failure), UC_CALLS.securityStrategyVerify],
    ['failSecurityResetSubmit', failSecurityResetSubmit(failure), UC_CALLS.securityResetSubmit],
  ] as Array<[string, RequestHandler, CallContract]>)('%s answers its call with the failure', async (_name, override, call) => {
    expect(await envelope(override, call)).toEqual(failed);
  });

  it('leaves the other calls to the real mock', async () => {
    expect(await envelope(failSendCode('email', failure), UC_CALLS.smsCodeSend)).toMatchObject({ success: false, code: 400 });
  });
});

describe('answering overrides', () => {
  it('answers the strategy, the verification, the risk verdict, the ticket and the user info it is given', async () => {
    const strategy: SecurityStrategy = { scene: 'withdraw', methods: ['ga'] };
    expect(await envelope(answerSecurityStrategy(strategy), UC_CALLS.securityStrategyGet)).toMatchObject({ success: true, data: strategy });
    const verified: SecurityVerified = { scene: 'withdraw', expires_in: 300 };
    expect(await envelope(answerSecurityVerified(verified), UC_CALLS.securityStrategyVerify)).toMatchObject({ success: true, data: verified });
    const verdict: RiskControlResponse = { risk: 1, items: [0], vendors: {} };
    expect(await envelope(answerRiskControl(verdict), UC_CALLS.riskControl)).toMatchObject({ success: true, data: verdict });
    expect(await envelope(answerTicket('t-9'), UC_CALLS.ticketGet)).toMatchObject({ success: true, data: { ticket: 't-9' } });
    const user = { uid: 1, user_type: 1, country_id: [37] };
    expect(await envelope(answerUserInfo(user), UC_CALLS.userGet)).toMatchObject({ success: true, data: user });
  });
});

describe('session overrides on a family base', () => {
  it('fail login/check and user/get with 501 未登录 by default, or the given code', async () => {
    expect(await envelope(makeLoginCheckFail(UC_BASE), UC_CALLS.loginCheck)).toEqual({ success: false, code: UC_NOT_LOGGED_IN_CODE, message: '未登录', data: null });
    expect(await envelope(makeUserGetFail(UC_BASE, 510, '系统繁忙'), UC_CALLS.userGet)).toEqual({ success: false, code: 510, message: '系统繁忙', data: null });
  });

  it('answers login/check as the given user', async () => {
    const user = findUser(10001);
    if (!user) throw new Error('seed user missing');
    expect(await envelope(makeLoginCheckAs(UC_BASE, user), UC_CALLS.loginCheck)).toMatchObject({ success: true, data: { uid: 10001 } });
  });
});

// The sub_account calls against the mock's real handlers: the parent's list and count, the
// verified changes (lock, login switch, GA reset, password reset, rename, permissions, delete)
// with their history, batch creation per name, and the refusals: a sub-account caller, another
// parent's sub-account, no security verification, delete with assets, and the locked and
// login-disabled sub-accounts refused at login.

import { beforeEach, describe, expect, it } from 'vitest';
import { SUB_ACCOUNT_CODES, UC_CODES } from '@/lib/contracts/uc';
import { NAME_PROBLEM_TEXT, SUB_ACCOUNT_LOCKED_LOGIN_TEXT, SUB_ACCOUNT_LOGIN_DISABLED_TEXT } from '@/lib/sub-account';
import { markSecurityVerified } from '@/mocks/auth/security';
import { checkPassword, createSession, db, DEMO_PASSWORD, findUser, SEED_UIDS } from '@/mocks/db';
import { SEEDED_SUBS, SUB_PARENT_UIDS } from '@/mocks/db/sub-accounts';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { login } from '@/services/uc/account';
import {
  createSubAccounts,
  deleteSubAccount,
  fetchSubAccountCount,
  fetchSubAccountHistory,
  fetchSubAccountPermissions,
  fetchSubAccounts,
  modifySubAccountPermissions,
  modifySubAccountRemark,
  renameSubAccount,
  resetSubAccountPassword,
  checkSubAccountName,
  switchSubAccount,
} from '@/services/uc/sub-account';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';

withMswServer();

const PARENT = SUB_PARENT_UIDS.states;

function loginAs(who: number, { verified = false } = {}): string {
  const session = createSession(who).token;
  if (verified) markSecurityVerified(session, who, 'security');
  configureHttp({ baseUrls: testBaseUrls(), getToken: (family) => (family === 'uc' ? session : null) });
  return session;
}

const loginByName = (name: string, password = DEMO_PASSWORD) => login({ login_name: name, account_type: 'account_name', password });

beforeEach(() => resetHttpConfig());

describe('the parent reads its sub-accounts', () => {
  it('lists one of each state, searches by name or uid, counts against the limit', async () => {
    loginAs(PARENT);
    const page = await fetchSubAccounts({ page: 1, size: 20, keyword: '' });
    expect(page.success && page.data.items.map((row) => [row.uid, row.state])).toEqual([
      [SEEDED_SUBS.withAssets, 'normal'],
      [SEEDED_SUBS.empty, 'normal'],
      [SEEDED_SUBS.locked, 'locked'],
      [SEEDED_SUBS.loginDisabled, 'login_disabled'],
      [SEEDED_SUBS.margin, 'normal'],
    ]);
    expect(await fetchSubAccounts({ page: 1, size: 20, keyword: 'GAMMA' })).toMatchObject({ success: true, data: { total: 1, items: [{ account_name: 'gammaLocked' }] } });
    expect(await fetchSubAccounts({ page: 1, size: 20, keyword: String(SEEDED_SUBS.margin) })).toMatchObject({ data: { total: 1 } });
    expect(await fetchSubAccountCount()).toMatchObject({ success: true, data: { count: 5, limit: 200 } });
  });

  it('pages the full parent of 200', async () => {
    loginAs(SUB_PARENT_UIDS.full);
    const last = await fetchSubAccounts({ page: 10, size: 20, keyword: '' });
    expect(last).toMatchObject({ success: true, data: { total: 200, page: 10 } });
    expect(last.success && last.data.items).toHaveLength(20);
  });
});

describe('refusals', () => {
  it('refuses a sub-account caller and another parent’s sub-account', async () => {
    loginAs(SEEDED_SUBS.empty, { verified: true });
    expect(await fetchSubAccounts({ page: 1, size: 20, keyword: '' })).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.notParent, message: '仅母账户可管理子账户' });
    loginAs(SEED_UIDS.ordinary, { verified: true });
    expect(await switchSubAccount('lock', SEEDED_SUBS.empty)).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.notOwnSub });
    expect(await fetchSubAccountHistory(SEEDED_SUBS.empty, 1, 20)).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.notOwnSub });
    expect(db.subAccounts.records.get(SEEDED_SUBS.empty)?.locked).toBe(false);
  });

  it('refuses every change without the security verification', async () => {
    loginAs(PARENT);
    expect(await switchSubAccount('lock', SEEDED_SUBS.empty)).toMatchObject({ success: false, code: UC_CODES.securityRequired, message: '请先完成安全验证' });
    expect(await renameSubAccount(SEEDED_SUBS.empty, 'renamedDesk')).toMatchObject({ code: SUB_ACCOUNT_CODES.securityNotVerified });
    expect(await deleteSubAccount(SEEDED_SUBS.empty)).toMatchObject({ code: SUB_ACCOUNT_CODES.securityNotVerified });
    expect(await modifySubAccountPermissions({ sub_uid: SEEDED_SUBS.empty, margin: 'open' })).toMatchObject({ code: SUB_ACCOUNT_CODES.securityNotVerified });
    expect(db.subAccounts.records.get(SEEDED_SUBS.empty)).toMatchObject({ locked: false, margin: 'closed' });
    expect(findUser(SEEDED_SUBS.empty)?.account_name).toBe('betaDesk02');
  });

  it('refuses to delete a sub-account holding a balance', async () => {
    loginAs(PARENT, { verified: true });
    expect(await deleteSubAccount(SEEDED_SUBS.withAssets)).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.hasAssets, message: '子账户仍有资产，请先划转至母账户后再删除' });
    expect(findUser(SEEDED_SUBS.withAssets)).toBeDefined();
  });
});

describe('login of a sub-account', () => {
  it('logs a normal one in by its name, refuses the locked and the login-disabled ones with their own codes', async () => {
    loginAs(PARENT); // the http core's base urls; login itself needs no session
    expect(await loginByName('alphadesk01')).toMatchObject({ success: true, data: { status: 'done' } });
    expect(await loginByName('gammaLocked')).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.loginLocked, message: SUB_ACCOUNT_LOCKED_LOGIN_TEXT });
    expect(await loginByName('deltaNoLogin')).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.loginDisabled, message: SUB_ACCOUNT_LOGIN_DISABLED_TEXT });
    expect(await loginByName('gammaLocked', 'Wrong1234')).toMatchObject({ code: UC_CODES.wrongPassword });
  });

  it('follows the parent’s lock and unlock, and ends the sub-account’s sessions on lock', async () => {
    const subSession = createSession(SEEDED_SUBS.withAssets).token;
    loginAs(PARENT, { verified: true });
    expect(await switchSubAccount('lock', SEEDED_SUBS.withAssets)).toMatchObject({ success: true, data: { state: 'locked', locked: true } });
    expect(db.sessions.has(subSession)).toBe(false);
    expect(await loginByName('alphaDesk01')).toMatchObject({ code: SUB_ACCOUNT_CODES.loginLocked });
    loginAs(PARENT, { verified: true });
    expect(await switchSubAccount('lock', SEEDED_SUBS.withAssets)).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.stateUnchanged });
    expect(await switchSubAccount('unlock', SEEDED_SUBS.withAssets)).toMatchObject({ success: true, data: { state: 'normal' } });
    expect(await switchSubAccount('enableLogin', SEEDED_SUBS.loginDisabled)).toMatchObject({ success: true, data: { state: 'normal' } });
    expect(await loginByName('deltaNoLogin')).toMatchObject({ success: true });
  });
});

describe('changes and their history', () => {
  it('resets GA and the password, renames, remarks, and writes who did what when', async () => {
    loginAs(PARENT, { verified: true });
    expect(await switchSubAccount('resetGa', SEEDED_SUBS.empty)).toMatchObject({ success: true, data: { ga: false } });
    expect(findUser(SEEDED_SUBS.empty)).toMatchObject({ ga_secret: '', two_factor: [] });
    expect(await resetSubAccountPassword(SEEDED_SUBS.empty, 'short')).toMatchObject({ success: false, code: UC_CODES.weakPassword });
    expect(await resetSubAccountPassword(SEEDED_SUBS.empty, 'NewPass5678')).toMatchObject({ success: true });
    expect(checkPassword(SEEDED_SUBS.empty, 'NewPass5678')).toBe(true);
    expect(await renameSubAccount(SEEDED_SUBS.empty, 'AlphaDesk01')).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.nameTaken, message: NAME_PROBLEM_TEXT.taken });
    expect(await renameSubAccount(SEEDED_SUBS.empty, '9bad')).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.nameInvalid });
    expect(await renameSubAccount(SEEDED_SUBS.empty, ' ｂｅｔａDesk99 ')).toMatchObject({ success: true, data: { account_name: 'betaDesk99' } });
    expect(await modifySubAccountRemark(SEEDED_SUBS.empty, '超长'.repeat(11))).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.remarkInvalid });
    expect(await modifySubAccountRemark(SEEDED_SUBS.empty, '做市')).toMatchObject({ success: true, data: { remark: '做市' } });

    const history = await fetchSubAccountHistory(SEEDED_SUBS.empty, 1, 20);
    expect(history.success && history.data.items.map((row) => row.action)).toEqual(['remark', 'rename', 'password_reset', 'ga_reset']);
    expect(history.success && history.data.items[0]).toMatchObject({ operator_uid: PARENT, operator_name: `subparent${PARENT}`, sub_uid: SEEDED_SUBS.empty });
    expect(await loginByName('betaDesk99', 'NewPass5678')).toMatchObject({ success: true });
  });

  it('switches permissions, which the sub-account’s own authority and visibility follow', async () => {
    loginAs(PARENT, { verified: true });
    const changed = await modifySubAccountPermissions({ sub_uid: SEEDED_SUBS.empty, margin: 'open', transferable: false, visibility: [{ biz_type: 10, visible: false }] });
    expect(changed).toMatchObject({ success: true, data: { margin: 'open', super_margin: 'closed', transferable: false } });
    expect(changed.success && changed.data.visibility.find((row) => row.biz_type === 10)).toEqual({ biz_type: 10, visible: false });
    expect(await fetchSubAccountPermissions(SEEDED_SUBS.empty)).toMatchObject({ data: { margin: 'open' } });
    expect(db.finance.hiddenBizTypes.get(SEEDED_SUBS.empty)?.has(10)).toBe(true);
  });

  it('deletes an empty sub-account: it can no longer log in', async () => {
    loginAs(PARENT, { verified: true });
    expect(await deleteSubAccount(SEEDED_SUBS.empty)).toMatchObject({ success: true });
    expect(findUser(SEEDED_SUBS.empty)).toBeUndefined();
    expect(await loginByName('betaDesk02')).toMatchObject({ success: false, code: UC_CODES.wrongPassword });
  });
});

describe('batch_create', () => {
  it('answers per name: created with a uid, or its problem', async () => {
    loginAs(PARENT);
    const result = await createSubAccounts({
      password: 'Desk12345',
      names: [{ account_name: 'newDesk01', remark: '一部' }, { account_name: 'NEWDESK01' }, { account_name: 'alphaDesk01' }, { account_name: 'x1' }],
    });
    expect(result.success && result.data.items.map((item) => item.problem)).toEqual([null, 'duplicate', 'taken', 'format']);
    expect(result).toMatchObject({ data: { created: 1 } });
    const uid = result.success ? result.data.items[0]?.uid : null;
    expect(uid).toEqual(expect.any(Number));
    expect(findUser(uid ?? 0)).toMatchObject({ user_type: 2, account_name: 'newDesk01' });
    expect(await fetchSubAccountCount()).toMatchObject({ data: { count: 6 } });
    expect(await checkSubAccountName('newdesk01')).toMatchObject({ data: { available: false, problem: 'taken' } });
    expect(await loginByName('newDesk01', 'Desk12345')).toMatchObject({ success: true });
  });

  it('refuses a batch past 50 names or past 200 sub-accounts', async () => {
    loginAs(PARENT);
    const names = Array.from({ length: 51 }, (_, index) => ({ account_name: `batchDesk${index}` }));
    expect(await createSubAccounts({ password: 'Desk12345', names })).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.batchInvalid, message: '一次最多创建50个子账户' });
    loginAs(SUB_PARENT_UIDS.full);
    expect(await createSubAccounts({ password: 'Desk12345', names: [{ account_name: 'oneTooMany' }] })).toMatchObject({ success: false, code: SUB_ACCOUNT_CODES.limitReached });
  });
});

// The crm calls against the mock's real handlers: the KOL form's configuration and countries,
// checkShareCode (valid, unknown, used), kol commit with the form's rules checked again by the
// server (a bad field, an unknown or spent share code, a contact that already applied, a
// single-use code spent by the application), the programme's rates and contacts, the lifted-query
// lookup by case and by account, and the C2C application (login, documents, one under review).

import { beforeEach, describe, expect, it } from 'vitest';
import { CRM_CODES, type C2cApplyRequest, type KolCommitRequest } from '@/lib/contracts/crm';
import { KOL_MESSAGES, SHARE_CODE_MESSAGES } from '@/lib/crm';
import { LIFTED_LOOKUP_MESSAGES } from '@/lib/lifted-query';
import { createSession, SEED_UIDS } from '@/mocks/db';
import { SEED_CASES, SEED_KOL_CONTACT, SEED_SHARE_CODES } from '@/mocks/db/crm';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { fetchC2cApplication, submitC2cApplication, uploadC2cDocument } from '@/services/crm/c2c-apply';
import { checkShareCode, commitKolApplication, fetchKolCountries, fetchKolFormConfig } from '@/services/crm/kol';
import { lookUpLiftedCases } from '@/services/crm/lifted-query';
import { sendEmailCode, sendSmsCode } from '@/services/uc/codes';
import { lastCode } from '@/mocks/auth/codes';
import { LIFTED_LOOKUPS_PER_ACCOUNT, LIFTED_LOOKUPS_PER_CLIENT } from '@/lib/lifted-query/throttle';
import { fetchRecruitmentContacts, fetchRecruitmentRates } from '@/services/crm/recruitment';
import { withMswServer } from '../../setup/msw';
import { testBaseUrls } from '../http/test-server';

withMswServer();

beforeEach(() => {
  resetHttpConfig();
  configureHttp({ baseUrls: testBaseUrls() });
});

function loginAs(uid: number): void {
  const session = createSession(uid).token;
  configureHttp({ baseUrls: testBaseUrls(), getToken: (family) => (family === 'uc' || family === 'crm' ? session : null) });
}

const application = (overrides: Partial<KolCommitRequest> = {}): KolCommitRequest => ({
  name: '币圈小林',
  contactType: 'email',
  contact: 'xiaolin@example.com',
  country: 'SG',
  platforms: [{ platform: 'youtube', handle: '小林说币', followers: '52000' }],
  intro: '每周两期行情复盘与交易所教程，受众主要在新加坡和马来西亚。',
  ...overrides,
});

describe('KOL application', () => {
  it('serves the form configuration and the countries', async () => {
    const config = await fetchKolFormConfig();
    expect(config.success && config.data.fields.map((field) => field.key)).toEqual(['name', 'contact', 'country', 'platforms', 'intro', 'shareCode']);
    const countries = await fetchKolCountries();
    expect(countries.success && countries.data.find((country) => country.code === 'SG')).toMatchObject({ name: '新加坡', region: '亚洲' });
  });

  it('checks share codes: valid with the inviter, unknown, spent, and read case-insensitively', async () => {
    expect(await checkShareCode(SEED_SHARE_CODES.team.toLowerCase())).toMatchObject({ success: true, data: { shareCode: SEED_SHARE_CODES.team, state: 'valid', inviter: '市场部 · 王磊' } });
    expect(await checkShareCode('NOPE1234')).toMatchObject({ data: { state: 'unknown', inviter: null } });
    expect(await checkShareCode(SEED_SHARE_CODES.used)).toMatchObject({ data: { state: 'used' } });
  });

  it('commits a good application and refuses the same contact a second time', async () => {
    const first = await commitKolApplication(application({ contact: 'XiaoLin@example.com' }));
    expect(first).toMatchObject({ success: true, data: { reviewDays: 3, contactType: 'email' } });
    expect(first.success && first.data.applicationId).toMatch(/^KOL\d{14}$/);
    expect(await commitKolApplication(application({ contact: 'xiaolin@example.com ' }))).toMatchObject({ success: false, code: CRM_CODES.kolAlreadyApplied });
    expect(await commitKolApplication(application({ ...SEED_KOL_CONTACT }))).toMatchObject({ success: false, code: CRM_CODES.kolAlreadyApplied });
  });

  it('checks the fields again on the server', async () => {
    expect(await commitKolApplication(application({ platforms: [] }))).toMatchObject({ success: false, code: CRM_CODES.invalidField, message: KOL_MESSAGES.platformsRequired });
    expect(await commitKolApplication(application({ contactType: 'telegram', contact: 'ab' }))).toMatchObject({ code: CRM_CODES.invalidField, message: KOL_MESSAGES.telegramInvalid });
    expect(await commitKolApplication(application({ country: 'XX' }))).toMatchObject({ code: CRM_CODES.invalidField, message: '请选择所在国家/地区' });
    expect(await commitKolApplication(application({ platforms: [{ platform: 'x', handle: '@a', followers: '200' }] }))).toMatchObject({
      code: CRM_CODES.invalidField,
      message: KOL_MESSAGES.followersTooFew('1000'),
    });
  });

  it('refuses unknown and spent share codes, and spends a single-use one', async () => {
    expect(await commitKolApplication(application({ shareCode: 'NOPE1234' }))).toMatchObject({ code: CRM_CODES.shareCodeUnknown, message: SHARE_CODE_MESSAGES.unknown });
    expect(await commitKolApplication(application({ shareCode: SEED_SHARE_CODES.used }))).toMatchObject({ code: CRM_CODES.shareCodeUsed });
    expect(await commitKolApplication(application({ shareCode: SEED_SHARE_CODES.once }))).toMatchObject({ success: true });
    expect(await checkShareCode(SEED_SHARE_CODES.once)).toMatchObject({ data: { state: 'used' } });
    expect(await commitKolApplication(application({ contact: 'other@example.com', shareCode: SEED_SHARE_CODES.team }))).toMatchObject({ success: true });
    expect(await checkShareCode(SEED_SHARE_CODES.team)).toMatchObject({ data: { state: 'valid' } });
  });
});

describe('market recruitment', () => {
  it('serves the rates as decimal text and the contacts per topic', async () => {
    const rates = await fetchRecruitmentRates();
    expect(rates.success && rates.data.tiers.map((tier) => tier.futuresRate)).toEqual(['0.2', '0.325', '0.425', '0.55']);
    expect(await fetchRecruitmentContacts('rates')).toMatchObject({ success: true, data: [{ role: '返佣结算专员' }, {}, {}] });
  });
});

describe('lifted query', () => {
  const sendCode = (channel: 'email' | 'sms', account: string) =>
    channel === 'email' ? sendEmailCode({ email: account, purpose: 'lifted_query' }) : sendSmsCode({ phone: account, purpose: 'lifted_query' });
  const codeSent = (account: string) => lastCode(account, 'lifted_query')?.code ?? '';

  it('tells a visitor only that a case exists and whose (masked): no state, amounts or reasons', async () => {
    const found = await lookUpLiftedCases({ by: 'case', caseNo: ` ${SEED_CASES.partial.toLowerCase()} ` });
    expect(found).toEqual(expect.objectContaining({ success: true, data: { verified: false, found: 1, account: 'o***@example.com', proof: 'login', cases: [] } }));
    const byEmail = await lookUpLiftedCases({ by: 'account', accountType: 'email', account: 'Trader@example.com' });
    expect(byEmail).toMatchObject({ data: { verified: false, found: 3, account: 't***@example.com', proof: 'code', cases: [] } });
    expect(await lookUpLiftedCases({ by: 'account', accountType: 'uid', account: String(SEED_UIDS.googleAuth) })).toMatchObject({ data: { verified: false, found: 1, proof: 'login', cases: [] } });
    expect(await lookUpLiftedCases({ by: 'case', caseNo: 'LQ209901010001' })).toMatchObject({ success: true, data: { verified: false, found: 0, account: null, proof: null, cases: [] } });
  });

  it('shows the cases to their owner logged in, with what is still frozen, and not to another user', async () => {
    loginAs(SEED_UIDS.proOrg);
    const found = await lookUpLiftedCases({ by: 'case', caseNo: SEED_CASES.partial });
    expect(found).toMatchObject({ success: true, data: { verified: true, proof: null, cases: [{ caseNo: SEED_CASES.partial, state: 'partial', account: 'o***@example.com' }] } });
    expect(found.success && found.data.cases[0]?.assets[0]).toEqual({ currency: 'usdt', frozen: '250000', lifted: '180000', remaining: '70000' });
    loginAs(SEED_UIDS.googleAuth);
    expect(await lookUpLiftedCases({ by: 'case', caseNo: SEED_CASES.partial })).toMatchObject({ data: { verified: false, cases: [] } });
  });

  it('shows an account\'s cases, newest first, for the code sent to the address typed; a wrong code is refused with the spec\'s text', async () => {
    expect(await sendCode('email', 'trader@example.com')).toMatchObject({ success: true });
    const lookup = { by: 'account', accountType: 'email', account: 'trader@example.com' } as const;
    expect(await lookUpLiftedCases({ ...lookup, code: codeSent('trader@example.com') === '000000' ? '111111' : '000000' })).toMatchObject({
      success: false,
      code: CRM_CODES.lookupCodeWrong,
      message: '邮箱验证码不正确，请重新输入',
    });
    const found = await lookUpLiftedCases({ ...lookup, code: codeSent('trader@example.com') });
    expect(found.success && found.data.verified).toBe(true);
    expect(found.success && found.data.cases.map((row) => row.state)).toEqual(['pending', 'lifted', 'lifted']);
    // A code proves one lookup: it is used up.
    expect(await lookUpLiftedCases({ ...lookup, code: '123456' })).toMatchObject({ success: false, code: CRM_CODES.lookupCodeWrong });
  });

  it('takes the SMS code sent to a phone number as proof', async () => {
    await sendCode('sms', '13800138000');
    const found = await lookUpLiftedCases({ by: 'account', accountType: 'phone', account: '13800138000', code: codeSent('13800138000') });
    expect(found).toMatchObject({ data: { verified: true, cases: [{ state: 'pending' }, {}, {}] } });
  });

  it('throttles lookups of one account, code attempts included, and says until when', async () => {
    const lookup = { by: 'account', accountType: 'email', account: 'org@example.com', code: '000001' } as const;
    for (let i = 0; i < LIFTED_LOOKUPS_PER_ACCOUNT; i += 1) expect((await lookUpLiftedCases(lookup)).code).not.toBe(CRM_CODES.lookupThrottled);
    const refused = await lookUpLiftedCases({ ...lookup, code: undefined });
    expect(refused).toMatchObject({ success: false, code: CRM_CODES.lookupThrottled, message: expect.stringMatching(/^查询过于频繁，请于 \d{2}:\d{2} 后再试$/) });
    // Another account is not held up by it.
    expect(await lookUpLiftedCases({ by: 'case', caseNo: SEED_CASES.pending })).toMatchObject({ success: true });
  });

  it('throttles one client however many accounts it names', async () => {
    for (let i = 0; i < LIFTED_LOOKUPS_PER_CLIENT; i += 1) {
      expect(await lookUpLiftedCases({ by: 'case', caseNo: `LQ20990101${String(i).padStart(4, '0')}` })).toMatchObject({ success: true });
    }
    expect(await lookUpLiftedCases({ by: 'case', caseNo: SEED_CASES.pending })).toMatchObject({ success: false, code: CRM_CODES.lookupThrottled });
  });

  it('refuses input that is no case number or account', async () => {
    expect(await lookUpLiftedCases({ by: 'case', caseNo: 'LQ123' })).toMatchObject({ success: false, code: CRM_CODES.lookupInvalid, message: LIFTED_LOOKUP_MESSAGES.caseNoInvalid });
    expect(await lookUpLiftedCases({ by: 'account', accountType: 'uid', account: '0123' })).toMatchObject({ code: CRM_CODES.lookupInvalid, message: LIFTED_LOOKUP_MESSAGES.uidInvalid });
  });
});

describe('C2C application', () => {
  const png = (name: string) => {
    const bytes = new Uint8Array(200);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return new File([bytes], name, { type: 'image/png' });
  };
  const request = (documents: string[]): C2cApplyRequest => ({
    applicantType: 'organisation',
    name: '示例资本有限公司',
    contactPerson: '李明',
    contactType: 'phone',
    contact: '13800138000',
    country: 'HK',
    lending: [{ currency: 'usdt', amount: '50000' }],
    experience: '1to3',
    experienceNote: '自 2022 年起在多个平台提供稳定币借贷，年均出借规模约 300 万 USDT。',
    documents,
  });

  it('needs a login', async () => {
    expect(await fetchC2cApplication()).toMatchObject({ success: false, code: CRM_CODES.notLoggedIn });
  });

  it('stores an application with its documents, then refuses a second one under review', async () => {
    loginAs(SEED_UIDS.proOrg);
    expect(await fetchC2cApplication()).toMatchObject({ success: true, data: null });
    const uploaded = await uploadC2cDocument(png('营业执照.png'), () => undefined);
    expect(uploaded.success).toBe(true);
    const url = uploaded.success ? uploaded.data.url : '';
    const created = await submitC2cApplication(request([url]));
    expect(created).toMatchObject({ success: true, data: { state: 'pending', documents: 1, lending: [{ currency: 'usdt', amount: '50000' }] } });
    expect(await fetchC2cApplication()).toMatchObject({ data: { state: 'pending' } });
    expect(await submitC2cApplication(request([url]))).toMatchObject({ success: false, code: CRM_CODES.c2cPending });
  });

  it('refuses a bad amount, an unknown document and a non-image upload', async () => {
    loginAs(SEED_UIDS.ordinary);
    expect(await submitC2cApplication({ ...request(['https://files.mock.invalid/x.png']), lending: [{ currency: 'btc', amount: '0.1' }] })).toMatchObject({
      code: CRM_CODES.invalidField,
      message: 'BTC 出借数量不能少于 0.5',
    });
    expect(await submitC2cApplication(request(['https://files.mock.invalid/x.png']))).toMatchObject({ code: CRM_CODES.c2cDocumentsInvalid });
    expect(await uploadC2cDocument(new File([new Uint8Array(50)], 'fake.png'), () => undefined)).toMatchObject({ success: false, code: CRM_CODES.uploadRefused });
  });
});

// The kyc service's calls and the custody KYC calls against the mock's real handlers (msw
// getResponse, in-process): every call answers data its contract's schema reads; the journey from
// basic information through signed uploads (real image bytes by PUT) to review, a refused name,
// the refusals of bad fields, stale tickets, tampered URLs, non-images and the wrong users; and
// the control calls that review or set a verification.

import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as custody from '@/lib/contracts/custody';
import type { CallContract } from '@/lib/contracts/define';
import * as kyc from '@/lib/contracts/kyc';
import { safeKycUploadPath } from '@/lib/kyc/documents';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { kycControlHandlers } from '@/mocks/control-kyc';
import { createSession, findUser, resetDb, SEED_UIDS } from '@/mocks/db';
import { KYC_UIDS } from '@/mocks/db/users';
import { createHandlers } from '@/mocks/handlers';
import { KYC_TOKEN_HEADER } from '@/mocks/handlers/kyc';
import { PRO_TOKEN_HEADER } from '@/mocks/http/request';
import { IN_PROCESS_ROOT } from '@/mocks/http/route';
import { normalizeEnvelope } from '@/services/http';

const handlers = createHandlers(IN_PROCESS_ROOT);
const UID = KYC_UIDS[0];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0)]);
const GOOD = { country: 'CN', fullName: '张三', idType: 'id_card', idNumber: '11010519491231002X', birthDate: '1949-12-31' } as const;

afterEach(() => resetDb());

function tokens(uid: number) {
  const session = createSession(uid).token;
  const token = (family: string) => exchangeTicket(issueTicket(session).ticket, family)?.token ?? '';
  return { [KYC_TOKEN_HEADER]: token('kyc'), [PRO_TOKEN_HEADER]: token('pro') };
}

async function send(call: CallContract, path: string, init: { headers?: Record<string, string>; body?: unknown; raw?: BodyInit; query?: Record<string, string> } = {}) {
  const url = new URL(`${IN_PROCESS_ROOT}/${call.family}${path}`);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { ...init.headers };
  let body: BodyInit | undefined = init.raw;
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await getResponse(handlers, new Request(url, { method: call.method, headers, body }));
  if (!response) throw new Error(`${call.method} ${path} unhandled`);
  return normalizeEnvelope(await response.json());
}

function dataOf<T>(call: CallContract<string, unknown, T>, envelope: { success: boolean; data: unknown; code: unknown; message: string }): T {
  expect(envelope.success, `${call.pattern}: ${String(envelope.code)} ${envelope.message}`).toBe(true);
  const parsed = call.response?.safeParse(envelope.data);
  if (!parsed?.success) throw new Error(`${call.pattern} does not read with its schema`);
  return parsed.data;
}

async function ticketFor(headers: Record<string, string>) {
  return dataOf(kyc.kycStepTicket, await send(kyc.kycStepTicket, kyc.kycStepTicket.path(), { headers, body: { authBizCode: 'SPOT' } }));
}

async function upload(headers: Record<string, string>, ticket: string, side: 'front' | 'back' | 'selfie', bytes: Uint8Array<ArrayBuffer> = PNG, fileName = `${side}.png`) {
  const signed = dataOf(
    kyc.kycUploadUrl,
    await send(kyc.kycUploadUrl, kyc.kycUploadUrl.path(), { headers, body: { ticket, side, fileName, size: bytes.length, contentType: 'image/png' } }),
  );
  const path = safeKycUploadPath(signed.uploadUrl);
  expect(path).not.toBeNull();
  const [pathname = '', search = ''] = (path ?? '').split('?');
  return { signed, put: await send(kyc.kycFilePut, pathname, { headers, raw: bytes, query: Object.fromEntries(new URLSearchParams(search)) }) };
}

async function verifyBasicAndDocuments(uid: number, basic: typeof GOOD | (Omit<typeof GOOD, 'fullName'> & { fullName: string }) = GOOD) {
  const headers = tokens(uid);
  const first = await ticketFor(headers);
  expect(first.step).toBe(1);
  expect(dataOf(kyc.kycBasic, await send(kyc.kycBasic, kyc.kycBasic.path(), { headers, body: { ticket: first.ticket, ...basic } }))).toEqual({ state: 2, kycLevel: 'C0' });
  const second = await ticketFor(headers);
  expect(second.step).toBe(2);
  const ids: Record<string, string> = {};
  for (const side of ['front', 'back', 'selfie'] as const) {
    const { put } = await upload(headers, second.ticket, side);
    ids[side] = dataOf(kyc.kycFilePut, put).fileId;
  }
  const submitted = await send(kyc.kycSubmit, kyc.kycSubmit.path(), { headers, body: { ticket: second.ticket, ...ids } });
  expect(dataOf(kyc.kycSubmit, submitted)).toEqual({ state: 4, kycLevel: 'C0' });
  return headers;
}

async function control(path: string, body?: unknown) {
  const response = await getResponse(kycControlHandlers('http://127.0.0.1/__control'), new Request(`http://127.0.0.1/__control${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  if (!response) throw new Error(`${path} unhandled`);
  return { status: response.status, json: (await response.json()) as { kyc?: { state: number; kyc_level: string; fail_remark: string | null } } };
}

describe('kyc service (mock)', () => {
  it('answers auth info, equity, progress and pro auth with data their schemas read', async () => {
    const headers = tokens(UID);
    expect(dataOf(kyc.kycAuthInfo, await send(kyc.kycAuthInfo, kyc.kycAuthInfo.path(), { headers }))).toMatchObject({ authBizCode: 'SPOT', kycLevel: 'C0', targetLevel: 'C1', basic: null });
    const equity = dataOf(kyc.kycEquityConfig, await send(kyc.kycEquityConfig, kyc.kycEquityConfig.path(), { headers }));
    expect(equity.levels.map((level) => [level.level, level.dailyWithdrawLimit])).toEqual([['C0', '0'], ['C1', '50000'], ['C2', '1000000.5']]);
    expect(dataOf(custody.fiatKycInfo, await send(custody.fiatKycInfo, custody.fiatKycInfo.path(), { headers }))).toMatchObject({ state: 1, kycLevel: 'C0', failRemark: null });
    const org = dataOf(custody.userAuth, await send(custody.userAuth, custody.userAuth.path(), { headers: tokens(SEED_UIDS.proOrg), body: {} }));
    expect(org).toMatchObject({ kyc_level: 'C2', auth_info: { pro_status: 2, pro_auth_type: 10, pro_org_name: '示例资本' } });
  });

  it('refuses a call without the kyc token with 401', async () => {
    expect(await send(kyc.kycAuthInfo, kyc.kycAuthInfo.path())).toMatchObject({ success: false, code: 401 });
  });

  it('takes basic information, three images and a submit to review, then completes at C1', async () => {
    await verifyBasicAndDocuments(UID);
    expect((await control(`/kyc?uid=${UID}`)).json.kyc).toMatchObject({ state: 4, kyc_level: 'C0' });
    const reviewed = await control('/kyc/review', { uid: UID });
    expect(reviewed.json.kyc).toMatchObject({ state: 6, kyc_level: 'C1' });
    expect(findUser(UID)?.kyc_level).toBe('C1');
    expect((await control('/kyc/review', { uid: UID })).status).toBe(409);
    // The advanced step starts at the documents, the basic information being on file.
    expect((await ticketFor(tokens(UID))).step).toBe(2);
  });

  it('fails a name with 测试拒绝 with its reason, and starts again at step one', async () => {
    await verifyBasicAndDocuments(UID, { ...GOOD, fullName: '测试拒绝' });
    expect((await control('/kyc/review', { uid: UID })).json.kyc).toMatchObject({ state: 5, kyc_level: 'C0', fail_remark: '证件照片与填写的姓名不一致，请核对后重新提交' });
    const headers = tokens(UID);
    expect((await ticketFor(headers)).step).toBe(1);
    expect(dataOf(custody.fiatKycInfo, await send(custody.fiatKycInfo, custody.fiatKycInfo.path(), { headers })).state).toBe(3);
  });

  it('refuses a bad field with its message, a spent ticket, a tampered URL and bytes that are not an image', async () => {
    const headers = tokens(UID);
    const { ticket } = await ticketFor(headers);
    expect(await send(kyc.kycBasic, kyc.kycBasic.path(), { headers, body: { ticket, ...GOOD, birthDate: '1950-01-01' } })).toMatchObject({ success: false, code: 13001, message: '身份证号码与出生日期不一致' });
    await send(kyc.kycBasic, kyc.kycBasic.path(), { headers, body: { ticket, ...GOOD } });
    expect(await send(kyc.kycBasic, kyc.kycBasic.path(), { headers, body: { ticket, ...GOOD } })).toMatchObject({ success: false, code: 13002 });
    const second = await ticketFor(headers);
    const fake = await upload(headers, second.ticket, 'front', new TextEncoder().encode('<html>not an image</html>'));
    expect(fake.put).toMatchObject({ success: false, code: 30000, message: '图片无法识别，请上传清晰的证件照片' });
    const signed = dataOf(kyc.kycUploadUrl, await send(kyc.kycUploadUrl, kyc.kycUploadUrl.path(), { headers, body: { ticket: second.ticket, side: 'back', fileName: 'b.png', size: PNG.length, contentType: 'image/png' } }));
    const tampered = await send(kyc.kycFilePut, kyc.kycFilePut.path({ fileId: signed.fileId }), { headers, raw: PNG, query: { expires: String(signed.expiresAt), signature: 'f'.repeat(64) } });
    expect(tampered).toMatchObject({ success: false, code: 13006 });
    const other = tokens(KYC_UIDS[1]);
    const [, search = ''] = signed.uploadUrl.split('?');
    expect(await send(kyc.kycFilePut, kyc.kycFilePut.path({ fileId: signed.fileId }), { headers: other, raw: PNG, query: Object.fromEntries(new URLSearchParams(search)) })).toMatchObject({ success: false, code: 13006 });
    expect(await send(kyc.kycUploadUrl, kyc.kycUploadUrl.path(), { headers, body: { ticket: second.ticket, side: 'back', fileName: 'b.pdf', size: 10, contentType: 'application/pdf' } })).toMatchObject({ success: false, code: 30000 });
    expect(await send(kyc.kycSubmit, kyc.kycSubmit.path(), { headers, body: { ticket: second.ticket, front: 'x', back: 'y', selfie: 'z' } })).toMatchObject({ success: false, code: 13005 });
  });

  it('refuses sub-accounts, disabled users and organisations with the reason', async () => {
    for (const uid of [SEED_UIDS.subAccount, SEED_UIDS.disabled, SEED_UIDS.proOrg]) {
      const answer = await send(kyc.kycStepTicket, kyc.kycStepTicket.path(), { headers: tokens(uid), body: { authBizCode: 'SPOT' } });
      expect(answer).toMatchObject({ success: false, code: 13004 });
      expect(answer.message).not.toBe('');
    }
  });

  it('sets a verification outright through the control API', async () => {
    const set = await control('/kyc/state', { uid: UID, state: 5, fail_remark: '照片模糊' });
    expect(set.json.kyc).toMatchObject({ state: 5, fail_remark: '照片模糊' });
    expect((await control('/kyc/state', { uid: UID, state: 9 })).status).toBe(400);
  });
});

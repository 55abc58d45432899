// @vitest-environment jsdom
// 身份认证 against the mock's real handlers (msw/node at the page's origin, logged in with the
// kyc and pro tokens): the level and equity; bad basic input refused at its field; a refusal from
// the server shown at the form with everything typed kept; three uploads and the submit to 审核中;
// a refusal's reason with a restart; and the institutional, sub-account and disabled views.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KycScreen } from '@/components/kyc/kyc-screen';
import { kycBasic, kycFilePut } from '@/lib/contracts/kyc';
import { KYC_SUBJECT_TEXTS } from '@/lib/kyc/entry';
import { exchangeTicket, issueTicket } from '@/mocks/auth/tickets';
import { createSession, db, findUser, now, SEED_UIDS } from '@/mocks/db';
import { kycRecordOf, kycStateOf, reviewKyc } from '@/mocks/db/kyc';
import { KYC_UIDS } from '@/mocks/db/users';
import { toUserInfo } from '@/mocks/handlers/uc';
import type { ServiceFamily } from '@/lib/api/families';
import { configureHttp } from '@/services/http';
import { sessionStore } from '@/stores/session-store';
import { onPageCall } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';
import { setUpSubAccountTests } from '../sub-account/harness';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0)]);

/**
 * jsdom's XMLHttpRequest sends no file bytes, so the PUT to the signed URL is stood in for: it
 * stores the upload as the real handler does (checked over real bytes in
 * tests/mocks/kyc-contracts.test.ts), so the real submit finds it.
 */
const putStandIn = onPageCall(kycFilePut, ({ params }) => {
  const upload = kycStateOf(db.users).uploads.get(String(params.fileId));
  if (!upload) return HttpResponse.json({ success: false, code: 13006, message: '上传地址已失效，请重新上传', data: null });
  upload.stored = { size: PNG.length, type: 'png', at: now() };
  const user = findUser(upload.uid);
  if (user) kycRecordOf(db.users, user, now()).documents[upload.side] = upload.fileId;
  return HttpResponse.json({ success: true, code: 200, message: '', data: { fileId: upload.fileId, side: upload.side, size: PNG.length } });
});

function tokensOf(uid: number): Partial<Record<ServiceFamily, string>> {
  const session = createSession(uid).token;
  const token = (family: string) => exchangeTicket(issueTicket(session).ticket, family)?.token;
  return { uc: session, kyc: token('kyc'), pro: token('pro') };
}

const { server, baseUrls } = setUpSubAccountTests(tokensOf);

/** The session's user and the http layer's tokens are `uid`'s. */
function showAs(uid: number) {
  const tokens = tokensOf(uid);
  configureHttp({ baseUrls, getToken: (family) => tokens[family] ?? null });
  const user = findUser(uid);
  if (!user) throw new Error(`no user ${uid}`);
  sessionStore.setState({ user: toUserInfo(user) });
}

beforeEach(() => {
  server.use(putStandIn);
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 10, height: 10, close: () => undefined })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.setState({ user: null });
});

async function fillBasic(name = '张三', idNumber = '11010519491231002X') {
  const form = await screen.findByTestId('kyc-basic-form');
  await waitFor(() => expect(within(form).getByRole('option', { name: '中国' })).toBeTruthy());
  fireEvent.change(within(form).getByLabelText('国籍/地区'), { target: { value: 'CN' } });
  fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: name } });
  fireEvent.change(within(form).getByLabelText('证件号码'), { target: { value: idNumber } });
  fireEvent.change(within(form).getByLabelText('出生日期'), { target: { value: '1949-12-31' } });
  fireEvent.click(within(form).getByRole('button', { name: '下一步' }));
  return form;
}

async function uploadAll() {
  const form = await screen.findByTestId('kyc-documents-form');
  for (const label of ['证件正面（人像面）', '证件背面', '手持证件自拍']) {
    fireEvent.change(within(form).getByLabelText(label), { target: { files: [new File([PNG], `${label}.png`, { type: 'image/png' })] } });
    const list = await within(form).findByRole('list', { name: `${label}列表` });
    await waitFor(() => expect(list.querySelector('li')?.dataset.status).toBe('done'));
  }
  return form;
}

describe('身份认证', () => {
  it('shows the level and each level’s daily limit, and refuses bad basic input at its field', async () => {
    showAs(KYC_UIDS[0]);
    renderWithQueryClient(<KycScreen />);
    expect(await screen.findByTestId('kyc-level')).toHaveProperty('textContent', '未认证');
    expect(await screen.findByText('1,000,000.5 USDT')).toBeTruthy();
    expect(screen.getByText('不可提币')).toBeTruthy();
    const form = await fillBasic('张三', '110105194912310021');
    expect(await within(form).findByText('身份证号码有误，请核对后重新输入')).toBeTruthy();
    expect(kycRecordOf(db.users, findUser(KYC_UIDS[0])!, now()).basic).toBeNull();
  });

  it('keeps everything typed when the server refuses, then uploads three images and submits to review', async () => {
    showAs(KYC_UIDS[0]);
    server.use(onPageCall(kycBasic, () => HttpResponse.json({ success: false, code: 13001, message: '该证件已被其他账户认证' }), { once: true }));
    renderWithQueryClient(<KycScreen />);
    const form = await fillBasic();
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', '该证件已被其他账户认证');
    expect(within(form).getByLabelText<HTMLInputElement>('姓名').value).toBe('张三');
    expect(within(form).getByLabelText<HTMLInputElement>('证件号码').value).toBe('11010519491231002X');
    fireEvent.click(within(form).getByRole('button', { name: '下一步' }));

    const documents = await screen.findByTestId('kyc-documents-form', {}, { timeout: 5000 });
    fireEvent.click(within(documents).getByRole('button', { name: '提交审核' }));
    expect(await within(documents).findByText('请上传证件背面')).toBeTruthy();
    await uploadAll();
    fireEvent.click(within(documents).getByRole('button', { name: '提交审核' }));
    expect(await screen.findByTestId('kyc-reviewing', {}, { timeout: 5000 })).toBeTruthy();
    expect(kycRecordOf(db.users, findUser(KYC_UIDS[0])!, now()).state).toBe(4);
  });

  it('shows a refusal’s reason and starts again at the basic step with what is on file', async () => {
    const user = findUser(KYC_UIDS[1])!;
    const record = kycRecordOf(db.users, user, now());
    Object.assign(record, { state: 5, failRemark: '照片模糊，请重新拍摄', basic: { country: 'CN', fullName: '李四', idType: 'passport', idNumber: 'E1234567', birthDate: '1990-01-01' } });
    showAs(user.uid);
    renderWithQueryClient(<KycScreen />);
    expect((await screen.findByTestId('kyc-fail-reason')).textContent).toContain('照片模糊，请重新拍摄');
    fireEvent.click(screen.getByRole('button', { name: '重新认证' }));
    const form = await screen.findByTestId('kyc-basic-form');
    expect(within(form).getByLabelText<HTMLInputElement>('姓名').value).toBe('李四');
    expect(within(form).getByLabelText<HTMLSelectElement>('证件类型').value).toBe('passport');
  });

  it('loads the session’s user again when the review has granted a level since, so the header shows it', async () => {
    const user = findUser(KYC_UIDS[1])!;
    showAs(user.uid);
    expect(sessionStore.getState().user?.kyc_level).toBe('');
    const record = kycRecordOf(db.users, user, now());
    Object.assign(record, { state: 4, targetLevel: 'C1', basic: { country: 'CN', fullName: '王五', idType: 'id_card', idNumber: '11010519491231002X', birthDate: '1949-12-31' } });
    reviewKyc(record, user, now());
    renderWithQueryClient(<KycScreen />);
    expect(await screen.findByTestId('kyc-complete')).toBeTruthy();
    await waitFor(() => expect(sessionStore.getState().user?.kyc_level).toBe('C1'));
  });

  it('shows the organisation’s institutional verification, and why a sub-account or a disabled user has no form', async () => {
    showAs(SEED_UIDS.proOrg);
    renderWithQueryClient(<KycScreen />);
    const institution = await screen.findByTestId('kyc-institution');
    expect(await within(institution).findByText('示例资本')).toBeTruthy();
    expect(within(institution).getByTestId('kyc-institution-state').textContent).toBe('已认证');
    expect(screen.getByTestId('kyc-level').textContent).toBe('C2 高级认证');
    cleanup();

    showAs(SEED_UIDS.subAccount);
    renderWithQueryClient(<KycScreen />);
    expect((await screen.findByTestId('kyc-sub_account')).textContent).toContain(KYC_SUBJECT_TEXTS.sub_account);
    expect(screen.queryByTestId('kyc-basic-form')).toBeNull();
    cleanup();

    showAs(SEED_UIDS.disabled);
    renderWithQueryClient(<KycScreen />);
    expect((await screen.findByTestId('kyc-disabled')).textContent).toContain(KYC_SUBJECT_TEXTS.disabled);
  });
});

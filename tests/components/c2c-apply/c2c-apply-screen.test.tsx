// @vitest-environment jsdom
// C2C 借贷申请 against the mock's real handlers: bad input refused at each field, a good
// application with an uploaded document reaching its result (and stored), a refusal keeping what
// was typed, and an application under review shown instead of a new form.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { C2cApplyScreen } from '@/components/c2c-apply/c2c-apply-screen';
import { c2cApply, c2cUpload } from '@/lib/contracts/crm';
import { C2C_MESSAGES } from '@/lib/crm';
import { db, now, SEED_UIDS } from '@/mocks/db';
import { crmStateOf } from '@/mocks/db/crm';
import { onPageCall } from '../../support/msw-call';
import { renderWithQueryClient } from '../../support/render';
import { setUpCrmTests } from '../crm/harness';

const UID = SEED_UIDS.proOrg;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0)]);

/**
 * jsdom's XMLHttpRequest sends a multipart body without the file's bytes, so the real upload
 * handler (tested over HTTP in tests/services/crm) is stood in for: it stores the upload for the
 * user as the real one does, so the real application handler finds it.
 */
const uploadStandIn = onPageCall(c2cUpload, async ({ request }) => {
  const name = /filename="([^"]*)"/.exec(await request.text())?.[1] ?? '';
  const url = `https://files.mock.invalid/c2c-apply/${name}`;
  crmStateOf(db.users).c2cUploads.set(url, { url, uid: UID, name, size: PNG.length, type: 'png', uploadedAt: now() });
  return HttpResponse.json({ success: true, code: 200, message: '', data: { url } });
});

const { server, loginAs } = setUpCrmTests();
beforeEach(() => {
  loginAs(UID);
  server.use(uploadStandIn);
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 10, height: 10, close: () => undefined })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm() {
  renderWithQueryClient(<C2cApplyScreen />);
  return screen.findByTestId('c2c-apply-form');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交申请' }));

async function fillGood() {
  fireEvent.click(screen.getByRole('radio', { name: '机构' }));
  fireEvent.change(screen.getByLabelText('机构名称 *'), { target: { value: '示例资本有限公司' } });
  fireEvent.change(screen.getByLabelText('机构联系人 *'), { target: { value: '李明' } });
  fireEvent.change(screen.getByLabelText('联系邮箱 *'), { target: { value: 'lending@example.com' } });
  fireEvent.change(screen.getByLabelText('所在国家/地区 *'), { target: { value: 'HK' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /USDT/ }));
  fireEvent.change(screen.getByLabelText('USDT 出借数量'), { target: { value: '50000' } });
  fireEvent.change(screen.getByLabelText('借贷经验'), { target: { value: '1to3' } });
  fireEvent.change(screen.getByLabelText('经验与资金来源说明 *'), { target: { value: '自 2022 年起在多个平台出借稳定币，资金来自公司自有资金。' } });
  fireEvent.change(screen.getByLabelText('证明材料'), { target: { files: [new File([PNG], '营业执照.png', { type: 'image/png' })] } });
  const list = await screen.findByRole('list', { name: '证明材料列表' });
  await waitFor(() => expect(within(list).getByText('营业执照.png').closest('li')?.dataset.status).toBe('done'));
}

// Each journey types a whole form and uploads a file: on a loaded machine that takes seconds.
describe('C2C 借贷申请', { timeout: 15_000 }, () => {
  it('refuses an empty application with a message at each field', async () => {
    await renderForm();
    submit();
    expect(await screen.findByText('请输入真实姓名')).toBeTruthy();
    expect(screen.getByText(C2C_MESSAGES.contactRequired)).toBeTruthy();
    expect(screen.getByText(C2C_MESSAGES.countryRequired)).toBeTruthy();
    expect(screen.getByText(C2C_MESSAGES.lendingRequired)).toBeTruthy();
    expect(screen.getByText(C2C_MESSAGES.noteTooShort)).toBeTruthy();
    expect(screen.getByText(C2C_MESSAGES.documentsRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /BTC/ }));
    fireEvent.change(screen.getByLabelText('BTC 出借数量'), { target: { value: '0.1' } });
    submit();
    expect(await screen.findByText('BTC 出借数量不能少于 0.5')).toBeTruthy();
  });

  it('submits a good application with its document and shows it under review', async () => {
    await renderForm();
    await fillGood();
    submit();
    const result = await screen.findByTestId('c2c-application', undefined, { timeout: 5000 });
    expect(within(result).getByRole('heading', { name: '申请已提交' })).toBeTruthy();
    expect(within(result).getByText('审核中')).toBeTruthy();
    expect(within(result).getByText('50,000 USDT')).toBeTruthy();
    const stored = crmStateOf(db.users).c2cApplications;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ uid: UID, contactPerson: '李明', country: 'HK', documents: ['https://files.mock.invalid/c2c-apply/营业执照.png'] });
  });

  it('keeps everything typed when the server refuses', async () => {
    server.use(onPageCall(c2cApply, () => HttpResponse.json({ success: false, code: 12007, message: '证明材料已失效，请重新上传', data: null })));
    await renderForm();
    await fillGood();
    submit();
    expect(await screen.findByText('证明材料已失效，请重新上传', undefined, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText('机构名称 *') as HTMLInputElement).value).toBe('示例资本有限公司');
    expect((screen.getByLabelText('USDT 出借数量') as HTMLInputElement).value).toBe('50000');
  });

  it('shows an application under review instead of a new form', async () => {
    crmStateOf(db.users).c2cApplications.push({
      uid: UID,
      applicantType: 'individual',
      name: '张三',
      contactType: 'email',
      contact: 'a@example.com',
      country: 'CN',
      lending: [{ currency: 'btc', amount: '1.5' }],
      experience: 'none',
      experienceNote: '第一次参与出借，资金为个人积蓄。',
      documents: [],
      application: { applicationId: 'C2C20250301000001', state: 'pending', applicantType: 'individual', name: '张三', lending: [{ currency: 'btc', amount: '1.5' }], documents: 2, submittedAt: now(), reviewDays: 5 },
    });
    renderWithQueryClient(<C2cApplyScreen />);
    const view = await screen.findByTestId('c2c-application');
    expect(within(view).getByRole('heading', { name: '申请审核中' })).toBeTruthy();
    expect(within(view).getByTestId('c2c-application-id').textContent).toBe('C2C20250301000001');
    expect(screen.queryByTestId('c2c-apply-form')).toBeNull();
  });
});

// @vitest-environment jsdom
// The security-item reset form against the mock backend's own handlers, in-process (msw/node):
// validation, the photo upload, a refused request that keeps everything, and the ticket.

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECURITY_RESET_TEXTS, SecurityResetForm } from '@/components/session/security-reset-form';
import { storeUpload } from '@/mocks/auth/security-reset';
import { db, resetDb } from '@/mocks/db';
import { createHandlers } from '@/mocks/handlers';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { toastStore } from '@/stores/toast-store';
import { renderWithQueryClient } from '../../support/render';

// Same origin as the page: an upload with progress listeners is not a simple request, so a
// cross-origin one would need a CORS preflight no handler answers.
const MSW_ROOT = `${window.location.origin}/-/x`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0)]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

/**
 * jsdom's XMLHttpRequest sends a multipart body without the file's bytes, and undici cannot read
 * jsdom's File, so the real upload handler (tested over HTTP in tests/mocks) is stood in for:
 * it reads the file name from the part header and stores the upload as the real one does, so
 * the real submit handler finds it. A name starting with "refused" gets the server's code 30000.
 */
const uploadStandIn = onPageCall(UC_CALLS.securityResetUpload, async ({ request }) => {
  const name = /filename="([^"]*)"/.exec(await request.text())?.[1] ?? '';
  if (name.startsWith('refused')) {
    return HttpResponse.json({ success: false, code: 30000, message: '图片无法识别，请上传清晰的证件照片', data: null });
  }
  return HttpResponse.json({ success: true, code: 200, message: '', data: { url: storeUpload(name, PNG.length, 'png').url } });
});

const server = setupServer(uploadStandIn, ...createHandlers(MSW_ROOT));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  configureHttp({ baseUrls: { uc: `${MSW_ROOT}/uc` } });
  // jsdom decodes no images: every file decodes unless its name says it is broken.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (file: Blob) => {
      if (file instanceof File && file.name.startsWith('broken')) throw new DOMException('bad image', 'InvalidStateError');
      return { width: 10, height: 10, close: () => undefined };
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  resetHttpConfig();
  vi.unstubAllGlobals();
  toastStore.setState({ toasts: [] });
});

function setup() {
  renderWithQueryClient(<SecurityResetForm loginHref="/zh-cn/login/" />);
  const photos = screen.getByLabelText<HTMLInputElement>('证件照片');
  return {
    photos,
    pick: (...files: File[]) => fireEvent.change(photos, { target: { files } }),
    submit: () => fireEvent.click(screen.getByRole('button', { name: '提交申请' })),
    email: () => screen.getByRole<HTMLInputElement>('textbox', { name: '邮箱' }),
    password: () => screen.getByLabelText<HTMLInputElement>('登录密码'),
  };
}

const uploadedRow = async (name: string) => {
  const list = await screen.findByRole('list', { name: '证件照片列表' });
  await waitFor(() => expect(within(list).getByText(name).closest('li')?.dataset.status).toBe('done'));
};

describe('SecurityResetForm', () => {
  it('offers the items to reset, GA first, and explains the photos to take', () => {
    setup();
    const items = screen.getByRole('radiogroup', { name: '需要重置的安全项' });
    expect(within(items).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['谷歌验证器', '手机', '邮箱']);
    expect(within(items).getByRole('radio', { name: '谷歌验证器' })).toHaveProperty('checked', true);
    expect(screen.getByText(/申请重置谷歌验证器/)).toBeTruthy();
    fireEvent.click(within(items).getByText('手机'));
    expect(screen.getByText(/申请重置手机/)).toBeTruthy();
    expect(screen.getByText('审核通过后，账号的手机将被解绑，请登录后重新绑定。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/zh-cn/login/');
  });

  it('shows a message under each field and sends nothing while something is missing', async () => {
    const submitted = vi.fn();
    server.use(
      onPageCall(UC_CALLS.securityResetSubmit, () => {
        submitted();
        return HttpResponse.json({ success: false, code: 500, message: 'no', data: null });
      }),
    );
    const form = setup();
    form.submit();
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    const photoError = screen.getByText(SECURITY_RESET_TEXTS.photosRequired);
    expect(photoError.getAttribute('role')).toBe('alert');
    expect(form.photos.getAttribute('aria-invalid')).toBe('true');
    expect(form.photos.getAttribute('aria-describedby')).toContain(photoError.id);

    fireEvent.change(form.email(), { target: { value: 'not-an-email' } });
    form.submit();
    expect(await screen.findByText('邮箱地址格式不正确，请重新输入')).toBeTruthy();
    expect(submitted).not.toHaveBeenCalled();

    // The photo message goes once a photo is up.
    form.pick(png('front.png'));
    await uploadedRow('front.png');
    await waitFor(() => expect(screen.queryByText(SECURITY_RESET_TEXTS.photosRequired)).toBeNull());
  });

  it('asks to wait while a photo is still going up, and clears that once it is', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      onPageCall(UC_CALLS.securityResetUpload, async () => {
        await gate;
        return HttpResponse.json({ success: true, code: 200, message: '', data: { url: 'https://files.mock.invalid/a.png' } });
      }),
    );
    const form = setup();
    form.pick(png('slow.png'));
    await waitFor(() => expect(form.photos.disabled).toBe(true));
    form.submit();
    expect(await screen.findByText(SECURITY_RESET_TEXTS.photosUploading)).toBeTruthy();
    await act(async () => release());
    await uploadedRow('slow.png');
    await waitFor(() => expect(screen.queryByText(SECURITY_RESET_TEXTS.photosUploading)).toBeNull());
    expect(screen.queryByText(SECURITY_RESET_TEXTS.photosRequired)).toBeNull();
  });

  it('refuses a broken image before sending it, and shows the message of a 30000 refusal', async () => {
    const form = setup();
    form.pick(png('broken.png'));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.text)).toEqual(['文件已损坏或格式不正确']));
    expect(db.securityReset.uploads.size).toBe(0);
    form.pick(png('refused.png'));
    const list = await screen.findByRole('list', { name: '证件照片列表' });
    expect(await within(list).findByText('图片无法识别，请上传清晰的证件照片')).toBeTruthy();
  });

  it('keeps everything typed and uploaded when the server refuses, then shows the ticket', async () => {
    const form = setup();
    fireEvent.change(form.email(), { target: { value: 'ga@example.com' } });
    fireEvent.change(form.password(), { target: { value: 'Wrong9999' } });
    form.pick(png('front.png'), png('back.png'));
    await uploadedRow('front.png');
    await uploadedRow('back.png');
    form.submit();
    const alert = await screen.findByText('账号或密码错误');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(form.email().value).toBe('ga@example.com');
    expect(form.password().value).toBe('Wrong9999');
    expect(within(screen.getByRole('list', { name: '证件照片列表' })).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(form.password(), { target: { value: 'Trade1234' } });
    form.submit();
    const heading = await screen.findByRole('heading', { name: SECURITY_RESET_TEXTS.doneTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const ticket = screen.getByTestId('security-reset-ticket').textContent ?? '';
    expect(ticket).toMatch(/^SR\d{14}$/);
    expect(screen.getByText(/工单号/).textContent).toContain(ticket);
    expect(screen.getByText('我们已收到您的谷歌验证器重置申请。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/zh-cn/login/');
    const stored = db.securityReset.requests;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ticket_id: ticket, uid: 10005, item: 'ga' });
    expect(stored[0]?.files.map((file) => file.name)).toEqual(['front.png', 'back.png']);
  });

  it('sends a phone account with its country code and the chosen item', async () => {
    const bodies: unknown[] = [];
    server.use(
      onPageCall(UC_CALLS.securityResetSubmit, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, code: 200, message: '', data: { ticket_id: 'SR20250101000009' } });
      }),
    );
    const form = setup();
    fireEvent.click(screen.getByRole('radiogroup', { name: '账号类型' }).querySelectorAll('input')[1] as HTMLInputElement);
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '138 0013 8001' } });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '需要重置的安全项' })).getByText('手机'));
    fireEvent.change(form.password(), { target: { value: 'Trade1234' } });
    form.pick(png('id.png'));
    await uploadedRow('id.png');
    form.submit();
    expect(await screen.findByText('SR20250101000009')).toBeTruthy();
    expect(bodies).toEqual([
      {
        account: '13800138001',
        account_type: 'phone',
        country_code: '86',
        item: 'phone',
        password: 'Trade1234',
        files: [expect.stringMatching(/^https:\/\/files\.mock\.invalid\/security-reset\//)],
      },
    ]);
  });

  it('shows the generic failure text when the request cannot be sent, and stays on the form', async () => {
    server.use(onPageCall(UC_CALLS.securityResetSubmit, () => HttpResponse.json({ success: false, code: 500, message: '', data: null })));
    const form = setup();
    fireEvent.change(form.email(), { target: { value: 'ga@example.com' } });
    fireEvent.change(form.password(), { target: { value: 'Trade1234' } });
    form.pick(png('a.png'));
    await uploadedRow('a.png');
    form.submit();
    expect(await screen.findByText(SECURITY_RESET_TEXTS.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeTruthy();
  });

  it('says it is the network, not the raw envelope message, when the request gets no answer', async () => {
    server.use(onPageCall(UC_CALLS.securityResetSubmit, () => HttpResponse.error()));
    const form = setup();
    fireEvent.change(form.email(), { target: { value: 'ga@example.com' } });
    fireEvent.change(form.password(), { target: { value: 'Trade1234' } });
    form.pick(png('a.png'));
    await uploadedRow('a.png');
    form.submit();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('网络连接失败，请重试'));
    expect(screen.queryByText(/Sorry, the request failed/)).toBeNull();
  });
});

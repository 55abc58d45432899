// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LICENSE_AGREE_FAILED_TEXT, LicenseAgreement } from '@/components/session/license-agreement';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { configureHttp } from '@/services/http';
import { startTestServer } from '../../services/http/test-server';
import { renderWithQueryClient } from '../../support/render';

const server = startTestServer();
let assign: ReturnType<typeof vi.fn>;
const original = window.location;

beforeEach(() => {
  configureHttp({ baseUrls: { uc: `${window.location.origin}/-/x/uc` } });
  assign = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
});
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'location', { configurable: true, value: original });
});

function state(value: 'AGREED' | 'NOT_AGREED') {
  server.use(onPageCall(UC_CALLS.licenseState, () => HttpResponse.json({ success: true, code: 200, data: { type: 'LOGIN', state: value } })));
}

describe('LicenseAgreement', () => {
  it('goes straight on when the terms were agreed', async () => {
    state('AGREED');
    renderWithQueryClient(<LicenseAgreement returnTo="/zh-cn/cn/faq/" termsHref="/terms/" />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/zh-cn/cn/faq/'));
  });

  it('agrees and continues, or shows the server message', async () => {
    state('NOT_AGREED');
    const bodies: unknown[] = [];
    server.use(
      onPageCall(UC_CALLS.licenseAgree, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json({ success: false, code: 600, message: '请稍后再试' })
          : HttpResponse.json({ success: true, code: 200, data: null });
      }),
    );
    renderWithQueryClient(<LicenseAgreement returnTo="/zh-cn/cn/faq/" termsHref="/terms/" />);
    const button = await screen.findByRole('button', { name: /同意并继续/ });
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('target')).toBe('_blank');
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('请稍后再试');
    expect(assign).not.toHaveBeenCalled();
    // A busy button takes no clicks; after the failure it is ready again.
    await waitFor(() => expect(screen.getByRole('button', { name: /同意并继续/ }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('button', { name: /同意并继续/ }).getAttribute('aria-busy')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /同意并继续/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/zh-cn/cn/faq/'));
    expect(bodies).toEqual([{ type: 'LOGIN' }, { type: 'LOGIN' }]);
  });

  it('says so when the state cannot be loaded', async () => {
    server.use(onPageCall(UC_CALLS.licenseState, () => HttpResponse.json({ success: false, code: 500, message: 'x' })));
    renderWithQueryClient(<LicenseAgreement returnTo="/zh-cn/" termsHref="/terms/" />);
    expect(await screen.findByText('协议状态加载失败，请刷新重试')).toBeTruthy();
  });

  it('words a failed agreement through the one failure text: network, or its own text for an empty message', async () => {
    state('NOT_AGREED');
    let calls = 0;
    server.use(
      onPageCall(UC_CALLS.licenseAgree, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ success: false, code: 600, message: '' });
      }),
    );
    renderWithQueryClient(<LicenseAgreement returnTo="/zh-cn/" termsHref="/terms/" />);
    fireEvent.click(await screen.findByRole('button', { name: /同意并继续/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('网络连接失败，请重试');
    await waitFor(() => expect(screen.getByRole('button', { name: /同意并继续/ }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /同意并继续/ }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(LICENSE_AGREE_FAILED_TEXT));
    expect(LICENSE_AGREE_FAILED_TEXT).toBe('操作失败，请稍后重试');
    expect(assign).not.toHaveBeenCalled();
  });
});

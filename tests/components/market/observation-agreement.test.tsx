// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { ObservationAgreement } from '@/components/market/observation-agreement';
import { configureHttp, NETWORK_FAILURE_TEXT } from '@/services/http';
import { startTestServer } from '../../services/http/test-server';

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

function renderAgreement() {
  render(<ObservationAgreement continueTo="/zh-cn/exchange/btc_usdt/" pairLabel="BTC/USDT" />);
  return {
    checkbox: () => screen.getByRole('checkbox', { name: /我已阅读并同意/ }),
    button: () => screen.getByRole('button', { name: /同意并继续/ }),
  };
}

describe('ObservationAgreement', () => {
  it('shows the risk terms and takes no click before the box is ticked', () => {
    const { checkbox, button } = renderAgreement();
    expect(screen.getByRole('heading', { name: '观察区风险提示' })).toBeTruthy();
    expect(screen.getByText('BTC/USDT')).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(2);
    expect((checkbox() as HTMLInputElement).checked).toBe(false);
    expect(button().hasAttribute('disabled')).toBe(true);
    fireEvent.click(checkbox());
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it('agrees to POTENTIALS and goes on to the exchange page', async () => {
    const bodies: unknown[] = [];
    server.use(
      onPageCall(UC_CALLS.licenseAgree, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, code: 200, message: '', data: { type: 'POTENTIALS', state: 'AGREED' } });
      }),
    );
    const { checkbox, button } = renderAgreement();
    fireEvent.click(checkbox());
    fireEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/zh-cn/exchange/btc_usdt/'));
    expect(bodies).toEqual([{ type: 'POTENTIALS' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server message and stays usable after a failure', async () => {
    let calls = 0;
    server.use(
      onPageCall(UC_CALLS.licenseAgree, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, code: 600, message: '请稍后再试', data: null })
          : HttpResponse.json({ success: true, code: 200, message: '', data: null });
      }),
    );
    const { checkbox, button } = renderAgreement();
    fireEvent.click(checkbox());
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('请稍后再试');
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));
    expect(button().getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/zh-cn/exchange/btc_usdt/'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['the server is unreachable', () => HttpResponse.error()],
    ['an answer without a message', () => HttpResponse.json({ success: false, code: 500, message: '' })],
    ['an HTML error page', () => new HttpResponse('<html>', { status: 502 })],
  ])('shows the network text when %s', async (_name, answer) => {
    server.use(onPageCall(UC_CALLS.licenseAgree, answer));
    const { checkbox, button } = renderAgreement();
    fireEvent.click(checkbox());
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_FAILURE_TEXT);
    expect(assign).not.toHaveBeenCalled();
  });
});

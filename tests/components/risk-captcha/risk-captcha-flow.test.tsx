// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isCaptchaCancelled, isRiskControlError } from '@/components/risk-captcha';
import { REQUEST_FAILED_MESSAGE } from '@/services/http';
import { RISK_SCENES, UC_CALLS } from '@/lib/contracts/uc';
import { onPageCall } from '../../support/msw-call';
import { HttpResponse } from 'msw';
import { imageHandler, type Outcome, riskHandler, server, setUpCaptchaTests, startFlow } from './harness';

const fingerprint = vi.hoisted(() => ({ value: 'fp-1' as string | null }));
vi.mock('@/services/captcha/fingerprint', () => ({ getDeviceFingerprint: async () => fingerprint.value }));

const options = { scene: RISK_SCENES.register, loginName: '13800000000', countryCode: '86' };

setUpCaptchaTests();
beforeEach(() => {
  fingerprint.value = 'fp-1';
});

async function settled(onSettled: ReturnType<typeof startFlow>): Promise<Outcome> {
  await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
  const outcome = onSettled.mock.calls[0]?.[0];
  if (!outcome) throw new Error('no outcome');
  return outcome;
}

describe('useRiskCaptcha().verify', () => {
  it('resolves null without a dialog when the risk is 0', async () => {
    const bodies = riskHandler({ risk: 0, items: [0] });
    const onSettled = startFlow(options);
    expect(await settled(onSettled)).toEqual({ kind: 'resolved', value: null });
    expect(bodies).toEqual([
      { scene: 1, login_name: '13800000000', country_code: '86', source: 'web', fingerprint: 'fp-1', version: 2 },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('skips the risk check and resolves null when there is no device fingerprint', async () => {
    fingerprint.value = null;
    const bodies = riskHandler({ risk: 1, items: [0] });
    const onSettled = startFlow(options);
    expect(await settled(onSettled)).toEqual({ kind: 'resolved', value: null });
    expect(bodies).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects with the server message when the risk call fails', async () => {
    server.use(
      onPageCall(UC_CALLS.riskControl, () =>
        HttpResponse.json({ success: false, code: 10040, message: '操作过于频繁，请稍后再试', data: null }),
      ),
    );
    const outcome = await settled(startFlow(options));
    expect(outcome.kind).toBe('rejected');
    const error = outcome.kind === 'rejected' ? outcome.error : null;
    expect(isRiskControlError(error)).toBe(true);
    expect(error).toMatchObject({ message: '操作过于频繁，请稍后再试', code: 10040 });
    expect(isCaptchaCancelled(error)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects when the risk answer is off the contract', async () => {
    riskHandler({ risk: 1, items: ['slider'] });
    const outcome = await settled(startFlow(options));
    expect(outcome.kind === 'rejected' && isRiskControlError(outcome.error)).toBe(true);
    expect(outcome).toMatchObject({ error: { message: REQUEST_FAILED_MESSAGE } });
  });

  it('rejects with a recognisable cancellation when the user closes the dialog', async () => {
    riskHandler({ risk: 1, items: [0] });
    imageHandler();
    const onSettled = startFlow(options);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.style.getPropertyValue('--dialog-width')).toBe('480px');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    const outcome = await settled(onSettled);
    expect(outcome.kind === 'rejected' && isCaptchaCancelled(outcome.error)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape but not on a click outside', async () => {
    riskHandler({ risk: 1, items: [0] });
    imageHandler();
    const onSettled = startFlow(options);
    const dialog = await screen.findByRole('dialog');
    // The overlay around the dialog.
    const wrap = dialog.parentElement;
    expect(wrap).not.toBeNull();
    expect(wrap).not.toBe(document.body);
    if (wrap) {
      fireEvent.mouseDown(wrap);
      fireEvent.mouseUp(wrap);
      fireEvent.click(wrap);
    }
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(onSettled).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    const outcome = await settled(onSettled);
    expect(outcome.kind === 'rejected' && isCaptchaCancelled(outcome.error)).toBe(true);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_TEXT, BackButton } from '@/components/shell/back-button';

const router = vi.hoisted(() => ({ back: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

describe('BackButton', () => {
  beforeEach(() => {
    router.back.mockReset();
    router.push.mockReset();
    window.history.pushState({}, '', '/zh-cn/finance/account/');
  });
  afterEach(() => {
    cleanup();
    setReferrer('');
  });

  it('goes one step back when the user came from a page of this site', () => {
    setReferrer(`${window.location.origin}/zh-cn/exchange/btc_usdt/`);
    render(<BackButton fallbackHref="/zh-cn/" />);
    fireEvent.click(screen.getByRole('button', { name: BACK_TEXT }));
    expect(router.back).toHaveBeenCalledOnce();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('goes to the fallback when the page was opened directly or from another site', () => {
    render(<BackButton fallbackHref="/zh-cn/" />);
    fireEvent.click(screen.getByRole('button', { name: BACK_TEXT }));
    setReferrer('https://elsewhere.example/page');
    fireEvent.click(screen.getByRole('button', { name: BACK_TEXT }));
    expect(router.push).toHaveBeenNthCalledWith(1, '/zh-cn/');
    expect(router.push).toHaveBeenNthCalledWith(2, '/zh-cn/');
    expect(router.back).not.toHaveBeenCalled();
  });
});

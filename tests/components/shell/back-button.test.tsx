// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_TEXT, BackButton } from '@/components/shell/back-button';
import { NavigationMemory } from '@/components/shell/navigation-memory';

const router = vi.hoisted(() => ({ back: vi.fn(), push: vi.fn() }));
const navigation = vi.hoisted(() => ({ pathname: '/zh-cn/finance/account/' }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => navigation.pathname }));

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

function page() {
  return (
    <>
      <NavigationMemory />
      <BackButton fallbackHref="/zh-cn/" />
    </>
  );
}

// The in-app history is the module's for the tab's life (NavigationMemory mounts once per app
// load): only the page-change case mounts it.
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

  it('goes one step back when the page was opened from a page of this site', () => {
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

  it('steps back after a page change inside the app, whatever the document’s referrer', () => {
    setReferrer('https://elsewhere.example/');
    const view = render(page());
    navigation.pathname = '/zh-cn/finance/account/spot/';
    view.rerender(page());
    fireEvent.click(screen.getByRole('button', { name: BACK_TEXT }));
    expect(router.back).toHaveBeenCalledOnce();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderNav } from '@/components/shell/header-nav';
import { headerMenu } from '@/lib/shell/menu';

const navigation = vi.hoisted(() => ({ pathname: '/zh-cn/cn/faq/', search: 'tab=1' }));

vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

describe('HeaderNav', () => {
  beforeEach(() => {
    navigation.pathname = '/zh-cn/cn/faq/';
    navigation.search = 'tab=1';
  });
  afterEach(() => cleanup());

  it('gives a visitor login and register links back to the current page', () => {
    render(<HeaderNav menu={headerMenu('zh-cn', false)} loggedIn={false} />);
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      '/zh-cn/login/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F%3Ftab%3D1',
    );
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe(
      '/zh-cn/register/?backUrl=%2Fzh-cn%2Fcn%2Ffaq%2F%3Ftab%3D1',
    );
    expect(screen.getByRole('link', { name: '资产' }).getAttribute('href')).toBe('/zh-cn/login/?backUrl=%2Fzh-cn%2Ffinance%2Faccount%2F');
  });

  it('opens and closes the About submenu, with Escape too', () => {
    render(<HeaderNav menu={headerMenu('zh-cn', false)} loggedIn={false} />);
    const about = screen.getByRole('button', { name: '关于资产托管' });
    const submenu = document.getElementById(about.getAttribute('aria-controls') ?? '');
    expect(submenu?.hidden).toBe(true);
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    expect(submenu?.hidden).toBe(false);
    for (const link of screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank')) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(about.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the About submenu through a press outside and closes it on the click, which the other control also receives', () => {
    render(<HeaderNav menu={headerMenu('zh-cn', true)} loggedIn />);
    const about = screen.getByRole('button', { name: '关于资产托管' });
    const account = screen.getByRole('button', { name: /账户菜单/ });
    fireEvent.click(about);
    // A press alone must not move the layout under the pointer before the release.
    fireEvent.mouseDown(account);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(account);
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(account.getAttribute('aria-expanded')).toBe('true');
    // A click inside the open account menu keeps it; one outside closes it.
    fireEvent.click(document.getElementById(account.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(document.body);
    expect(account.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles the phone menu', () => {
    render(<HeaderNav menu={headerMenu('zh-cn', false)} loggedIn={false} />);
    const toggle = screen.getByRole('button', { name: '展开菜单' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: '主菜单' }).className).toContain('is-open');
    expect(screen.getByRole('button', { name: '收起菜单' })).toBe(toggle);
  });

  it('shows the user menu instead of login and register for a logged-in user', () => {
    render(<HeaderNav menu={headerMenu('zh-cn', true)} loggedIn />);
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    expect(screen.getByRole('button', { name: /账户菜单/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '资产' }).getAttribute('href')).toBe('/zh-cn/finance/account/');
  });
});

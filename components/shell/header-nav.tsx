'use client';

// The interactive part of the header: the About submenu, the phone menu toggle and the
// account links, whose backUrl is the page the user is on.

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { HeaderMenu } from '@/lib/shell/menu';
import { loginRedirect, registerPath } from '@/lib/routing/navigation';
import { browserStorage } from '@/lib/storage/safe-storage';
import { pairOfExchangePath, readLastPair, writeLastPair } from '@/lib/trading/last-pair';
import { UserMenu } from './user-menu';
import { useDismiss } from './use-dismiss';

/** Another tab's exchange page may change the last pair. */
function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * 交易's target: the pair on screen while on an exchange page (remembered for later), else the
 * last one remembered. The server and the first render use the default pair, so hydration
 * matches; the stored pair follows right after.
 */
function useTradeHref(pathname: string, trade: HeaderMenu['trade']): { href: string; active: boolean } {
  const current = pairOfExchangePath(pathname, trade.exchangeBase);
  useEffect(() => {
    if (current) writeLastPair(browserStorage('local'), current);
  }, [current]);
  const pair = useSyncExternalStore(
    subscribeStorage,
    () => current ?? readLastPair(browserStorage('local')),
    () => null,
  );
  return { href: pair ? `${trade.exchangeBase}${pair}/` : trade.href, active: current !== null };
}

export function HeaderNav({ menu, loggedIn }: { menu: HeaderMenu; loggedIn: boolean }) {
  const pathname = usePathname() ?? '/';
  const query = useSearchParams()?.toString() ?? '';
  const search = query ? `?${query}` : '';
  const [menuOpen, setMenuOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const aboutRef = useRef<HTMLLIElement>(null);
  const navId = useId();
  const aboutId = useId();
  const trade = useTradeHref(pathname, menu.trade);

  const closePopup = useCallback(() => setAboutOpen(false), []);
  useDismiss(aboutOpen, aboutRef, closePopup);


  return (
    <>
      <button
        type="button"
        className="site-header__toggle"
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="visually-hidden">{menuOpen ? '收起菜单' : '展开菜单'}</span>
        <span aria-hidden="true" className="site-header__toggle-bars" />
      </button>
      <nav id={navId} className={`site-header__nav${menuOpen ? ' is-open' : ''}`} aria-label="主菜单">
        <ul className="site-header__menu">
          <li>
            <Link href={menu.home.href} className={pathname === menu.home.href ? 'is-active' : undefined}>
              {menu.home.label}
            </Link>
          </li>
          <li>
            <Link href={trade.href} prefetch={false} className={trade.active ? 'is-active' : undefined} data-testid="header-trade">
              {menu.trade.label}
            </Link>
          </li>
          <li>
            <Link href={menu.markets.href} prefetch={false}>
              {menu.markets.label}
            </Link>
          </li>
          <li>
            <Link href={menu.assets.href} prefetch={false}>
              {menu.assets.label}
            </Link>
          </li>
          <li className="site-header__about" ref={aboutRef}>
            <button
              type="button"
              aria-expanded={aboutOpen}
              aria-controls={aboutId}
              onClick={() => setAboutOpen((open) => !open)}
            >
              {menu.about.label}
              <span aria-hidden="true" className="site-header__caret" />
            </button>
            <ul id={aboutId} className="site-header__submenu" hidden={!aboutOpen}>
              {menu.about.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        </ul>
        <div className="site-header__account">
          {loggedIn ? (
            <UserMenu links={menu.user} />
          ) : (
            <>
              <a className="button button--ghost" href={loginRedirect(pathname, search)}>
                登录
              </a>
              <a className="button button--primary" href={registerPath(`${pathname}${search}`)}>
                注册
              </a>
            </>
          )}
        </div>
      </nav>
    </>
  );
}

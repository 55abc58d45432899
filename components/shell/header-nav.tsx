'use client';

// The interactive part of the header: the About submenu, the phone menu toggle and the
// account links, whose backUrl is the page the user is on.

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useId, useRef, useState } from 'react';
import type { HeaderMenu } from '@/lib/shell/menu';
import { loginRedirect, registerPath } from '@/lib/routing/navigation';
import { UserMenu } from './user-menu';
import { useDismiss } from './use-dismiss';

export function HeaderNav({ menu, loggedIn }: { menu: HeaderMenu; loggedIn: boolean }) {
  const pathname = usePathname() ?? '/';
  const query = useSearchParams()?.toString() ?? '';
  const search = query ? `?${query}` : '';
  const [menuOpen, setMenuOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const aboutRef = useRef<HTMLLIElement>(null);
  const navId = useId();
  const aboutId = useId();

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

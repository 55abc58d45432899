import Link from 'next/link';
import { BRAND } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';
import { headerMenu } from '@/lib/shell/menu';
import { hasSessionCookie } from '@/services/session/server-session';
import { HeaderNav } from './header-nav';

export async function SiteHeader({ lang }: { lang: Language }) {
  // Display only: the links a visitor sees. Access is decided by the gates, not here.
  const loggedIn = await hasSessionCookie();
  const menu = headerMenu(lang, loggedIn);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href={menu.home.href} className="site-header__brand">
          {BRAND}
        </Link>
        <HeaderNav menu={menu} loggedIn={loggedIn} />
      </div>
    </header>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import { AntdProvider } from '@/components/antd-provider';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { SubAccountNavLink } from '@/components/sub-account/nav-link';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import type { Language } from '@/lib/routing/segments';

const USER_CENTER_LINKS = ['user-center', 'user-center/security', 'user-center/safety-record', 'user-center/bind-ga'];

/** The user-center layout: header, the account menu beside the content, footer. Hosts antd. */
export function UserCenterLayout({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <div className="layout layout--user-center" data-layout="user-center">
      <SiteHeader lang={lang} />
      <div className="layout__columns">
        <nav className="layout__aside" aria-label="个人中心">
          <ul>
            {USER_CENTER_LINKS.map((id) => {
              const route = getRoute(id);
              return (
                <li key={id}>
                  <Link href={buildPath(route, { lang })}>{route.title}</Link>
                </li>
              );
            })}
            {/* Parents only: it needs the signed-in user, which the browser knows. */}
            <SubAccountNavLink href={buildPath(getRoute('user-center/sub-account'), { lang })} title={getRoute('user-center/sub-account').title} />
          </ul>
        </nav>
        <main className="layout__main">
          <AntdProvider>{children}</AntdProvider>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}

// The named layouts of shell-and-account.md section 2. Every layout marks itself with
// data-layout so tests and tools can tell which one a route rendered.

import Link from 'next/link';
import type { ReactNode } from 'react';
import { AntdProvider } from '@/components/antd-provider';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { BRAND, buildPath, getRoute, type LayoutName } from '@/lib/routing/manifest';
import { homePath } from '@/lib/routing/navigation';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@/lib/routing/segments';

export interface GroupLayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export async function layoutLanguage(params: GroupLayoutProps['params']): Promise<Language> {
  const { lang } = await params;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

const USER_CENTER_LINKS = ['user-center', 'user-center/security', 'user-center/safety-record', 'user-center/bind-ga'];

export function PageLayout({ layout, lang, children }: { layout: LayoutName; lang: Language; children: ReactNode }) {
  switch (layout) {
    case 'default':
    case 'fiat':
      return (
        <div className={`layout layout--${layout}`} data-layout={layout}>
          <SiteHeader lang={lang} />
          <main className="layout__main">{children}</main>
          <SiteFooter />
        </div>
      );
    case 'user-center':
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
              </ul>
            </nav>
            <main className="layout__main">
              <AntdProvider>{children}</AntdProvider>
            </main>
          </div>
          <SiteFooter />
        </div>
      );
    case 'login':
      return (
        <div className="layout layout--login" data-layout="login">
          <header className="login-header">
            <Link href={homePath(lang)} className="site-header__brand">
              {BRAND}
            </Link>
          </header>
          <main className="layout__main login-main">
            <div className="login-card">
              <AntdProvider>{children}</AntdProvider>
            </div>
          </main>
          <SiteFooter />
        </div>
      );
    case 'finance':
    case 'nothing':
      return (
        <main className={`layout layout--${layout} layout__main`} data-layout={layout}>
          {children}
        </main>
      );
    case 'loading':
      return (
        <main className="layout layout--loading layout__main" data-layout="loading">
          <div className="loading-indicator" role="status">
            <span className="loading-indicator__spinner" aria-hidden="true" />
            加载中…
          </div>
          {children}
        </main>
      );
  }
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/shell/site-footer';
import { BRAND } from '@/lib/routing/manifest';
import { homePath } from '@/lib/routing/navigation';
import type { Language } from '@/lib/routing/segments';

/**
 * The login layout: the brand, one card for the form, the footer. Its forms use the light
 * controls of components/form, so the front door loads no antd until a captcha dialog opens.
 */
export function LoginLayout({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <div className="layout layout--login" data-layout="login">
      <header className="login-header">
        <Link href={homePath(lang)} className="site-header__brand">
          {BRAND}
        </Link>
      </header>
      <main className="layout__main login-main">
        <div className="login-card">
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

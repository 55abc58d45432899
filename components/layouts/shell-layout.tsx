import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import type { Language } from '@/lib/routing/segments';

/** The default and fiat layouts: header, content, footer. */
export function ShellLayout({ layout, lang, children }: { layout: 'default' | 'fiat'; lang: Language; children: ReactNode }) {
  return (
    <div className={`layout layout--${layout}`} data-layout={layout}>
      <SiteHeader lang={lang} />
      <main className="layout__main">{children}</main>
      <SiteFooter />
    </div>
  );
}

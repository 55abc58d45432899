// The links row of a page without the site header (the 'nothing' layout): the way back home and
// to the pages of the same area, the current one marked. Hrefs come from the route manifest.

import Link from 'next/link';
import { pathOf } from '@/components/custody/links';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/routing/segments';
import styles from './crm.module.css';

export const HOME_LINK_TEXT = '返回首页';

export interface PageLink {
  routeId: string;
  text: string;
}

export function PageNav({ lang, links, current, label }: { lang: Language; links: readonly PageLink[]; current?: string; label: string }) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <Link href={pathOf('', lang)}>{HOME_LINK_TEXT}</Link>
      {links.map((link) => (
        <Link key={link.routeId} href={pathOf(link.routeId, lang)} aria-current={link.routeId === current ? 'page' : undefined}>
          {link.text}
        </Link>
      ))}
    </nav>
  );
}

/** The page's language segment (already validated by the layout), as a Language. */
export async function pageLanguage(params: Promise<Record<string, string | string[] | undefined>>): Promise<Language> {
  const { lang } = await params;
  return typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

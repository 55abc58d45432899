import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isLanguage } from '@/lib/routing/segments';
import { LanguageKeeper } from '@/components/shell/language-keeper';
import { NavigationMemory } from '@/components/shell/navigation-memory';
import { QueryProvider } from '@/queries/provider';

// `[lang]` also matches stray paths such as /favicon.ico: only a supported language renders.
export default async function LanguageLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLanguage(lang)) notFound();
  return (
    <QueryProvider>
      <LanguageKeeper lang={lang} />
      <NavigationMemory />
      {children}
    </QueryProvider>
  );
}

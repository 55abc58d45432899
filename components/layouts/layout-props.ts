import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/routing/segments';

// Each named layout lives in a module of its own: a module that imports a client component
// (antd's provider) makes every layout importing that module ship its script and styles.

export interface GroupLayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export async function layoutLanguage(params: GroupLayoutProps['params']): Promise<Language> {
  const { lang } = await params;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@/lib/routing/navigation';
import type { Language } from '@/lib/routing/segments';
import { browserStorage, writeStored } from '@/lib/storage/safe-storage';

/** Saves the language of the page in local storage and in a cookie the server reads. */
export function LanguageKeeper({ lang }: { lang: Language }) {
  useEffect(() => {
    // Storage may be unavailable; the cookie still carries the choice.
    writeStored(browserStorage('local'), LANGUAGE_STORAGE_KEY, lang);
    if (Cookies.get(LANGUAGE_COOKIE) !== lang) {
      Cookies.set(LANGUAGE_COOKIE, lang, { path: '/', expires: 365, sameSite: 'lax' });
    }
  }, [lang]);
  return null;
}

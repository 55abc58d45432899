'use client';

// 返回: one step back in the tab's history when that step stays on this site (a page of the app
// was shown before, or the page was opened from one), or to `fallbackHref` when the page was
// opened directly (a new tab, a bookmark) or from another site.

import { useRouter } from 'next/navigation';
import { hasInAppHistory } from './navigation-memory';

export const BACK_TEXT = '返回';

export function BackButton({ fallbackHref, className }: { fallbackHref: string; className?: string }) {
  const router = useRouter();
  const goBack = () => {
    const cameFromHere = hasInAppHistory() || (document.referrer !== '' && new URL(document.referrer).origin === window.location.origin);
    if (cameFromHere && window.history.length > 1) router.back();
    else router.push(fallbackHref);
  };
  return (
    <button type="button" className={className} onClick={goBack}>
      {BACK_TEXT}
    </button>
  );
}

'use client';

// 返回: one step back in the tab's history, or to `fallbackHref` when the page was opened
// directly (a new tab, a bookmark) and there is nowhere to go back to on this site.

import { useRouter } from 'next/navigation';

export const BACK_TEXT = '返回';

export function BackButton({ fallbackHref, className }: { fallbackHref: string; className?: string }) {
  const router = useRouter();
  const goBack = () => {
    const cameFromHere = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
    if (cameFromHere && window.history.length > 1) router.back();
    else router.push(fallbackHref);
  };
  return (
    <button type="button" className={className} onClick={goBack}>
      {BACK_TEXT}
    </button>
  );
}

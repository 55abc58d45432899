'use client';

// Counts the pages this tab has shown since the app loaded (client navigations included), so
// that 返回 knows whether a step back stays on this site. A document's referrer cannot tell:
// it stays what it was when the first page loaded.

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

let pagesShown = 0;

/** True once the user has moved from one page of the app to another in this tab. */
export function hasInAppHistory(): boolean {
  return pagesShown > 1;
}

export function NavigationMemory() {
  const pathname = usePathname();
  useEffect(() => {
    pagesShown += 1;
  }, [pathname]);
  return null;
}

import type { ReactNode } from 'react';

/**
 * The loading layout: one narrow card for pages that mostly hand over elsewhere (the
 * third-party callback). The page shows its own busy state, so it can end in a message.
 */
export function LoadingLayout({ children }: { children: ReactNode }) {
  return (
    <main className="layout layout--loading layout__main" data-layout="loading">
      <div className="loading-card">{children}</div>
    </main>
  );
}

import type { ReactNode } from 'react';

/** The loading layout: a busy indicator above the content (for pages that hand over elsewhere). */
export function LoadingLayout({ children }: { children: ReactNode }) {
  return (
    <main className="layout layout--loading layout__main" data-layout="loading">
      <div className="loading-indicator" role="status">
        <span className="loading-indicator__spinner" aria-hidden="true" />
        加载中…
      </div>
      {children}
    </main>
  );
}

import type { ReactNode } from 'react';

/** The nothing layout: the content alone. */
export function BareLayout({ layout, children }: { layout: 'nothing'; children: ReactNode }) {
  return (
    <main className={`layout layout--${layout} layout__main`} data-layout={layout}>
      {children}
    </main>
  );
}

import type { ReactNode } from 'react';

/** The finance and nothing layouts: the content alone. */
export function BareLayout({ layout, children }: { layout: 'finance' | 'nothing'; children: ReactNode }) {
  return (
    <main className={`layout layout--${layout} layout__main`} data-layout={layout}>
      {children}
    </main>
  );
}

import type { Metadata } from 'next';
import { documentTitle, getRoute, NOT_FOUND_TEXT } from '@/lib/routing/manifest';
import { homePath } from '@/lib/routing/navigation';

export const metadata: Metadata = { title: documentTitle(getRoute('404')) };

export default function NotFound() {
  return (
    <main className="not-found" data-layout="nothing">
      <h1 className="not-found__code">404</h1>
      <p className="not-found__text">{NOT_FOUND_TEXT}</p>
      <p className="not-found__hint">页面不存在</p>
      <a className="button button--primary" href={homePath()}>
        返回首页
      </a>
    </main>
  );
}

import { BRAND } from '@/lib/routing/manifest';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© 2026 {BRAND} 版权所有</p>
    </footer>
  );
}

import { BRAND } from '@/lib/routing/manifest';

/** The copyright line (shell-and-account.md section 1), dated by the year it is shown in. */
export function SiteFooter({ now = new Date() }: { now?: Date }) {
  return (
    <footer className="site-footer">
      <p>© {now.getFullYear()} {BRAND} 版权所有</p>
    </footer>
  );
}

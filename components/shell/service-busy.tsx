// 服务繁忙: what a gated page shows when the login check failed rather than said "not logged in"
// (the account service slow, down or erring). The session is kept — no cookie is cleared, no
// redirect — and the page offers a retry (the same address, loaded again) and the way home.
// Plain links, so it works before (and without) the page's scripts.

import { homePath } from '@/lib/routing/navigation';
import styles from './service-busy.module.css';

export const SERVICE_BUSY_TEXT = {
  title: '服务繁忙',
  detail: '暂时无法确认您的登录状态，请稍后重试。您的登录不受影响。',
  retry: '重试',
  home: '返回首页',
} as const;

export function ServiceBusy({ retryHref }: { retryHref: string }) {
  return (
    <div className={styles.busy} role="alert" data-testid="service-busy">
      <h2 className={styles.title}>{SERVICE_BUSY_TEXT.title}</h2>
      <p className={styles.text}>{SERVICE_BUSY_TEXT.detail}</p>
      <div className={styles.actions}>
        <a className="button button--primary" href={retryHref}>
          {SERVICE_BUSY_TEXT.retry}
        </a>
        <a className="button button--ghost" href={homePath()}>
          {SERVICE_BUSY_TEXT.home}
        </a>
      </div>
    </div>
  );
}

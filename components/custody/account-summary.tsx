'use client';

// 我的账户 (/account/): who the user is — name, UID, the KYC level (a link to 身份认证), the
// VIP level, the security link — then the custody total and the ways into the custody pages.

import Link from 'next/link';
import { LoadingMessage } from '@/components/form';
import { fullName, isSubAccount, kycLevel } from '@/lib/session/user';
import type { Language } from '@/lib/routing/segments';
import { useVipConfig, useVipInfo } from '@/queries/finance';
import { currentVipLevel, vipLevelLabel } from '@/lib/custody/display';
import { pathOf } from './links';
import { CustodyTotalCard } from './total-card';
import { useCustodyUser } from './use-custody';
import styles from './custody.module.css';
import { UserText } from '@/components/user-text/user-text';

export const NO_KYC_TEXT = '未认证';

function VipLevelText() {
  const { ready } = useCustodyUser();
  const info = useVipInfo(ready);
  const config = useVipConfig(ready);
  if (info.data === undefined) {
    return info.error && !info.isFetching ? (
      <span role="alert">
        加载失败{' '}
        <button type="button" className={styles.inlineButton} onClick={() => void info.refetch()}>
          重试
        </button>
      </span>
    ) : (
      <span className={styles.muted}>加载中</span>
    );
  }
  return <span data-testid="account-vip">{vipLevelLabel(info.data.level, currentVipLevel(info.data.level, config.data ?? [])?.name)}</span>;
}

const CUSTODY_ENTRIES = [
  { routeId: 'cn/assets', title: '我的资产' },
  { routeId: 'cn/finance', title: '财务中心' },
  { routeId: 'cn/finance/account', title: '资产账户' },
  { routeId: 'cn/finance/record', title: '财务记录' },
] as const;

export function AccountSummary({ lang }: { lang: Language }) {
  const { user } = useCustodyUser();
  if (user === null) return <LoadingMessage />;
  const level = kycLevel(user.kyc_level);
  const shownName = fullName(user) || user.account_name || '';
  return (
    <div className={styles.page} data-testid="account-summary">
      <section className={styles.card} aria-labelledby="account-summary-title">
        <div className={styles.cardHead}>
          <h2 id="account-summary-title" className={styles.cardTitle} data-testid="account-name">
            {shownName ? <UserText text={shownName} /> : `UID ${user.uid}`}
          </h2>
          {isSubAccount(user) ? <span className="tag">子账户</span> : null}
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>UID</dt>
            <dd data-testid="account-uid">{user.uid}</dd>
          </div>
          <div>
            <dt>身份认证</dt>
            <dd>
              <Link href={pathOf('cn/kyc', lang)} data-testid="account-kyc">
                {level ?? NO_KYC_TEXT}
              </Link>
            </dd>
          </div>
          <div>
            <dt>VIP 等级</dt>
            <dd>
              <VipLevelText />
            </dd>
          </div>
          <div>
            <dt>账户安全</dt>
            <dd>
              <Link href={pathOf('user-center/security', lang)}>安全设置</Link>
            </dd>
          </div>
        </dl>
      </section>
      <CustodyTotalCard lang={lang} />
      <nav className={styles.card} aria-label="托管资产">
        <ul className={styles.links}>
          {CUSTODY_ENTRIES.map((entry) => (
            <li key={entry.routeId}>
              <Link href={pathOf(entry.routeId, lang)} className={styles.linkButton}>
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

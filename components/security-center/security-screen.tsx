'use client';

// 账户安全 (user-center/security): the account's security settings read once (security/get) and
// shown as parts, each in its own file: the withdrawal hold after a change, the factor rows
// (password, GA, phone, email), the anti-phishing code, the security strategy and the security
// timeline. A part's action invalidates securityCenterKeys.all, so every part reads fresh.

import type { Language } from '@/lib/routing/segments';
import { QueryState } from '@/components/query-state/query-state';
import { useSecurityInfo } from '@/queries/security-center';
import { AntiPhishingRow } from './anti-phishing-row';
import { FactorRows } from './factor-rows';
import { SecurityRows } from './security-row';
import { SecurityTimeline } from './security-timeline';
import { StrategySection } from './strategy-section';
import { WithdrawHoldNotice } from './withdraw-hold';
import styles from './security-center.module.css';

export const SECURITY_SETTINGS_TITLE = '安全设置';

export function SecurityScreen({ lang }: { lang: Language }) {
  const info = useSecurityInfo();
  return (
    <div className={styles.screen} data-testid="security-screen">
      <QueryState query={info}>
        {(data) => (
          <>
            <WithdrawHoldNotice info={data} />
            <SecurityRows title={SECURITY_SETTINGS_TITLE}>
              <FactorRows info={data} lang={lang} />
              <AntiPhishingRow info={data} />
            </SecurityRows>
            <StrategySection info={data} />
            <SecurityTimeline info={data} />
          </>
        )}
      </QueryState>
    </div>
  );
}

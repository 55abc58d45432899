'use client';

// The withdrawal hold after a security change (lib/security-center/hold): why withdrawals are
// paused and a countdown ticking each second, on 账户安全 and (WithdrawHoldBanner) on the withdraw
// page. The reason is the change that started the hold, from the security timeline.

import { useEffect, useState } from 'react';
import type { SecurityInfo } from '@/lib/contracts/uc';
import { formatTime } from '@/lib/format';
import { holdCountdown } from '@/lib/security-center/hold';
import { SECURITY_EVENT_TEXT } from '@/lib/security-center/timeline';
import { useSecurityInfo } from '@/queries/security-center';
import { useSecurityTimeline } from '@/queries/security-records';
import styles from './security-records.module.css';

export const HOLD_TEXT = {
  title: '提币暂停中',
  reason: (change: string) => `因${change}，为保护您的资产，24 小时内暂停提币。`,
  genericReason: '因安全设置变更，为保护您的资产，24 小时内暂停提币。',
  until: (time: string) => `提币暂停至 ${time}`,
  left: '剩余时间',
} as const;

/** The current time, ticking each second while `active`. */
function useTickingNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function WithdrawHoldNotice({ info }: { info: SecurityInfo }) {
  const until = info.withdraw_hold_until;
  const now = useTickingNow(until !== null);
  const timeline = useSecurityTimeline(until !== null);
  if (until === null || until <= now) return null;
  const cause = timeline.data?.find((event) => event.hold_until === until);
  return (
    <section className={styles.holdBanner} role="status" aria-label={HOLD_TEXT.title} data-testid="withdraw-hold">
      <p>
        <strong>{HOLD_TEXT.title}</strong>
      </p>
      <p>{cause ? HOLD_TEXT.reason(SECURITY_EVENT_TEXT[cause.type]) : HOLD_TEXT.genericReason}</p>
      <p>
        {HOLD_TEXT.left} <span className={styles.countdown} data-testid="withdraw-hold-countdown">{holdCountdown(until, now)}</span>
      </p>
      <p>{HOLD_TEXT.until(formatTime(until))}</p>
    </section>
  );
}

/** The hold on the withdraw page: reads the security summary itself; nothing while there is no hold. */
export function WithdrawHoldBanner() {
  const info = useSecurityInfo();
  return info.data ? <WithdrawHoldNotice info={info.data} /> : null;
}

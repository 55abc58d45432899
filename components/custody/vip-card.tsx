'use client';

// The user's VIP standing (custody vip/info with the vip/config table): level and name, score,
// holdings, volume, expiry, and the next level with the score still needed (or the top level).

import { useMemo } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { Decimal, formatNumber, toDecimal } from '@/lib/decimal';
import { formatDate } from '@/lib/format';
import { useVipConfig, useVipInfo } from '@/queries/finance';
import { currentVipLevel, nextVipLevel, vipLevelLabel } from '@/lib/custody/display';
import { useCustodyUser } from './use-custody';
import styles from './custody.module.css';

export const TOP_LEVEL_TEXT = '已是最高等级';

function amount(value: string): string {
  return formatNumber(value, 2, { thousands: true, maxLength: Infinity, padZeros: false });
}

/** The share of the way from the user's level to the next, 0–100. */
function progressPercent(score: string, from: string, to: string): number {
  const have = toDecimal(score);
  const start = toDecimal(from) ?? new Decimal(0);
  const end = toDecimal(to);
  if (have === null || end === null || end.lte(start)) return 100;
  const share = have.minus(start).dividedBy(end.minus(start)).times(100);
  return Decimal.min(Decimal.max(share, 0), 100).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
}

export function VipCard() {
  const { ready } = useCustodyUser();
  const info = useVipInfo(ready);
  const config = useVipConfig(ready);
  // 重试 of the card asks again for the level table too when that failed with it.
  const view = useMemo(
    () => ({
      ...info,
      refetch: () => {
        if (config.error) void config.refetch();
        return info.refetch();
      },
    }),
    [info, config],
  );
  return (
    <section className={styles.card} aria-labelledby="vip-card-title" data-testid="vip-card">
      <div className={styles.cardHead}>
        <h2 id="vip-card-title" className={styles.cardTitle}>
          VIP 等级
        </h2>
      </div>
      <QueryState query={view}>
        {(vip) => {
          const levels = config.data ?? [];
          const current = currentVipLevel(vip.level, levels);
          const next = config.data ? nextVipLevel(vip, levels) : null;
          return (
            <>
              <p className={styles.figure} data-testid="vip-level">
                {vipLevelLabel(vip.level, current?.name)}
              </p>
              <dl className={styles.stats}>
                <div>
                  <dt>积分</dt>
                  <dd data-testid="vip-score">{amount(vip.score)}</dd>
                </div>
                <div>
                  <dt>持仓</dt>
                  <dd>{amount(vip.holdings)}</dd>
                </div>
                <div>
                  <dt>30日交易量</dt>
                  <dd>{amount(vip.volume)}</dd>
                </div>
                {vip.expireTime !== null ? (
                  <div>
                    <dt>有效期至</dt>
                    <dd>{formatDate(vip.expireTime)}</dd>
                  </div>
                ) : null}
              </dl>
              {config.data === undefined ? (
                config.error && !config.isFetching ? (
                  <p className={styles.sub} role="alert">
                    等级信息加载失败{' '}
                    <button type="button" className={styles.inlineButton} onClick={() => void config.refetch()}>
                      重试
                    </button>
                  </p>
                ) : null
              ) : next ? (
                <div data-testid="vip-next">
                  <p className={styles.sub}>
                    距 {vipLevelLabel(next.level.level, next.level.name)} 还需 <strong>{amount(next.scoreNeeded)}</strong> 积分
                  </p>
                  <div className={styles.progress} role="progressbar" aria-label="升级进度" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progressPercent(vip.score, current?.score ?? '0', next.level.score)}>
                    <span style={{ width: `${progressPercent(vip.score, current?.score ?? '0', next.level.score)}%` }} />
                  </div>
                </div>
              ) : (
                <p className={styles.sub} data-testid="vip-next">
                  {TOP_LEVEL_TEXT}
                </p>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

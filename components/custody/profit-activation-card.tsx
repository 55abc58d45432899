'use client';

// The asset-profit statistics (custody asset/profit/user-info): not yet activated, a button
// activates them; once activated, 已开通 with the date. A refused activation says the
// server's message and leaves the button to try again.

import { Button, ErrorMessage } from '@/components/form';
import { QueryState } from '@/components/query-state/query-state';
import { formatDate } from '@/lib/format';
import { queryErrorText } from '@/queries/failure';
import { useActivateProfit, useProfitUserInfo } from '@/queries/finance';
import { useCustodyUser } from './use-custody';
import styles from './custody.module.css';

export const ACTIVATE_TEXT = '开通收益统计';
export const ACTIVATED_TEXT = '已开通';
export const ACTIVATION_HINT = '开通后每日统计账户收益，可查看收益走势与资产分析。';

export function ProfitActivationCard() {
  const { ready } = useCustodyUser();
  const query = useProfitUserInfo(ready);
  const activate = useActivateProfit();
  return (
    <section className={styles.card} aria-labelledby="profit-activation-title" data-testid="profit-activation">
      <div className={styles.cardHead}>
        <h2 id="profit-activation-title" className={styles.cardTitle}>
          收益统计
        </h2>
      </div>
      <QueryState query={query}>
        {(info) =>
          info.activated ? (
            <p data-testid="profit-activated">
              <strong>{ACTIVATED_TEXT}</strong>
              {info.activatedAt !== null ? <span className={styles.muted}> 开通时间 {formatDate(info.activatedAt)}</span> : null}
            </p>
          ) : (
            <>
              <p className={styles.muted}>{ACTIVATION_HINT}</p>
              <Button variant="primary" loading={activate.isPending} onClick={() => activate.mutate()} data-testid="profit-activate">
                {ACTIVATE_TEXT}
              </Button>
              {activate.error ? <ErrorMessage text={queryErrorText(activate.error)} /> : null}
            </>
          )
        }
      </QueryState>
    </section>
  );
}

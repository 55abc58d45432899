'use client';

// 充币 (/finance/deposit/): the currencies a user may deposit (section 5: no fiat asset, no
// `try`, nothing invisible; heaviest first) with the search box and the recent choices, each
// leading to its deposit page. Loading and a failed load (the server's message, 重试) as every
// screen shows them.

import { QueryState } from '@/components/query-state/query-state';
import { useCustodyUser } from '@/components/custody/use-custody';
import type { Language } from '@/lib/routing/segments';
import { useDepositList } from './currencies';
import { CurrencyPicker } from './currency-picker';
import custody from '@/components/custody/custody.module.css';
import styles from './deposit.module.css';

export const LIST_TITLE = '选择充币币种';
export const NO_DEPOSIT_CURRENCY_TEXT = '暂无可充币的币种';

export function DepositCurrencyListScreen({ lang }: { lang: Language }) {
  const { ready } = useCustodyUser();
  const { query, list } = useDepositList(ready);
  return (
    <div className={styles.page} data-testid="deposit-currency-screen">
      <section className={custody.card} aria-labelledby="deposit-list-title">
        <h2 id="deposit-list-title" className={custody.cardTitle}>
          {LIST_TITLE}
        </h2>
        <QueryState query={{ ...query, data: list }} isEmpty={(data) => data.length === 0} emptyText={NO_DEPOSIT_CURRENCY_TEXT}>
          {(data) => <CurrencyPicker list={data} lang={lang} />}
        </QueryState>
      </section>
    </div>
  );
}

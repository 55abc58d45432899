'use client';

// 独立币种兑换 (to a coin: BTC, ETH or HT) and 独立币种兑换 USDT: a currency no listed symbol
// trades converts at the platform's quote, within its limits per conversion. The amount field
// normalises full-width digits; an amount outside the limits or above the balance is said under
// the field and never quoted. 兑换 asks for a quote and opens the confirm step.

import Link from 'next/link';
import { useCallback, useMemo, useState } from 'react';
import { useCustodyUser } from '@/components/custody/use-custody';
import { AmountInput } from '@/components/form/amount-input';
import { Button } from '@/components/form/button';
import { Segmented } from '@/components/form/segmented';
import { Select } from '@/components/form/select';
import { STAND_ALONE_TARGETS, type StandAloneMode } from '@/lib/convert/modes';
import { checkStandAloneAmount, standAloneMax, standAloneOptions } from '@/lib/convert/stand-alone';
import { formatNumber } from '@/lib/decimal';
import type { Language } from '@/lib/routing/segments';
import { useStandAloneCurrencies } from '@/queries/convert';
import { queryErrorText } from '@/queries/failure';
import { useMarketSymbols } from '@/queries/market';
import { useSpotBalance } from '@/queries/wallet';
import { ConvertConfirmDialog } from './confirm-dialog';
import { convertHistoryPath } from './paths';
import { CONVERT_TEXTS } from './texts';
import { useQuoteFlow } from './use-quote-flow';
import styles from './convert.module.css';

const NO_SYMBOLS: readonly never[] = [];

export function StandAloneScreen({ mode, lang }: { mode: StandAloneMode; lang: Language }) {
  const targets = STAND_ALONE_TARGETS[mode];
  const { ready } = useCustodyUser();
  const limits = useStandAloneCurrencies(ready);
  const spot = useSpotBalance(ready);
  const symbols = useMarketSymbols().data ?? NO_SYMBOLS;
  const options = useMemo(() => standAloneOptions(limits.data ?? [], spot.data?.rows ?? [], symbols), [limits.data, spot.data, symbols]);
  const [currency, setCurrency] = useState('');
  const [target, setTarget] = useState<string>(targets[0] ?? 'usdt');
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const onConverted = useCallback(() => {
    setTyped('');
    setTouched(false);
  }, []);
  const flow = useQuoteFlow(mode, onConverted);

  const option = options.find((entry) => entry.currency === currency) ?? options[0] ?? null;
  const check = option ? checkStandAloneAmount(typed, option) : null;
  const unit = option?.currency.toUpperCase() ?? '';

  const submit = () => {
    setTouched(true);
    if (flow.open || !option || !check?.ok) return;
    flow.start({ target, sources: [{ currency: option.currency, amount: check.amount }] });
  };

  if (limits.isError) return <p className={styles.error} role="alert">{queryErrorText(limits.error)}</p>;
  if (!ready || limits.isPending || spot.isPending) return <p className={styles.note}>加载中</p>;
  return (
    <div className={styles.screen} data-testid="stand-alone-screen" data-mode={mode}>
      <p className={styles.note}>{CONVERT_TEXTS.standAloneNote}</p>
      <div className={styles.links}>
        <Link className={styles.link} href={convertHistoryPath(mode, lang)} data-testid="convert-history-link">
          {CONVERT_TEXTS.history}
        </Link>
      </div>
      {option === null ? (
        <p className={styles.note} data-testid="stand-alone-empty">
          {CONVERT_TEXTS.standAloneEmpty}
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label>
            {CONVERT_TEXTS.standAloneCurrency}
            <Select
              value={option.currency}
              onChange={(event) => setCurrency(event.target.value)}
              options={options.map((entry) => ({ label: entry.currency.toUpperCase(), value: entry.currency }))}
              data-testid="stand-alone-currency"
            />
          </label>
          {targets.length > 1 && (
            <Segmented label={CONVERT_TEXTS.standAloneTarget} options={targets.map((value) => ({ label: value.toUpperCase(), value }))} value={target} onChange={setTarget} />
          )}
          <AmountInput
            id="stand-alone-amount"
            label={CONVERT_TEXTS.standAloneAmount}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setTouched(true);
            }}
            unit={unit}
            max={standAloneMax(option)}
            error={touched && check && !check.ok ? check.message : null}
            errorTestId="stand-alone-amount-error"
          />
          <p className={styles.note} data-testid="stand-alone-limits">
            {CONVERT_TEXTS.available} {formatNumber(option.available, 8, { padZeros: false })} {unit} · {CONVERT_TEXTS.limits(option.minAmount, option.maxAmount, unit)} ·{' '}
            {CONVERT_TEXTS.target(target)}
          </p>
          <Button type="submit" variant="primary" disabled={flow.open} data-testid="convert-submit">
            {CONVERT_TEXTS.convert}
          </Button>
        </form>
      )}
      <ConvertConfirmDialog flow={flow} target={target} />
    </div>
  );
}


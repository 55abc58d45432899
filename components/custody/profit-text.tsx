// A profit-loss figure coloured by its sign (green up, red down), with the tone in data-tone
// for tests and styles.

import { RATE_DECIMALS, ratioPercentText, signedAmountText, toneOf } from '@/lib/custody/display';
import styles from './custody.module.css';

export function ProfitAmount({ value, unit = 'USDT', testId }: { value: string | null; unit?: string; testId?: string }) {
  const tone = toneOf(value);
  return (
    <span className={styles[tone]} data-tone={tone} data-testid={testId}>
      {signedAmountText(value)}
      {unit ? ` ${unit}` : ''}
    </span>
  );
}

export function ProfitRate({ ratio, testId }: { ratio: string | null; testId?: string }) {
  // The tone follows the shown percentage (2 decimals of a percent: 4 of the ratio).
  const tone = toneOf(ratio, RATE_DECIMALS + 2);
  return (
    <span className={styles[tone]} data-tone={tone} data-testid={testId}>
      {ratioPercentText(ratio)}
    </span>
  );
}

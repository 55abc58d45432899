'use client';

// The observation-area terms (exchange-wallet-fiat.md sections 2 and 6): a logged-in user reads
// the risk warning for potentials pairs, ticks 我已阅读并同意 and agrees once (licence POTENTIALS),
// then goes on to the pair's exchange page. The server page skips this for users who agreed.

import { useId, useState } from 'react';
import { Button, Checkbox, ErrorMessage } from '@/components/form';
import { OBSERVATION_LICENSE_TYPE } from '@/lib/market/observation';
import { failureText } from '@/services/http';
import { agreeLicense } from '@/services/uc/license';
import styles from './observation-agreement.module.css';

export const OBSERVATION_TERMS_TITLE = '观察区风险提示';
export const OBSERVATION_AGREE_LABEL = '我已阅读并同意';
export const OBSERVATION_CONTINUE_LABEL = '同意并继续';

const OBSERVATION_TERMS = [
  '观察区展示的是新上线或处于观察期的潜力资产，其项目发展、流动性和市场认可度均存在较大不确定性。',
  '此类资产价格波动剧烈，可能在短时间内大幅上涨或下跌，甚至归零；成交量较低时，委托可能无法按预期价格成交。',
  '观察区资产可能因项目风险、合规要求或流动性不足而被暂停交易或下架，请关注平台公告。',
  '请充分了解项目信息，根据自身的风险承受能力谨慎决策，仅使用可承受损失的资金参与交易。投资有风险，一切交易后果由您自行承担。',
];

export interface ObservationAgreementProps {
  /** The exchange page to go on to, e.g. /zh-cn/exchange/btc_usdt/. */
  continueTo: string;
  /** The pair as the user reads it, e.g. BTC/USDT. */
  pairLabel: string;
}

export function ObservationAgreement({ continueTo, pairLabel }: ObservationAgreementProps) {
  const titleId = useId();
  const [checked, setChecked] = useState(false);
  const [agreeing, setAgreeing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const agree = async () => {
    setAgreeing(true);
    setError(null);
    const result = await agreeLicense(OBSERVATION_LICENSE_TYPE);
    if (result.success) {
      window.location.assign(continueTo);
      return;
    }
    setAgreeing(false);
    setError(failureText(result));
  };

  return (
    <section className={styles.agreement} aria-labelledby={titleId} data-testid="observation-agreement">
      <h2 id={titleId} className={styles.title}>
        {OBSERVATION_TERMS_TITLE}
      </h2>
      <p>
        <strong>{pairLabel}</strong> 属于观察区交易对。进入交易前，请仔细阅读以下风险提示：
      </p>
      <ol className={styles.terms}>
        {OBSERVATION_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)}>
        {OBSERVATION_AGREE_LABEL}《观察区风险提示》
      </Checkbox>
      {error ? <ErrorMessage text={error} /> : null}
      <Button variant="primary" block loading={agreeing} disabled={!checked} onClick={agree}>
        {OBSERVATION_CONTINUE_LABEL}
      </Button>
    </section>
  );
}

'use client';

// The deposit security alert (alertId 1; section 4 isMakeSure): before a chain's address shows,
// the user reads that only this currency may be sent, only on this chain (and with the tag on
// tag chains), and confirms. 不再提示 acknowledges it for good on the server, so it does not
// come back on any later visit.

import { useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { Button, Checkbox } from '@/components/form';
import { DEPOSIT_TEXTS } from '@/lib/wallet';
import styles from './deposit.module.css';

export const ALERT_TITLE = '充币安全提示';
export const ALERT_CONFIRM_TEXT = '我已知晓';
export const ALERT_DONT_SHOW_TEXT = '不再提示';

export function alertLines(currency: string, chainName: string, withTag: boolean): string[] {
  const code = currency.toUpperCase();
  const lines = [
    `请确认您充值的币种为 ${code}，充值网络为 ${chainName}。`,
    `请勿向该地址充值任何非 ${code} 资产，也不要通过 ${chainName} 以外的网络转入，否则资产将丢失且不可找回。`,
  ];
  if (withTag) lines.push(DEPOSIT_TEXTS.tagWarning);
  return lines;
}

export interface SecurityAlertDialogProps {
  currency: string;
  chainName: string;
  withTag: boolean;
  busy: boolean;
  onConfirm(forGood: boolean): void;
  onClose(): void;
}

export function SecurityAlertDialog({ currency, chainName, withTag, busy, onConfirm, onClose }: SecurityAlertDialogProps) {
  const [forGood, setForGood] = useState(false);
  return (
    <Dialog
      title={ALERT_TITLE}
      onClose={onClose}
      busy={busy}
      width={480}
      testId="deposit-alert"
      footer={
        <Button variant="primary" block loading={busy} onClick={() => onConfirm(forGood)} data-testid="deposit-alert-confirm">
          {ALERT_CONFIRM_TEXT}
        </Button>
      }
    >
      <ul className={styles.alertLines}>
        {alertLines(currency, chainName, withTag).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Checkbox checked={forGood} onChange={(event) => setForGood(event.target.checked)} data-testid="deposit-alert-dont-show">
        {ALERT_DONT_SHOW_TEXT}
      </Checkbox>
    </Dialog>
  );
}

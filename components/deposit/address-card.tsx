'use client';

// The deposit address of the chosen chain (section 4 address status): hidden behind the
// security alert until confirmed, then loading, a failure (the server's message with 重试), or
// the address with its QR code and a copy button. On a tag chain the tag (memo) is shown as
// large as the address, with its own QR code, copy button and the warning that it is required.
// iota: 生成新地址 replaces the address (a DAG address is used once).

import { Button, ErrorMessage, LoadingMessage } from '@/components/form';
import type { DepositAddressStatus } from '@/lib/wallet';
import { DEPOSIT_TEXTS } from '@/lib/wallet';
import type { DepositAddress } from '@/services/wallet/deposit';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';
import styles from './deposit.module.css';

export const ADDRESS_LABEL = '充币地址';
export const TAG_LABEL = '地址标签（Memo/Tag）';
export const COPY_ADDRESS_TEXT = '复制地址';
export const COPY_TAG_TEXT = '复制标签';
export const GENERATE_TEXT = '生成新地址';
export const ADDRESS_LOADING_TEXT = '地址加载中';
export const ADDRESS_RETRY_TEXT = '重试';
export const GATE_TEXT = '查看充币地址前，请先阅读并确认充币安全提示';
export const GATE_BUTTON_TEXT = '查看充币地址';

export interface AddressCardProps {
  currency: string;
  chainName: string;
  /** The security alert still waits for the user's confirmation. */
  gated: boolean;
  onOpenAlert(): void;
  status: DepositAddressStatus;
  address: DepositAddress | undefined;
  errorText: string;
  onRetry(): void;
  /** The chain needs the tag: shown even before the answer says what it is. */
  tagRequired: boolean;
  iota: boolean;
  generating: boolean;
  onGenerate(): void;
}

function AddressValue({ label, value, copyText, qrLabel, testId }: { label: string; value: string; copyText: string; qrLabel: string; testId: string }) {
  return (
    <div className={styles.addressBlock}>
      <QrCode value={value} label={qrLabel} testId={`${testId}-qr`} className={styles.qr} />
      <div className={styles.addressText}>
        <span className={styles.fieldLabel}>{label}</span>
        <p className={styles.address} data-testid={testId}>
          {value}
        </p>
        <CopyButton text={value} testId={`${testId}-copy`} className={styles.copy}>
          {copyText}
        </CopyButton>
      </div>
    </div>
  );
}

export function AddressCard(props: AddressCardProps) {
  const { currency, chainName, gated, status, address, tagRequired } = props;
  let body;
  if (gated) {
    body = (
      <div className={styles.gate} data-testid="deposit-address-gate">
        <p>{GATE_TEXT}</p>
        <Button variant="primary" onClick={props.onOpenAlert}>
          {GATE_BUTTON_TEXT}
        </Button>
      </div>
    );
  } else if (status === 'loading') {
    body = <LoadingMessage text={ADDRESS_LOADING_TEXT} />;
  } else if (status === 'error' || !address) {
    body = (
      <div className={styles.gate} data-testid="deposit-address-error">
        <ErrorMessage text={props.errorText} />
        <Button onClick={props.onRetry} data-testid="deposit-address-retry">
          {ADDRESS_RETRY_TEXT}
        </Button>
      </div>
    );
  } else {
    const code = currency.toUpperCase();
    const showTag = tagRequired || address.tag !== '';
    body = (
      <>
        <AddressValue label={ADDRESS_LABEL} value={address.address} copyText={COPY_ADDRESS_TEXT} qrLabel={`${code} ${chainName} ${ADDRESS_LABEL}二维码`} testId="deposit-address" />
        {showTag ? (
          <>
            {address.tag !== '' ? (
              <AddressValue label={TAG_LABEL} value={address.tag} copyText={COPY_TAG_TEXT} qrLabel={`${code} ${TAG_LABEL}二维码`} testId="deposit-tag" />
            ) : null}
            <p className={styles.tagWarning} role="alert" data-testid="deposit-tag-warning">
              {DEPOSIT_TEXTS.tagWarning}
            </p>
          </>
        ) : null}
        {props.iota ? (
          <Button onClick={props.onGenerate} loading={props.generating} data-testid="deposit-generate" className={styles.copy}>
            {GENERATE_TEXT}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="deposit-address-title" data-testid="deposit-address-card" data-status={gated ? 'gated' : status}>
      <h3 id="deposit-address-title" className={styles.cardTitle}>
        {currency.toUpperCase()} {ADDRESS_LABEL}
      </h3>
      {body}
    </section>
  );
}

'use client';

// The chain of a deposit (section 4's chain types): one chain is named, several are a row of
// choices (native radios styled as buttons that wrap on phones), an old chain beside its new
// one carries the 旧链 marker and, once chosen, a reminder; a closed chain stays listed, greyed,
// with its suspend text.

import { useId } from 'react';
import { CHAIN_TEXTS, type ChainOption, type DepositChainType } from '@/lib/wallet';
import styles from './deposit.module.css';

export const CHAIN_LABEL = '链名称';

export function oldChainNote(name: string): string {
  return `${name} 为${CHAIN_TEXTS.oldChain}，请确认转出方使用的是同一条链，否则资产将无法到账`;
}

export interface ChainChoiceProps {
  type: Exclude<DepositChainType, 'deposit-pause'>;
  options: readonly ChainOption[];
  selected: ChainOption;
  onSelect(chain: string): void;
}

export function ChainChoice({ type, options, selected, onSelect }: ChainChoiceProps) {
  const name = useId();
  if (options.length <= 1) {
    return (
      <div className={styles.chainRow} data-testid="deposit-chain-single">
        <span className={styles.fieldLabel}>{CHAIN_LABEL}</span>
        <span className={styles.chainFixed} data-testid="deposit-chain-name">
          {selected.name}
        </span>
      </div>
    );
  }
  return (
    <div className={styles.chainRow}>
      <span className={styles.fieldLabel} id={`${name}-label`}>
        {CHAIN_LABEL}
      </span>
      <div role="radiogroup" aria-labelledby={`${name}-label`} className={styles.chains} data-testid="deposit-chains" data-chain-type={type}>
        {options.map((option) => (
          <label key={option.chain} className={styles.chain} data-testid={`deposit-chain-${option.chain}`} data-old={option.isOld || undefined}>
            <input
              type="radio"
              name={name}
              value={option.chain}
              checked={option.chain === selected.chain}
              disabled={!option.enabled}
              onChange={() => onSelect(option.chain)}
            />
            <span>
              {option.name}
              {option.isOld ? (
                <>
                  {' '}
                  <span className={styles.oldMark} data-testid="deposit-old-chain">
                    {CHAIN_TEXTS.oldChain}
                  </span>
                </>
              ) : null}
              {option.suspendText ? (
                <>
                  {' '}
                  <span className={styles.suspend}>{option.suspendText}</span>
                </>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {selected.isOld ? (
        <p className={styles.warning} role="note" data-testid="deposit-old-chain-note">
          {oldChainNote(selected.name)}
        </p>
      ) : null}
    </div>
  );
}

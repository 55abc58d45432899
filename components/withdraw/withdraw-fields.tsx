'use client';

// The withdraw form's fields, each laid out from the values and the rules' figures the form
// passes (lib/wallet/withdraw-form): the chain, the destination (book picker, address, other-chain switch,
// poisoning acknowledgement, tag), the amount with its limits, the fee by its type, and the two
// figures confirmed before the click: 到账数量 (the amount) and 实际扣除 (amount + fee).

import Link from 'next/link';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button, Checkbox, FormField, Select, TextInput, fieldProps } from '@/components/form';
import { AmountInput } from '@/components/form/amount-input';
import { EMPTY_PLACEHOLDER } from '@/lib/format/placeholder';
import type { Language } from '@/lib/routing/segments';
import { POISONING_TEXTS, type AddressSegment, type Chain, type ChainOption, type FeeRange, type PoisoningMatch, type WithdrawFeeRule } from '@/lib/wallet';
import type { PickerOption } from '@/lib/wallet-book';
import { isolateText, visibleAddress } from '@/lib/format';
import { UserText } from '@/components/user-text/user-text';
import type { WithdrawFigures, WithdrawFormValues } from '@/lib/wallet/withdraw-form';
import { routePath, WITHDRAW_TEXTS } from '@/lib/wallet/withdraw-texts';
import styles from './withdraw.module.css';

type Form = UseFormReturn<WithdrawFormValues>;

export function chainLabel(option: ChainOption): string {
  return `${option.name}${option.isOld ? '（旧链）' : ''}${option.suspendText ? `（${option.suspendText}）` : ''}`;
}

export function ChainField({ options, value, onChoose }: { options: readonly ChainOption[]; value: string; onChoose(chain: string): void }) {
  const suspended = options.filter((option) => !option.enabled);
  return (
    <div>
      <FormField id="withdraw-chain" label={WITHDRAW_TEXTS.chainLabel} error={null}>
        <Select
          id="withdraw-chain"
          value={value}
          onChange={(event) => onChoose(event.target.value)}
          options={options.map((option) => ({ value: option.chain, label: chainLabel(option), disabled: !option.enabled }))}
          data-testid="withdraw-chain"
        />
      </FormField>
      {suspended.length > 0 ? (
        <ul className={styles.hint} data-testid="withdraw-chain-suspended">
          {suspended.map((option) => (
            <li key={option.chain}>
              {option.name}：{option.suspendText}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function BookField({ lang, value, picker, onPick }: { lang: Language; value: string; picker: readonly PickerOption[]; onPick(id: string): void }) {
  const chosen = value === '' ? undefined : picker.find((option) => option.value === value);
  const options = [{ value: '', label: WITHDRAW_TEXTS.bookPlaceholder }, ...picker.map((option) => ({ value: option.value, label: `${option.label}（${option.hint}）`, disabled: option.disabled }))];
  return (
    <div>
      <FormField id="withdraw-book" label={WITHDRAW_TEXTS.bookLabel} error={null}>
        <Select id="withdraw-book" value={value} onChange={(event) => onPick(event.target.value)} options={options} data-testid="withdraw-book-picker" />
      </FormField>
      {chosen ? (
        // The chosen entry in full: its note isolated, the address as its characters in order.
        <p className={styles.hint} data-testid="withdraw-book-chosen">
          <UserText text={chosen.entry.alias} testId="withdraw-book-chosen-note" />{' '}
          <span className={styles.mono} dir="ltr" data-testid="withdraw-book-chosen-address">
            {visibleAddress(chosen.entry.address)}
          </span>
        </p>
      ) : null}
      <p className={styles.hint}>
        <Link href={routePath('cn/finance/address', lang)} className={styles.link} data-testid="withdraw-book-link">
          {WITHDRAW_TEXTS.bookManage}
        </Link>
      </p>
    </div>
  );
}

function Segments({ segments, testId }: { segments: readonly AddressSegment[]; testId: string }) {
  return (
    <span className={styles.mono} data-testid={testId}>
      {segments.map((segment, index) => (segment.differs ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
    </span>
  );
}

export interface AddressFieldProps {
  form: Form;
  otherChains: readonly { chain: string; name: string }[];
  lookalikes: readonly PoisoningMatch[];
  onSwitchChain(chain: string): void;
}

export function AddressField({ form, otherChains, lookalikes, onSwitchChain }: AddressFieldProps) {
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  return (
    <div className={styles.wide}>
      <FormField id="withdraw-address" label={WITHDRAW_TEXTS.addressLabel} error={errors.address?.message}>
        <TextInput
          {...register('address', { onChange: () => setValue('bookId', '') })}
          {...fieldProps('withdraw-address', errors.address?.message)}
          className={styles.mono}
          autoComplete="off"
          spellCheck={false}
          data-testid="withdraw-address"
        />
      </FormField>
      {otherChains.length > 0 ? (
        <div className={styles.actions} data-testid="withdraw-other-chain">
          {otherChains.map((other) => (
            <Button key={other.chain} variant="link" onClick={() => onSwitchChain(other.chain)} data-testid="withdraw-switch-chain">
              {WITHDRAW_TEXTS.switchChain(other.name)}
            </Button>
          ))}
        </div>
      ) : null}
      {lookalikes.length > 0 ? (
        <div className={styles.warning} role="alert" data-testid="withdraw-poisoning">
          <p>{POISONING_TEXTS.warning}</p>
          {lookalikes.map((match) => (
            <dl key={match.known.address} className={styles.summary}>
              <dt>{WITHDRAW_TEXTS.typedAddress}</dt>
              <dd>
                <Segments segments={match.typedSegments} testId="withdraw-poisoning-typed" />
              </dd>
              <dt>{match.known.source === 'book' ? `${WITHDRAW_TEXTS.knownBook}${match.known.alias ? `（${isolateText(match.known.alias)}）` : ''}` : WITHDRAW_TEXTS.knownHistory}</dt>
              <dd>
                <Segments segments={match.knownSegments} testId="withdraw-poisoning-known" />
              </dd>
            </dl>
          ))}
          <Checkbox {...register('poisonAck')} data-testid="withdraw-poisoning-ack" aria-describedby={errors.poisonAck ? 'withdraw-poison-error' : undefined}>
            {WITHDRAW_TEXTS.poisonAck}
          </Checkbox>
          {errors.poisonAck?.message ? (
            <p id="withdraw-poison-error" className="account-form__field-error" role="alert">
              {errors.poisonAck.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function TagField({ form }: { form: Form }) {
  const error = form.formState.errors.tag?.message;
  return (
    <div className={styles.wide}>
      <FormField id="withdraw-tag" label={WITHDRAW_TEXTS.tagLabel} error={error}>
        <TextInput {...form.register('tag')} {...fieldProps('withdraw-tag', error)} className={styles.mono} autoComplete="off" data-testid="withdraw-tag" />
      </FormField>
    </div>
  );
}

export interface AmountFieldProps {
  form: Form;
  unit: string;
  max: string;
  available: string | null;
  quotaLeft: string | null;
  minimum: string | null;
  precision: number;
}

export function AmountField({ form, unit, max, available, quotaLeft, minimum, precision }: AmountFieldProps) {
  const error = form.formState.errors.amount?.message;
  return (
    <div className={styles.wide}>
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <AmountInput
            id="withdraw-amount"
            label={WITHDRAW_TEXTS.amountLabel}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            unit={unit}
            max={max}
            error={error}
            errorTestId="withdraw-amount-error"
          />
        )}
      />
      <p className={styles.limits}>
        <span>
          {WITHDRAW_TEXTS.available} <span data-testid="withdraw-available">{available ?? EMPTY_PLACEHOLDER}</span> {unit}
        </span>
        <span>
          {WITHDRAW_TEXTS.quotaLeft} <span data-testid="withdraw-quota">{quotaLeft ? `${quotaLeft} ${unit}` : WITHDRAW_TEXTS.noLimit}</span>
        </span>
        {minimum ? (
          <span>
            {WITHDRAW_TEXTS.minimum} <span data-testid="withdraw-minimum">{minimum}</span> {unit}
          </span>
        ) : null}
        <span>
          {WITHDRAW_TEXTS.precision} <span data-testid="withdraw-precision">{precision}</span>
        </span>
      </p>
    </div>
  );
}

export interface FeeFieldProps {
  form: Form;
  unit: string;
  internal: boolean;
  range: FeeRange | null;
  rule: WithdrawFeeRule | null;
  fee: string | null;
}

/** The fee by its type: none for an internal transfer, a slider and input for a range, else the figure (and the rate). */
export function FeeField({ form, unit, internal, range, rule, fee }: FeeFieldProps) {
  const error = form.formState.errors.fee?.message;
  if (internal) {
    return (
      <p>
        {WITHDRAW_TEXTS.feeLabel} <span data-testid="withdraw-fee">0</span> {unit}
      </p>
    );
  }
  if (range) {
    return (
      <FormField id="withdraw-fee" label={WITHDRAW_TEXTS.feeInputLabel} error={error}>
        <div className={styles.feeRow}>
          <input
            type="range"
            aria-label={WITHDRAW_TEXTS.feeSliderLabel}
            min={range.min}
            max={range.max}
            step={range.step}
            value={fee ?? range.min}
            onChange={(event) => form.setValue('fee', event.target.value, { shouldValidate: form.formState.isSubmitted })}
            data-testid="withdraw-fee-slider"
          />
          <TextInput {...form.register('fee')} {...fieldProps('withdraw-fee', error)} inputMode="decimal" className={styles.feeInput} data-testid="withdraw-fee-input" />
          <span>{unit}</span>
        </div>
        <p className={styles.hint}>
          {range.min} – {range.max} {unit}
        </p>
      </FormField>
    );
  }
  return (
    <p>
      {WITHDRAW_TEXTS.feeLabel} <span data-testid="withdraw-fee">{fee ?? EMPTY_PLACEHOLDER}</span> {unit}
      {rule?.feeType === 'proportion' ? (
        <span className={styles.hint} data-testid="withdraw-fee-rate">
          {' '}
          （{WITHDRAW_TEXTS.feeProportion} {rule.feeRate}）
        </span>
      ) : null}
    </p>
  );
}

/** 到账数量 and 实际扣除 (amount + fee), with 优先快速到账 on chain. */
export function FiguresField({ form, unit, figures, internal }: { form: Form; unit: string; figures: WithdrawFigures; internal: boolean }) {
  return (
    <div>
      <p>
        {WITHDRAW_TEXTS.receivedLabel}{' '}
        <output className={styles.figure} data-testid="withdraw-received" aria-label={WITHDRAW_TEXTS.receivedLabel}>
          {figures.arrives}
        </output>{' '}
        {unit}
      </p>
      <p>
        {WITHDRAW_TEXTS.debitLabel}{' '}
        <output className={styles.figure} data-testid="withdraw-debit" aria-label={WITHDRAW_TEXTS.debitLabel}>
          {figures.leaves ?? EMPTY_PLACEHOLDER}
        </output>{' '}
        {unit}
      </p>
      <p className={styles.hint}>{WITHDRAW_TEXTS.feeOnTop}</p>
      {internal ? null : (
        <Checkbox {...form.register('preferFast')} data-testid="withdraw-prefer-fast">
          {WITHDRAW_TEXTS.preferFast}
        </Checkbox>
      )}
    </div>
  );
}

/** The name of each chain the typed address fits instead of the chosen one. */
export function otherChainNames(others: readonly Chain[], options: readonly ChainOption[]): { chain: string; name: string }[] {
  return others.map((other) => ({ chain: other.chain, name: options.find((option) => option.chain === other.chain)?.name ?? other.chain.toUpperCase() }));
}

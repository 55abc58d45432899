'use client';

// 添加提币地址: currency, chain (from the chains an address may be saved for), alias, address,
// and the tag on a chain that needs one; the conflict check (same address, or an alias already
// used) speaks under its field while typing and again at submit; then the security
// verification, and the address is added (the server checks the conflict once more).
// On phones the dialog is a bottom sheet (components/dialog).

import { useId, useMemo } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { FormField, Select, TextInput, fieldProps } from '@/components/form';
import {
  SECURITY_STEP_DEFAULTS,
  SecurityVerificationStep,
  securityStepSchema,
} from '@/components/security-verification/security-verification-step';
import { WITHDRAW_ADDRESS_SCENE } from '@/lib/contracts/pro/withdraw-address';
import { addressFormErrors, type AddressFormValues, type BookEntry, formatDelay, type WhitelistSettings } from '@/lib/wallet-book';
import { useAddWithdrawAddress } from '@/queries/withdraw-address';
import type { AddressChain } from '@/services/wallet/withdraw-address';
import { showToast } from '@/stores/toast-store';
import styles from './wallet-book.module.css';

export const ADD_TITLE = '添加提币地址';
export const ADD_SUBMIT_TEXT = '确认添加';
export const ADD_SUCCESS_TEXT = '地址已添加';
export const CURRENCY_LABEL = '币种';
export const CHAIN_LABEL = '链名称';
export const ALIAS_LABEL = '地址备注';
export const ADDRESS_LABEL = '提币地址';
export const TAG_LABEL = '地址标签（Memo/Tag）';
export const CHOOSE_TEXT = '请选择';

export function delayNotice(settings: WhitelistSettings | undefined): string | null {
  if (!settings?.enabled || settings.delayHours <= 0) return null;
  return `提币白名单已开启：新添加的地址需等待${formatDelay(settings.delayHours)}后才可用于提币`;
}

function needsTagOf(chains: readonly AddressChain[], currency: string, chain: string): boolean {
  return chains.find((entry) => entry.currency === currency && entry.chain === chain)?.needsTag ?? false;
}

function formSchema(chains: readonly AddressChain[], saved: readonly BookEntry[]) {
  return z
    .object({
      currency: z.string(),
      chain: z.string(),
      alias: z.string(),
      address: z.string(),
      tag: z.string(),
      security: securityStepSchema,
    })
    .check(
      z.superRefine((values, ctx) => {
        const draft: AddressFormValues = values;
        const errors = addressFormErrors(draft, needsTagOf(chains, values.currency, values.chain), saved);
        for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', message, path: [field] });
      }),
    );
}

export interface AddAddressDialogProps {
  chains: readonly AddressChain[];
  /** The saved addresses (the conflict check). */
  saved: readonly BookEntry[];
  settings: WhitelistSettings | undefined;
  /** Preselected currency (the page's currency filter). */
  currency?: string;
  onClose(): void;
}

export function AddAddressDialog({ chains, saved, settings, currency = '', onClose }: AddAddressDialogProps) {
  const id = useId();
  const schema = useMemo(() => formSchema(chains, saved), [chains, saved]);
  const currencies = useMemo(() => [...new Set(chains.map((chain) => chain.currency))], [chains]);
  const startCurrency = currencies.includes(currency) ? currency : '';
  const firstChain = (code: string) => chains.find((chain) => chain.currency === code)?.chain ?? '';
  const notice = delayNotice(settings);
  const add = useAddWithdrawAddress();
  return (
    <FormDialog
      title={ADD_TITLE}
      testId="add-address-dialog"
      submitText={ADD_SUBMIT_TEXT}
      schema={schema}
      defaultValues={{ currency: startCurrency, chain: startCurrency ? firstChain(startCurrency) : '', alias: '', address: '', tag: '', security: SECURITY_STEP_DEFAULTS }}
      mutation={add}
      variables={(values) => ({
        security: values.security,
        address: {
          currency: values.currency,
          chain: values.chain,
          alias: values.alias,
          address: values.address,
          ...(needsTagOf(chains, values.currency, values.chain) ? { tag: values.tag } : {}),
        },
      })}
      onSuccess={() => showToast('success', ADD_SUCCESS_TEXT)}
      onClose={onClose}
      width={480}
    >
      {({ register, watch, setValue, control, formState: { errors } }) => {
        const chosen = watch('currency');
        const chain = watch('chain');
        const chainOptions = chains.filter((entry) => entry.currency === chosen);
        const needsTag = needsTagOf(chains, chosen, chain);
        const currencyField = register('currency');
        return (
          <div className={styles.form}>
            {notice ? (
              <p className={styles.notice} data-testid="add-address-delay-notice">
                {notice}
              </p>
            ) : null}
            <FormField id={`${id}-currency`} label={CURRENCY_LABEL} error={errors.currency?.message}>
              <Select
                {...currencyField}
                {...fieldProps(`${id}-currency`, errors.currency?.message)}
                onChange={(event) => {
                  void currencyField.onChange(event);
                  setValue('chain', firstChain(event.target.value));
                }}
                options={[{ label: CHOOSE_TEXT, value: '' }, ...currencies.map((code) => ({ label: code.toUpperCase(), value: code }))]}
              />
            </FormField>
            <FormField id={`${id}-chain`} label={CHAIN_LABEL} error={errors.chain?.message}>
              <Select
                {...register('chain')}
                {...fieldProps(`${id}-chain`, errors.chain?.message)}
                disabled={chainOptions.length === 0}
                options={chainOptions.length === 0 ? [{ label: CHOOSE_TEXT, value: '' }] : chainOptions.map((entry) => ({ label: entry.name, value: entry.chain }))}
              />
            </FormField>
            <FormField id={`${id}-alias`} label={ALIAS_LABEL} error={errors.alias?.message}>
              <TextInput {...register('alias')} {...fieldProps(`${id}-alias`, errors.alias?.message)} autoComplete="off" maxLength={40} />
            </FormField>
            <FormField id={`${id}-address`} label={ADDRESS_LABEL} error={errors.address?.message}>
              <TextInput {...register('address')} {...fieldProps(`${id}-address`, errors.address?.message)} className={styles.mono} autoComplete="off" spellCheck={false} />
            </FormField>
            {needsTag ? (
              <FormField id={`${id}-tag`} label={TAG_LABEL} error={errors.tag?.message}>
                <TextInput {...register('tag')} {...fieldProps(`${id}-tag`, errors.tag?.message)} className={styles.mono} autoComplete="off" />
              </FormField>
            ) : null}
            <SecurityVerificationStep scene={WITHDRAW_ADDRESS_SCENE} control={control} idPrefix={`${id}-security`} />
          </div>
        );
      }}
    </FormDialog>
  );
}

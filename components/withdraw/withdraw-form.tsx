'use client';

// The withdraw form of one currency (exchange-wallet-fiat.md sections 3, 7, 8; WALLET.md 4, 5):
// the chain (closed ones listed with their reason), the address picked from the book (usable
// ones; held ones disabled with the time left) or typed, the tag on a tag chain, the amount with
// 可用, 全部, the quota left, the minimum and the precision, the fee by its type, 到账数量 (the
// amount) and 实际扣除 (amount + fee) live, 优先快速到账, and the 内部转账 mode (to another user of
// the exchange, no chain fee). Every field says the rule's message and keeps what was typed.
// The rules are lib/wallet/withdraw-form's, the submit flow useWithdrawSubmit's (guarded: a double click
// sends once); this component lays them out and shows the outcome: the confirmation dialog
// (summary and security codes, then place), the risk with the risk page's link, or a notice.

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button, FormField, Segmented, TextInput, fieldProps } from '@/components/form';
import { useGuardedSubmit } from '@/components/dialog/guarded-submit';
import { zodFormResolver } from '@/lib/validation/resolver';
import type { Language } from '@/lib/routing/segments';
import { defaultChainChoice, feeRuleOf, remainingQuota, withdrawChainOptions, type Chain, type Quota } from '@/lib/wallet';
import { pickerOptions, type BookEntry, type WhitelistSettings } from '@/lib/wallet-book';
import { queryErrorText } from '@/queries/failure';
import { showToast } from '@/stores/toast-store';
import {
  consentFor,
  figuresOf,
  lookalikesOf,
  maxOf,
  otherChainsOf,
  precisionOf,
  rangeOf,
  whitelistRefusalOf,
  withdrawFormErrors,
  type WithdrawContext,
  type WithdrawFormValues,
} from '@/lib/wallet/withdraw-form';
import { useWithdrawSubmit, type WithdrawOutcome } from './use-withdraw-submit';
import { AddressField, AmountField, BookField, ChainField, FeeField, FiguresField, otherChainNames, TagField } from './withdraw-fields';
import type { PlacedWithdraw } from '@/services/wallet/withdraw';
import {
  readDraft,
  readRiskConsent,
  routePath,
  writeDraft,
  WITHDRAW_TEXTS,
  withdrawFormPath,
  withdrawRiskPath,
  writePending,
  writeRiskConsent,
  writeRiskTarget,
} from '@/lib/wallet/withdraw-texts';
import styles from './withdraw.module.css';

// The confirmation with its security verification is loaded once a withdrawal is created, not with the form.
const ConfirmWithdrawDialog = dynamic(() => import('./confirm-dialog').then((module) => module.ConfirmWithdrawDialog), { ssr: false });

export interface WithdrawFormProps {
  lang: Language;
  currency: string;
  chains: readonly Chain[];
  /** The spot balance's available amount; null while the balance loads (no amount is checked against it yet). */
  available: string | null;
  /** Every figure the form checks against is in (balance, quota, the book): it may be submitted. */
  ready: boolean;
  /** The quota of each chain. */
  quotaOf(chain: string): Quota | null;
  book: readonly BookEntry[];
  settings: WhitelistSettings | undefined;
  bookNow: number;
  history: readonly string[];
  /** The chain shown first (the quota is read for it). */
  onChainChange(chain: string): void;
  /** A withdrawal was placed (the records refresh). */
  onPlaced?(): void;
}

const valuesSchema = z.object({
  mode: z.enum(['chain', 'internal']),
  chain: z.string(),
  bookId: z.string(),
  address: z.string(),
  tag: z.string(),
  amount: z.string(),
  fee: z.string(),
  preferFast: z.boolean(),
  toUser: z.string(),
  poisonAck: z.boolean(),
});

function emptyValues(chain: string, fee: string): WithdrawFormValues {
  return { mode: 'chain', chain, bookId: '', address: '', tag: '', amount: '', fee, preferFast: false, toUser: '', poisonAck: false };
}

/**
 * The form as typed before the risk page, once the risk was acknowledged there (session storage
 * may be stale or tampered with: only well-formed text fields of an offered chain are taken; the
 * poisoning acknowledgement is asked again).
 */
function restoredValues(currency: string, base: WithdrawFormValues, chains: readonly Chain[]): WithdrawFormValues {
  if (readRiskConsent(currency) === null) return base;
  const parsed = valuesSchema.safeParse(readDraft(currency));
  if (!parsed.success) return base;
  const draft = parsed.data;
  const chain = chains.some((entry) => entry.chain === draft.chain && entry.withdrawEnable) ? draft.chain : base.chain;
  return { ...draft, chain, poisonAck: false };
}

/** The form's schema: the fields, then every rule of lib/wallet/withdraw-form against what the form knows now. */
function formSchema(ctx: WithdrawContext | null) {
  return valuesSchema.check(
    z.superRefine((values, check) => {
      if (ctx === null) return;
      const chain = ctx.chains.find((entry) => entry.chain === values.chain) ?? null;
      for (const [field, message] of Object.entries(withdrawFormErrors(values, { ...ctx, chain }))) {
        check.addIssue({ code: 'custom', message, path: [field] });
      }
    }),
  );
}

export function WithdrawForm(props: WithdrawFormProps) {
  const { lang, currency, chains, book, settings, history, ready } = props;
  const available = props.available ?? '0';
  const unit = currency.toUpperCase();
  const options = useMemo(() => withdrawChainOptions(currency, chains), [currency, chains]);
  const first = defaultChainChoice(options);
  const firstRange = rangeOf(first?.info ?? null);
  const defaults = useMemo(() => emptyValues(first?.chain ?? '', firstRange?.min ?? ''), [first?.chain, firstRange?.min]);
  // The form renders only once the chains are in, so on the client: session storage may be read.
  const [initial] = useState(() => restoredValues(currency, defaults, chains));
  // The consent given on the risk page: for the one destination the server flagged, nothing else.
  const [riskConsent] = useState(() => readRiskConsent(currency));
  const chainInfo = (chain: string): Chain | null => chains.find((entry) => entry.chain === chain) ?? null;

  const ctxRef = useRef<WithdrawContext | null>(null);
  const form = useForm<WithdrawFormValues>({
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: (values, context, options) => zodFormResolver(formSchema(ctxRef.current))(values, context, options),
  });
  const { register, control, setValue, handleSubmit, formState } = form;
  const errors = formState.errors;
  const values = { ...initial, ...useWatch({ control }) } as WithdrawFormValues;
  const internal = values.mode === 'internal';
  const chain = chainInfo(values.chain);
  const quota = props.quotaOf(values.chain);
  const ctx: WithdrawContext = { currency, chain, chains, available, quota, book, settings, history, now: props.bookNow };
  useLayoutEffect(() => {
    ctxRef.current = ctx;
  });

  const figures = figuresOf(values, ctx);
  const refusal = internal ? null : whitelistRefusalOf(values, ctx);
  const picker = settings ? pickerOptions(book, settings, props.bookNow, currency, values.chain) : [];

  const [outcome, setOutcome] = useState<WithdrawOutcome | null>(null);
  const submitFlow = useWithdrawSubmit(currency);
  const onSubmit = useGuardedSubmit(handleSubmit, {
    reset: () => {
      submitFlow.reset();
      setOutcome(null);
    },
    mutateAsync: async (valid: WithdrawFormValues) => {
      const chainName = options.find((option) => option.chain === valid.chain)?.name ?? valid.chain.toUpperCase();
      setOutcome(await submitFlow.mutateAsync({ values: valid, ctx: { ...ctx, chain: chainInfo(valid.chain) }, chainName }));
    },
  });

  const chooseChain = (next: string) => {
    setValue('chain', next, { shouldValidate: formState.isSubmitted });
    setValue('bookId', '');
    setValue('fee', rangeOf(chainInfo(next))?.min ?? '');
    props.onChainChange(next);
  };

  const pick = (id: string) => {
    const entry = book.find((item) => item.id === id);
    setValue('bookId', id);
    if (entry) {
      setValue('address', entry.address, { shouldValidate: formState.isSubmitted });
      setValue('tag', entry.tag, { shouldValidate: formState.isSubmitted });
    }
  };

  const placed = (formKey: string, result: PlacedWithdraw) => {
    writePending(formKey, null);
    writeRiskConsent(currency, null);
    writeRiskTarget(currency, null);
    writeDraft(currency, null);
    setOutcome(null);
    // Placed by another tab, or by a try whose answer was lost: the same withdrawal, not a new one.
    showToast('success', result.alreadySubmitted ? WITHDRAW_TEXTS.existing : WITHDRAW_TEXTS.success);
    form.reset(defaults);
    props.onPlaced?.();
  };

  const risk = outcome?.kind === 'risk' ? outcome : null;
  const riskNoted = consentFor(values, ctx, riskConsent) !== null;
  const failure = submitFlow.error ? queryErrorText(submitFlow.error) : null;
  const left = remainingQuota(quota);
  const showBookLink = refusal !== null && (refusal.kind === 'not-in-book' || refusal.kind === 'not-white') && errors.address?.message === refusal.text;

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="withdraw-form" data-ready={ready} aria-label="提币表单" aria-busy={!ready}>
        <div className={styles.wide}>
          <Segmented
            label={WITHDRAW_TEXTS.modeLabel}
            value={values.mode}
            onChange={(mode) => setValue('mode', mode, { shouldValidate: formState.isSubmitted })}
            options={[
              { label: WITHDRAW_TEXTS.modeChain, value: 'chain' },
              { label: WITHDRAW_TEXTS.modeInternal, value: 'internal' },
            ]}
          />
        </div>

        {internal ? (
          <div className={styles.wide}>
            <FormField id="withdraw-to-user" label={WITHDRAW_TEXTS.internalUserLabel} error={errors.toUser?.message}>
              <TextInput {...register('toUser')} {...fieldProps('withdraw-to-user', errors.toUser?.message)} placeholder={WITHDRAW_TEXTS.internalUserPlaceholder} autoComplete="off" data-testid="withdraw-to-user" />
            </FormField>
            <p className={styles.hint} data-testid="withdraw-internal-note">
              {WITHDRAW_TEXTS.internalNoFee}
            </p>
          </div>
        ) : (
          <>
            <ChainField options={options} value={values.chain} onChoose={chooseChain} />
            <BookField lang={lang} value={values.bookId} picker={picker} onPick={pick} />
            <AddressField form={form} otherChains={otherChainNames(otherChainsOf(values.address, ctx), options)} lookalikes={lookalikesOf(values.address, ctx)} onSwitchChain={chooseChain} />
            {chain?.addrWithTag ? <TagField form={form} /> : null}
          </>
        )}

        <AmountField
          form={form}
          unit={unit}
          max={maxOf(values, ctx)}
          available={props.available}
          quotaLeft={left?.remain ?? null}
          minimum={internal ? null : (chain?.minWithdrawAmount ?? null)}
          precision={precisionOf(chain)}
        />
        <div>
          <FeeField form={form} unit={unit} internal={internal} range={internal ? null : rangeOf(chain)} rule={chain ? feeRuleOf(chain) : null} fee={figures.fee} />
        </div>
        <FiguresField form={form} unit={unit} figures={figures} internal={internal} />

        {risk !== null ? (
          <div className={`${styles.danger} ${styles.wide}`} role="alert" data-testid="withdraw-risk">
            <p>
              <strong>{WITHDRAW_TEXTS.riskTitle}</strong>：<span data-testid="withdraw-risk-reason">{risk.reason}</span>
            </p>
            <Link
              href={withdrawRiskPath(withdrawFormPath(currency, lang), lang)}
              className={styles.link}
              data-testid="withdraw-risk-link"
              onClick={() => {
                writeRiskTarget(currency, risk.target);
                writeDraft(currency, { ...form.getValues(), poisonAck: false });
              }}
            >
              {WITHDRAW_TEXTS.riskLink}
            </Link>
          </div>
        ) : null}
        {riskNoted && risk === null ? (
          <p className={`${styles.hint} ${styles.wide}`} role="status" data-testid="withdraw-risk-acknowledged">
            {WITHDRAW_TEXTS.riskAcknowledged}
          </p>
        ) : null}
        {failure !== null ? (
          <p className={`${styles.danger} ${styles.wide}`} role="alert" data-testid="withdraw-failure">
            {failure}
          </p>
        ) : null}
        {outcome?.kind === 'existing' ? (
          <p className={styles.wide} role="status" data-testid="withdraw-notice">
            {WITHDRAW_TEXTS.existing}
          </p>
        ) : null}
        {showBookLink ? (
          <p className={styles.wide}>
            <Link href={routePath('cn/finance/address', lang)} className={styles.link} data-testid="withdraw-whitelist-book-link">
              {WITHDRAW_TEXTS.whitelistBookLink}
            </Link>
          </p>
        ) : null}

        <div className={styles.wide}>
          <Button variant="primary" type="submit" loading={submitFlow.isPending} disabled={!ready || (!internal && chain === null)} data-testid="withdraw-submit">
            {WITHDRAW_TEXTS.submit}
          </Button>
        </div>
      </form>
      {outcome?.kind === 'confirm' ? (
        <ConfirmWithdrawDialog
          withdrawId={outcome.withdrawId}
          clientOrderId={outcome.clientOrderId}
          summary={outcome.summary}
          onPlaced={(result) => placed(outcome.formKey, result)}
          onRisk={(reason) => setOutcome({ kind: 'risk', reason, target: { currency, chain: values.chain, address: outcome.summary.destination, tag: outcome.summary.tag } })}
          onClose={() => setOutcome(null)}
        />
      ) : null}
    </>
  );
}

'use client';

// The withdraw form of one currency (exchange-wallet-fiat.md sections 3, 7, 8; WALLET.md 4, 5):
// the chain (closed ones listed with their reason), the address picked from the book (usable
// ones; held ones disabled with the time left) or typed, the tag on a tag chain, the amount with
// 可用, 全部, the quota left, the minimum and the precision, the fee by its type (fixed shown,
// range with a slider and an input, proportion computed), 到账数量 live, 优先快速到账, and the
// 内部转账 mode (to another user of the exchange, no chain fee). Every field says the rule's
// message and keeps what was typed. The poisoning guard asks for an acknowledgement; the
// whitelist refuses an address the book cannot use now.
//
// Submit, nothing sent twice: a client order id per form, kept in session storage with the
// form's key (decideWithdrawSubmit: reuse, look up, retry or new); the risk check, then create
// (the button is disabled while it runs, a double click sends once), then the confirmation
// dialog with the summary and the security codes, then place.

import { EMPTY_PLACEHOLDER } from '@/lib/format/placeholder';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button, Checkbox, FormField, Segmented, Select, TextInput, fieldProps } from '@/components/form';
import { AmountInput } from '@/components/form/amount-input';
import { zodFormResolver } from '@/lib/validation/resolver';
import type { Language } from '@/lib/routing/segments';
import {
  createClientOrderId,
  decideWithdrawSubmit,
  defaultChainChoice,
  feeRuleOf,
  POISONING_TEXTS,
  remainingQuota,
  withdrawChainOptions,
  withdrawFormKey,
  type AddressSegment,
  type ChainInfo,
  type ClientOrderLookup,
  type WithdrawQuota,
} from '@/lib/wallet';
import { pickerOptions, type BookEntry, type WhitelistSettings } from '@/lib/wallet-book';
import { queryErrorText } from '@/queries/failure';
import { useCreateWithdraw } from '@/queries/deposit-withdraw';
import { checkWithdrawRisk, fetchWithdrawByClientOrderId, type WithdrawRequest } from '@/services/wallet/withdraw';
import { failureText } from '@/services/http';
import { showToast } from '@/stores/toast-store';
import type { WithdrawSummary } from './confirm-dialog';
import {
  feeOf,
  lookalikesOf,
  maxOf,
  otherChainsOf,
  precisionOf,
  rangeOf,
  receivedOf,
  withdrawFormErrors,
  type WithdrawContext,
  type WithdrawFormValues,
} from './form-check';
import { readDraft, readPending, readRiskAck, routePath, writeDraft, WITHDRAW_TEXTS, withdrawFormPath, withdrawRiskPath, writePending, writeRiskAck } from './withdraw-rules';
import styles from './withdraw.module.css';

// The confirmation with its security verification is loaded once a withdrawal is created, not with the form.
const ConfirmWithdrawDialog = dynamic(() => import('./confirm-dialog').then((module) => module.ConfirmWithdrawDialog), { ssr: false });

const QUIET = { silent: true } as const;

export interface WithdrawFormProps {
  lang: Language;
  currency: string;
  chains: readonly ChainInfo[];
  /** The spot balance's available amount; null while the balance loads (no amount is checked against it yet). */
  available: string | null;
  /** Every figure the form checks against is in (balance, quota, the book): it may be submitted. */
  ready: boolean;
  /** The quota of each chain. */
  quotaOf(chain: string): WithdrawQuota | null;
  book: readonly BookEntry[];
  usable: readonly BookEntry[];
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
function restoredValues(currency: string, base: WithdrawFormValues, chains: readonly ChainInfo[]): WithdrawFormValues {
  if (!readRiskAck(currency)) return base;
  const parsed = valuesSchema.safeParse(readDraft(currency));
  if (!parsed.success) return base;
  const draft = parsed.data;
  const chain = chains.some((entry) => entry.chain === draft.chain && entry.withdrawEnable) ? draft.chain : base.chain;
  return { ...draft, chain, poisonAck: false };
}

function Segments({ segments, testId }: { segments: readonly AddressSegment[]; testId: string }) {
  return (
    <span className={styles.mono} data-testid={testId}>
      {segments.map((segment, index) => (segment.differs ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
    </span>
  );
}


/** The form's schema: the fields, then every rule of form-check against what the form knows now. */
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

interface Confirming {
  withdrawId: string;
  summary: WithdrawSummary;
}

export function WithdrawForm(props: WithdrawFormProps) {
  const { lang, currency, chains, book, usable, settings, history, ready } = props;
  const available = props.available ?? '0';
  const unit = currency.toUpperCase();
  const options = useMemo(() => withdrawChainOptions(currency, chains), [currency, chains]);
  const first = defaultChainChoice(options);
  const firstRange = rangeOf(first?.info ?? null);
  const defaults = useMemo(() => emptyValues(first?.chain ?? '', firstRange?.min ?? ''), [first?.chain, firstRange?.min]);
  // The form renders only once the chains are in, so on the client: session storage may be read.
  const [initial] = useState(() => restoredValues(currency, defaults, chains));
  const [riskNoted] = useState(() => readRiskAck(currency));

  const ctxRef = useRef<WithdrawContext | null>(null);
  function chainInfo(chain: string): ChainInfo | null {
    return chains.find((entry) => entry.chain === chain) ?? null;
  }

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
  const ctx: WithdrawContext = { currency, chain, chains, available, quota, book, usable, settings, history, now: props.bookNow };
  useLayoutEffect(() => {
    ctxRef.current = ctx;
  });

  const rule = chain ? feeRuleOf(chain) : null;
  const range = internal ? null : rangeOf(chain);
  const fee = feeOf(values, ctx);
  const received = receivedOf(values, ctx);
  const max = maxOf(values, ctx);
  const left = remainingQuota(quota);
  const lookalikes = internal ? [] : lookalikesOf(values.address, ctx);
  const otherChains = internal ? [] : otherChainsOf(values.address, ctx);
  const picker = settings ? pickerOptions(book, settings, props.bookNow, currency, values.chain) : [];

  const [failure, setFailure] = useState<string | null>(null);
  const [risk, setRisk] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [checking, setChecking] = useState(false);
  const create = useCreateWithdraw();
  const inFlight = useRef(false);

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
      setValue('tag', entry.tag ?? '', { shouldValidate: formState.isSubmitted });
    }
  };

  const formPath = withdrawFormPath(currency, lang);

  const submit = async (valid: WithdrawFormValues) => {
    setFailure(null);
    setNotice(null);
    const info = chainInfo(valid.chain);
    const feeNow = feeOf(valid, { currency, chain: info });
    if (feeNow === null || (valid.mode !== 'internal' && info === null)) return;
    const isInternal = valid.mode === 'internal';
    // What arrives: the amount less the fee (0 for an internal transfer); the exchange debits it + the fee.
    const amountSent = receivedOf(valid, { currency, chain: info });
    const tag = !isInternal && info?.addrWithTag ? valid.tag.trim() : '';
    const riskAcknowledged = readRiskAck(currency);
    if (!isInternal && !riskAcknowledged) {
      const check = await checkWithdrawRisk({ currency, chain: valid.chain, address: valid.address, tag }, QUIET);
      if (!check.success) {
        setFailure(failureText(check));
        return;
      }
      if (check.data.risky) {
        setRisk(check.data.reason);
        return;
      }
    }
    setRisk(null);
    const request: WithdrawRequest = {
      currency,
      chain: valid.chain,
      amount: amountSent,
      fee: isInternal ? '0' : feeNow,
      ...(isInternal ? { toUserName: valid.toUser.trim() } : { address: valid.address.trim() }),
      ...(tag ? { tag } : {}),
      ...(!isInternal && valid.preferFast ? { preferFast: true } : {}),
      ...(riskAcknowledged && !isInternal ? { verifyRiskAddress: true } : {}),
    };
    const summary: WithdrawSummary = {
      currency,
      chainName: options.find((option) => option.chain === valid.chain)?.name ?? valid.chain.toUpperCase(),
      destination: isInternal ? valid.toUser.trim() : valid.address.trim(),
      tag,
      internal: isInternal,
      amount: valid.amount,
      fee: request.fee,
      received: amountSent,
    };
    const formKey = withdrawFormKey({
      currency,
      chain: valid.chain,
      address: summary.destination,
      tag,
      amount: valid.amount,
      fee: request.fee,
      toExchange: isInternal,
    });
    const pending = readPending(currency);
    const now = Date.now();
    let decision = decideWithdrawSubmit({ pending, formKey, now });
    let foundState: string | null = null;
    if (decision.action === 'lookup') {
      const found = await fetchWithdrawByClientOrderId(decision.clientOrderId, QUIET);
      const lookup: ClientOrderLookup = !found.success
        ? { kind: 'failed' }
        : found.data === null
          ? { kind: 'not-found' }
          : { kind: 'found', withdrawId: found.data.id, state: found.data.state };
      if (lookup.kind === 'found') foundState = lookup.state ?? null;
      decision = decideWithdrawSubmit({ pending, formKey, lookup, now });
    }
    if (decision.action === 'reuse') {
      if (foundState === 'verifying') {
        setConfirming({ withdrawId: decision.withdrawId, summary });
      } else {
        writePending(currency, null);
        setNotice(WITHDRAW_TEXTS.existing);
      }
      return;
    }
    const clientOrderId = decision.action === 'retry' ? decision.clientOrderId : createClientOrderId(now);
    if (decision.action === 'new') writePending(currency, { clientOrderId, formKey, createdAt: now });
    try {
      const withdrawId = await create.mutateAsync({ ...request, clientOrderId });
      setConfirming({ withdrawId, summary });
    } catch (error) {
      setFailure(queryErrorText(error));
    }
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    try {
      await handleSubmit(submit)(event);
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  };

  const placed = () => {
    writePending(currency, null);
    writeRiskAck(currency, false);
    writeDraft(currency, null);
    setConfirming(null);
    setRisk(null);
    showToast('success', WITHDRAW_TEXTS.success);
    form.reset(defaults);
    props.onPlaced?.();
  };

  const chainSelectOptions = options.map((option) => ({
    value: option.chain,
    label: `${option.name}${option.isOld ? '（旧链）' : ''}${option.suspendText ? `（${option.suspendText}）` : ''}`,
    disabled: !option.enabled,
  }));
  const bookSelectOptions = [
    { value: '', label: WITHDRAW_TEXTS.bookPlaceholder },
    ...picker.map((option) => ({ value: option.value, label: `${option.label}（${option.hint}）`, disabled: option.disabled })),
  ];
  const busy = checking || create.isPending;
  const suspended = options.filter((option) => !option.enabled);

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
          <div>
            <FormField id="withdraw-chain" label={WITHDRAW_TEXTS.chainLabel} error={null}>
              <Select id="withdraw-chain" value={values.chain} onChange={(event) => chooseChain(event.target.value)} options={chainSelectOptions} data-testid="withdraw-chain" />
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
          <div>
            <FormField id="withdraw-book" label={WITHDRAW_TEXTS.bookLabel} error={null}>
              <Select id="withdraw-book" value={values.bookId} onChange={(event) => pick(event.target.value)} options={bookSelectOptions} data-testid="withdraw-book-picker" />
            </FormField>
            <p className={styles.hint}>
              <Link href={routePath('cn/finance/address', lang)} className={styles.link} data-testid="withdraw-book-link">
                {WITHDRAW_TEXTS.bookManage}
              </Link>
            </p>
          </div>
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
                {otherChains.map((other) => {
                  const name = options.find((option) => option.chain === other.chain)?.name ?? other.chain.toUpperCase();
                  return (
                    <Button key={other.chain} variant="link" onClick={() => chooseChain(other.chain)} data-testid="withdraw-switch-chain">
                      {WITHDRAW_TEXTS.switchChain(name)}
                    </Button>
                  );
                })}
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
                    <dt>{match.known.source === 'book' ? `${WITHDRAW_TEXTS.knownBook}${match.known.alias ? `（${match.known.alias}）` : ''}` : WITHDRAW_TEXTS.knownHistory}</dt>
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
          {chain?.addrWithTag ? (
            <div className={styles.wide}>
              <FormField id="withdraw-tag" label={WITHDRAW_TEXTS.tagLabel} error={errors.tag?.message}>
                <TextInput {...register('tag')} {...fieldProps('withdraw-tag', errors.tag?.message)} className={styles.mono} autoComplete="off" data-testid="withdraw-tag" />
              </FormField>
            </div>
          ) : null}
        </>
      )}

      <div className={styles.wide}>
        <Controller
          control={control}
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
              error={errors.amount?.message}
              errorTestId="withdraw-amount-error"
            />
          )}
        />
        <p className={styles.limits}>
          <span>
            {WITHDRAW_TEXTS.available} <span data-testid="withdraw-available">{props.available ?? EMPTY_PLACEHOLDER}</span> {unit}
          </span>
          <span>
            {WITHDRAW_TEXTS.quotaLeft} <span data-testid="withdraw-quota">{left ? `${left.remain} ${unit}` : WITHDRAW_TEXTS.noLimit}</span>
          </span>
          {!internal && chain?.minWithdrawAmount ? (
            <span>
              {WITHDRAW_TEXTS.minimum} <span data-testid="withdraw-minimum">{chain.minWithdrawAmount}</span> {unit}
            </span>
          ) : null}
          <span>
            {WITHDRAW_TEXTS.precision} <span data-testid="withdraw-precision">{precisionOf(chain)}</span>
          </span>
        </p>
      </div>

      <div>
        {internal ? (
          <p>
            {WITHDRAW_TEXTS.feeLabel} <span data-testid="withdraw-fee">0</span> {unit}
          </p>
        ) : range ? (
          <FormField id="withdraw-fee" label={WITHDRAW_TEXTS.feeInputLabel} error={errors.fee?.message}>
            <div className={styles.feeRow}>
              <input
                type="range"
                aria-label={WITHDRAW_TEXTS.feeSliderLabel}
                min={range.min}
                max={range.max}
                step={range.step}
                value={fee ?? range.min}
                onChange={(event) => setValue('fee', event.target.value, { shouldValidate: formState.isSubmitted })}
                data-testid="withdraw-fee-slider"
              />
              <TextInput {...register('fee')} {...fieldProps('withdraw-fee', errors.fee?.message)} inputMode="decimal" className={styles.feeInput} data-testid="withdraw-fee-input" />
              <span>{unit}</span>
            </div>
            <p className={styles.hint}>
              {range.min} – {range.max} {unit}
            </p>
          </FormField>
        ) : (
          <p>
            {WITHDRAW_TEXTS.feeLabel} <span data-testid="withdraw-fee">{fee ?? EMPTY_PLACEHOLDER}</span> {unit}
            {rule?.feeType === 'proportion' ? (
              <span className={styles.hint} data-testid="withdraw-fee-rate">
                {' '}
                （{WITHDRAW_TEXTS.feeProportion} {rule.feeRate}）
              </span>
            ) : null}
          </p>
        )}
      </div>
      <div>
        <p>
          {WITHDRAW_TEXTS.receivedLabel}{' '}
          <output className={styles.figure} data-testid="withdraw-received" aria-label={WITHDRAW_TEXTS.receivedLabel}>
            {received}
          </output>{' '}
          {unit}
        </p>
        {internal ? null : (
          <Checkbox {...register('preferFast')} data-testid="withdraw-prefer-fast">
            {WITHDRAW_TEXTS.preferFast}
          </Checkbox>
        )}
      </div>

      {risk !== null ? (
        <div className={`${styles.danger} ${styles.wide}`} role="alert" data-testid="withdraw-risk">
          <p>
            <strong>{WITHDRAW_TEXTS.riskTitle}</strong>：<span data-testid="withdraw-risk-reason">{risk}</span>
          </p>
          <Link href={withdrawRiskPath(risk, formPath, lang)} className={styles.link} data-testid="withdraw-risk-link" onClick={() => writeDraft(currency, { ...form.getValues(), poisonAck: false })}>
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
      {notice !== null ? (
        <p className={styles.wide} role="status" data-testid="withdraw-notice">
          {notice}
        </p>
      ) : null}
      {settings?.enabled && errors.address?.message && !internal ? (
        <p className={styles.wide}>
          <Link href={routePath('cn/finance/address', lang)} className={styles.link} data-testid="withdraw-whitelist-book-link">
            {WITHDRAW_TEXTS.bookManage}
          </Link>
        </p>
      ) : null}

      <div className={styles.wide}>
        <Button variant="primary" type="submit" loading={busy} disabled={!ready || (!internal && chain === null)} data-testid="withdraw-submit">
          {WITHDRAW_TEXTS.submit}
        </Button>
      </div>
    </form>
      {confirming ? (
        <ConfirmWithdrawDialog
          withdrawId={confirming.withdrawId}
          summary={confirming.summary}
          onPlaced={placed}
          onRisk={(reason) => {
            setConfirming(null);
            setRisk(reason);
          }}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}


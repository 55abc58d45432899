'use client';

// 解冻查询: the state of a frozen-asset release, looked up by case number or by the account
// (email, phone or UID). Bad input stops at the field (lib/lifted-query's rules). Until the asker
// proves the account is theirs only that cases exist is shown — how many, the account masked —
// with the proof it takes: the code sent to the email or phone typed (the shared CodeSender), or
// logging in as the account (case number, UID). Then each case shows its state's label, dates,
// the amounts frozen, released and still frozen (decimal text), the reasons and what to do next;
// no case shows 不存在 with its next step. Server text is shown as text, never as HTML.

import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CodeSender } from '@/components/code-sender/code-sender';
import styles from '@/components/crm/crm.module.css';
import { Button, ErrorMessage, FormField, Segmented, TextInput, fieldProps } from '@/components/form';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import type { LiftedQueryRequest } from '@/lib/contracts/crm';
import { formatNumber } from '@/lib/decimal';
import { buildPath, getRoute } from '@/lib/routing/manifest';
import { loginRedirect } from '@/lib/routing/navigation';
import { validateCode } from '@/lib/validation/rules';
import { EMPTY_PLACEHOLDER, formatTime } from '@/lib/format';
import {
  LIFTED_ACCOUNT_LABELS,
  LIFTED_ACCOUNT_TYPES,
  LIFTED_NEXT_STEPS,
  LIFTED_PROOF_TEXTS,
  liftedCodeChannel,
  liftedMaskedSummary,
  LIFTED_STATE_LABELS,
  LIFTED_STATE_TONES,
  normalizeCaseNo,
  normalizeLookupAccount,
  validateCaseNo,
  validateLookupAccount,
  type LiftedAccountType,
  type LiftedResultState,
} from '@/lib/lifted-query';
import { useLiftedQuery } from '@/queries/crm';
import { queryErrorText } from '@/queries/failure';
import type { LiftedAsset, LiftedCaseView, LiftedLookupView } from '@/services/crm/lifted-query';

type LookupBy = LiftedQueryRequest['by'];

interface LookupValues {
  by: LookupBy;
  caseNo: string;
  accountType: LiftedAccountType;
  account: string;
}

export const LIFTED_TEXT = {
  intro: '资产因风控、司法协查等原因被冻结并已提交解冻申请的，可在此查询处理进度。',
  submit: '查询',
  failed: '查询失败，请稍后重试',
  notFoundTitle: '未找到解冻案件',
  caseNo: '案件编号',
  account: '账号',
  maskedTitle: '已找到解冻案件',
  verify: '验证并查看',
  login: '登录后查看',
} as const;

const BY_OPTIONS = [
  { value: 'case', label: '按案件编号' },
  { value: 'account', label: '按账号' },
] as const;
const ACCOUNT_OPTIONS = LIFTED_ACCOUNT_TYPES.map((value) => ({ value, label: LIFTED_ACCOUNT_LABELS[value] }));
const ACCOUNT_PLACEHOLDERS: Readonly<Record<LiftedAccountType, string>> = { email: 'name@example.com', phone: '手机号码', uid: '账户 UID' };

function toRequest(values: LookupValues): LiftedQueryRequest {
  return values.by === 'case'
    ? { by: 'case', caseNo: normalizeCaseNo(values.caseNo) }
    : { by: 'account', accountType: values.accountType, account: normalizeLookupAccount(values.accountType, values.account) };
}

function amount(value: string): string {
  return formatNumber(value, 8, { padZeros: false, thousands: true, maxLength: Infinity });
}

const ASSET_COLUMNS: readonly DataColumn<LiftedAsset>[] = [
  { key: 'currency', title: '币种', rowHeader: true, render: (row) => row.currency.toUpperCase() },
  { key: 'frozen', title: '冻结数量', align: 'right', render: (row) => amount(row.frozen) },
  { key: 'lifted', title: '已解冻', align: 'right', render: (row) => amount(row.lifted) },
  { key: 'remaining', title: '仍冻结', align: 'right', render: (row) => amount(row.remaining) },
];

function StateBadge({ state }: { state: LiftedResultState }) {
  return (
    <span className={styles.badge} data-tone={LIFTED_STATE_TONES[state]} data-testid="lifted-state">
      {LIFTED_STATE_LABELS[state]}
    </span>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function CaseCard({ found }: { found: LiftedCaseView }) {
  const reasonLabel = found.state === 'rejected' ? '驳回原因' : '未解冻原因';
  return (
    <article className={styles.card} data-testid="lifted-case" data-state={found.state} aria-label={`${LIFTED_TEXT.caseNo} ${found.caseNo}`}>
      <div className={styles.actions}>
        <h3 className={styles.cardTitle}>{found.caseNo}</h3>
        <StateBadge state={found.state} />
      </div>
      <dl className={styles.facts}>
        <Fact label="账号" value={found.account} />
        <Fact label="冻结原因" value={found.freezeReason} />
        <Fact label="冻结时间" value={formatTime(found.frozenAt)} />
        <Fact label="申请时间" value={formatTime(found.appliedAt)} />
        <Fact label="最近更新" value={formatTime(found.updatedAt)} />
        <Fact label="解冻时间" value={found.liftedAt === null ? EMPTY_PLACEHOLDER : formatTime(found.liftedAt)} />
      </dl>
      <DataTable label={`${found.caseNo} 冻结资产`} columns={ASSET_COLUMNS} rows={found.assets} rowKey={(row) => row.currency} cards />
      {found.reason ? (
        <p>
          <strong>{reasonLabel}：</strong>
          {found.reason}
        </p>
      ) : null}
      <p className={styles.muted}>
        <strong>下一步：</strong>
        {LIFTED_NEXT_STEPS[found.state]}
      </p>
    </article>
  );
}

function NotFound() {
  return (
    <article className={styles.card} data-testid="lifted-not-found">
      <div className={styles.actions}>
        <h3 className={styles.cardTitle}>{LIFTED_TEXT.notFoundTitle}</h3>
        <StateBadge state="notFound" />
      </div>
      <p className={styles.muted}>{LIFTED_NEXT_STEPS.notFound}</p>
    </article>
  );
}

/** The login page, coming back here after. */
const LOGIN_AND_BACK = loginRedirect(buildPath(getRoute('collection/lifted-query'), { lang: 'zh-cn' }), '');

type AccountLookup = Extract<LiftedQueryRequest, { by: 'account' }>;

/**
 * Cases found, shown masked until the asker proves the account is theirs: the code sent to the
 * email or phone that was looked up, or a login for a case number or a UID.
 */
function MaskedResult({ result, lookup, onVerified }: { result: LiftedLookupView; lookup: LiftedQueryRequest; onVerified: (found: LiftedLookupView) => void }) {
  const verify = useLiftedQuery();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const channel = lookup.by === 'account' ? liftedCodeChannel(lookup.accountType) : null;
  const byCode = result.proof === 'code' && channel !== null && lookup.by === 'account';

  const submit = async (accountLookup: AccountLookup, codeChannel: 'email' | 'sms') => {
    const problem = validateCode(codeChannel, code);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      onVerified(await verify.mutateAsync({ ...accountLookup, code }));
    } catch (failure) {
      setError(queryErrorText(failure, LIFTED_TEXT.failed));
    }
  };

  return (
    <article className={styles.card} data-testid="lifted-masked">
      <h3 className={styles.cardTitle}>{LIFTED_TEXT.maskedTitle}</h3>
      <p>{liftedMaskedSummary(result.found, result.account ?? EMPTY_PLACEHOLDER)}</p>
      <p className={styles.muted}>{LIFTED_PROOF_TEXTS[byCode ? 'code' : 'login']}</p>
      {byCode ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(lookup, channel);
          }}
        >
          <CodeSender
            id="lifted-code"
            type={channel}
            purpose="lifted_query"
            account={lookup.account}
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
            error={error ?? undefined}
            storage={null}
          />
          <Button variant="primary" type="submit" loading={verify.isPending}>
            {LIFTED_TEXT.verify}
          </Button>
        </form>
      ) : (
        <a className="button button--primary" href={LOGIN_AND_BACK}>
          {LIFTED_TEXT.login}
        </a>
      )}
    </article>
  );
}

export function LiftedQueryScreen() {
  const { control, handleSubmit, formState, clearErrors } = useForm<LookupValues>({
    defaultValues: { by: 'case', caseNo: '', accountType: 'email', account: '' },
  });
  const lookup = useLiftedQuery();
  const [result, setResult] = useState<{ lookup: LiftedQueryRequest; found: LiftedLookupView } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const by = useWatch({ control, name: 'by' });
  const accountType = useWatch({ control, name: 'accountType' });
  const { errors } = formState;

  const onSubmit = async (values: LookupValues) => {
    setServerError(null);
    const request = toRequest(values);
    try {
      setResult({ lookup: request, found: await lookup.mutateAsync(request) });
    } catch (error) {
      setResult(null);
      setServerError(queryErrorText(error, LIFTED_TEXT.failed));
    }
  };
  return (
    <div className={styles.page} data-testid="lifted-query">
      <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit(onSubmit)} noValidate>
        <p className={styles.lead}>{LIFTED_TEXT.intro}</p>
        <Controller
          control={control}
          name="by"
          render={({ field }) => (
            <Segmented
              label="查询方式"
              value={field.value}
              onChange={(value) => {
                clearErrors();
                field.onChange(value);
              }}
              options={BY_OPTIONS}
            />
          )}
        />
        {by === 'case' ? (
          <Controller
            control={control}
            name="caseNo"
            rules={{ validate: (value) => validateCaseNo(value) ?? true }}
            render={({ field }) => (
              <FormField id="lifted-case-no" label={LIFTED_TEXT.caseNo} error={errors.caseNo?.message}>
                <TextInput {...field} {...fieldProps('lifted-case-no', errors.caseNo?.message)} placeholder="如 LQ202503180007" autoComplete="off" maxLength={24} />
              </FormField>
            )}
          />
        ) : (
          <>
            <Controller
              control={control}
              name="accountType"
              render={({ field }) => (
                <Segmented
                  label="账号类型"
                  value={field.value}
                  onChange={(value) => {
                    clearErrors('account');
                    field.onChange(value);
                  }}
                  options={ACCOUNT_OPTIONS}
                />
              )}
            />
            <Controller
              control={control}
              name="account"
              rules={{ validate: (value, values) => validateLookupAccount(values.accountType, value) ?? true }}
              render={({ field }) => (
                <FormField id="lifted-account" label={LIFTED_ACCOUNT_LABELS[accountType]} error={errors.account?.message}>
                  <TextInput
                    {...field}
                    {...fieldProps('lifted-account', errors.account?.message)}
                    placeholder={ACCOUNT_PLACEHOLDERS[accountType]}
                    inputMode={accountType === 'email' ? 'email' : 'numeric'}
                    maxLength={100}
                  />
                </FormField>
              )}
            />
          </>
        )}
        {serverError ? <ErrorMessage text={serverError} /> : null}
        <Button variant="primary" type="submit" loading={formState.isSubmitting}>
          {LIFTED_TEXT.submit}
        </Button>
      </form>
      {result !== null ? (
        <section aria-live="polite" aria-label="查询结果" className={styles.page} data-testid="lifted-results">
          {result.found.found === 0 ? (
            <NotFound />
          ) : result.found.verified ? (
            result.found.cases.map((found) => <CaseCard key={found.caseNo} found={found} />)
          ) : (
            <MaskedResult
              key={JSON.stringify(result.lookup)}
              result={result.found}
              lookup={result.lookup}
              onVerified={(found) => setResult({ lookup: result.lookup, found })}
            />
          )}
        </section>
      ) : null}
    </div>
  );
}

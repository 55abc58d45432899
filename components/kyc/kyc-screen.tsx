'use client';

// 身份认证 (cn/kyc, logged in): the user's level and what each level allows, then by who they
// are (lib/kyc/entry.ts): a sub-account follows its parent, a disabled user is told why they
// cannot verify, an organisation sees its institutional verification (offline, by contact) and
// its state, everyone else the three steps from the fiat KYC state number — basic information,
// documents, the review's outcome (审核中, refused with the reason, complete).

import { useEffect } from 'react';
import { useStore } from 'zustand';
import crm from '@/components/crm/crm.module.css';
import { Button, ErrorMessage, LoadingMessage, Steps } from '@/components/form';
import { QueryState } from '@/components/query-state/query-state';
import { INSTITUTION_CONTACT, institutionStateLabel, KYC_SUBJECT_TEXTS, kycSubject } from '@/lib/kyc/entry';
import { KYC_ID_TYPE_LABELS } from '@/lib/kyc/identity';
import { kycLevelText, toKycLevel } from '@/lib/kyc/levels';
import { kycProgress, kycStepsView } from '@/lib/kyc/progress';
import { EMPTY_PLACEHOLDER, formatTime } from '@/lib/format';
import type { KycAuthInfo } from '@/lib/contracts/kyc';
import { queryErrorText } from '@/queries/failure';
import { useKycAuthInfo, useKycProgress, useStartKyc, useUserAuth } from '@/queries/kyc';
import { useCountryCodesQuery } from '@/queries/uc';
import type { FiatKycInfo } from '@/services/custody/kyc';
import { sessionStore } from '@/stores/session-store';
import { KycBasicForm } from './kyc-basic-form';
import { KycDocumentsForm } from './kyc-documents-form';
import { KycOverview } from './kyc-overview';

function Notice({ title, text, testId, children }: { title: string; text: string; testId: string; children?: React.ReactNode }) {
  return (
    <section className={crm.card} data-testid={testId}>
      <h2 className={crm.cardTitle}>{title}</h2>
      <p className={crm.lead}>{text}</p>
      {children}
    </section>
  );
}

function InstitutionView() {
  const auth = useUserAuth();
  return (
    <QueryState query={auth}>
      {(info) => (
        <Notice title="机构认证" text={KYC_SUBJECT_TEXTS.organisation} testId="kyc-institution">
          <dl className={crm.facts}>
            <div>
              <dt>机构名称</dt>
              <dd>{info.auth_info.pro_org_name || EMPTY_PLACEHOLDER}</dd>
            </div>
            <div>
              <dt>认证状态</dt>
              <dd data-testid="kyc-institution-state">{institutionStateLabel(info.auth_info.pro_status)}</dd>
            </div>
            <div>
              <dt>联系邮箱</dt>
              <dd>
                <a href={`mailto:${INSTITUTION_CONTACT}`}>{INSTITUTION_CONTACT}</a>
              </dd>
            </div>
          </dl>
        </Notice>
      )}
    </QueryState>
  );
}

function StartAgain({ label }: { label: string }) {
  const start = useStartKyc();
  return (
    <>
      {start.error ? <ErrorMessage text={queryErrorText(start.error)} /> : null}
      <Button variant="primary" loading={start.isPending} onClick={() => start.mutate()}>
        {label}
      </Button>
    </>
  );
}

function Outcome({ progress, info }: { progress: FiatKycInfo; info: KycAuthInfo }) {
  const basic = info.basic;
  const facts = basic ? (
    <dl className={crm.facts}>
      <div>
        <dt>姓名</dt>
        <dd>{basic.fullName}</dd>
      </div>
      <div>
        <dt>证件</dt>
        <dd>
          {KYC_ID_TYPE_LABELS[basic.idType]} {basic.idNumberMasked}
        </dd>
      </div>
      {progress.submittedAt ? (
        <div>
          <dt>提交时间</dt>
          <dd>{formatTime(progress.submittedAt)}</dd>
        </div>
      ) : null}
    </dl>
  ) : null;
  if (progress.state === 4) {
    return (
      <Notice title="审核中" text={`您的${progress.targetLevel ? ` ${kycLevelText(progress.targetLevel)} ` : ''}认证资料已提交，审核通常需要 1 至 3 个工作日，请耐心等待。`} testId="kyc-reviewing">
        {facts}
      </Notice>
    );
  }
  if (progress.state === 5) {
    return (
      <Notice title="审核未通过" text="您提交的认证资料未通过审核，请根据原因修改后重新提交。" testId="kyc-failed">
        <p className={crm.status} data-tone="danger" data-testid="kyc-fail-reason">
          原因：{progress.failRemark ?? EMPTY_PLACEHOLDER}
        </p>
        <StartAgain label="重新认证" />
      </Notice>
    );
  }
  return (
    <Notice title="认证完成" text={`您已完成 ${kycLevelText(progress.level)}。`} testId="kyc-complete">
      {facts}
      {progress.targetLevel ? <StartAgain label={`申请 ${kycLevelText(progress.targetLevel)}`} /> : null}
    </Notice>
  );
}

function PersonalKyc({ sessionLevel }: { sessionLevel: string | null | undefined }) {
  const progress = useKycProgress();
  const info = useKycAuthInfo();
  const countries = useCountryCodesQuery();
  // A level granted since the session loaded its user (the review decides later, elsewhere):
  // the header's account menu shows the user's level, so the user is loaded again.
  const grantedLevel = progress.data?.level;
  const stale = grantedLevel !== undefined && grantedLevel !== toKycLevel(sessionLevel);
  useEffect(() => {
    if (stale) void sessionStore.getState().refreshUser();
  }, [stale, grantedLevel]);
  return (
    <QueryState query={progress}>
      {(state) => {
        const view = kycProgress(state.state);
        if (!view) return null;
        const steps = kycStepsView(view);
        return (
          <>
            <KycOverview level={state.level} />
            <section className={crm.card} aria-label="认证进度">
              <Steps items={steps.items} current={steps.current} label="认证进度" />
            </section>
            <QueryState query={info}>
              {(auth) =>
                view.step === 1 ? (
                  <QueryState query={countries}>{(list) => <KycBasicForm countries={list} onFile={auth.basic} />}</QueryState>
                ) : view.step === 2 ? (
                  <KycDocumentsForm idType={auth.basic?.idType ?? 'id_card'} />
                ) : (
                  <Outcome progress={state} info={auth} />
                )
              }
            </QueryState>
          </>
        );
      }}
    </QueryState>
  );
}

export function KycScreen() {
  const user = useStore(sessionStore, (state) => state.user);
  if (!user) return <LoadingMessage />;
  const subject = kycSubject(user);
  return (
    <div className={crm.page} data-testid="kyc" data-subject={subject}>
      {subject === 'personal' ? (
        <PersonalKyc sessionLevel={user.kyc_level} />
      ) : (
        <>
          <KycOverview level={user.kyc_level} />
          {subject === 'organisation' ? (
            <InstitutionView />
          ) : (
            <Notice title={subject === 'sub_account' ? '子账户认证' : '暂不支持认证'} text={KYC_SUBJECT_TEXTS[subject]} testId={`kyc-${subject}`} />
          )}
        </>
      )}
    </div>
  );
}

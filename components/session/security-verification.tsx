'use client';

// The security verification page (/zh-cn/verification/?scene=&backUrl=): a flow about to do
// something sensitive sends the logged-in user here. The page loads what the account requires
// for the scene (email, SMS and/or Google Authenticator codes, all of them), takes one code per
// method and verifies them; the server then marks the session verified for the scene, and the
// user goes back to the safe backUrl the server computed. Nothing of the result is put in the
// URL or in storage. On a refusal the server's message shows under the form and the codes stay.

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, ErrorMessage, LoadingMessage } from '@/components/form';
import { REQUEST_FAILED_MESSAGE } from '@/services/http';
import { fetchSecurityStrategy, verifySecurityStrategy } from '@/services/uc/security';
import { SECURITY_CODE_PURPOSE, type SecurityScene, type SecurityStrategy } from '@/lib/contracts/uc';
import { SECURITY_CODE_DEFAULTS, SecurityCodeFields, securityCodesOf, type SecurityCodeValues } from './security-code-fields';

// Texts of this page (project: the spec shows none).
export const SECURITY_SCENE_LABELS: Record<SecurityScene, string> = {
  withdraw: '提币',
  withdraw_address: '提币地址管理',
  security: '安全设置修改',
  sub_account: '子账户管理',
};
export const INVALID_SCENE_TEXT = '验证请求无效';
export const STRATEGY_LOAD_FAILED_TEXT = '验证方式加载失败，请重试';
export const VERIFY_FAILED_TEXT = '验证失败，请稍后重试';

type StrategyState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; strategy: SecurityStrategy };

/** The account's strategy for the scene, loaded on mount; retry() loads it again. */
function useSecurityStrategy(scene: SecurityScene): { state: StrategyState; retry: () => void } {
  const [state, setState] = useState<StrategyState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    void fetchSecurityStrategy(scene).then((result) => {
      if (alive) setState(result.success ? { status: 'ready', strategy: result.data } : { status: 'failed' });
    });
    return () => {
      alive = false;
    };
  }, [scene, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { state, retry };
}

/** The server's own message; a call that failed as a whole (or said nothing) gets ours. */
function refusalText(message: string): string {
  return message && message !== REQUEST_FAILED_MESSAGE ? message : VERIFY_FAILED_TEXT;
}

function VerificationForm({ strategy, returnTo }: { strategy: SecurityStrategy; returnTo: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { control, handleSubmit, formState } = useForm<SecurityCodeValues>({ defaultValues: SECURITY_CODE_DEFAULTS });

  const onSubmit = async (values: SecurityCodeValues) => {
    setServerError(null);
    const result = await verifySecurityStrategy({ scene: strategy.scene, ...securityCodesOf(strategy.methods, values) });
    if (result.success) {
      // Stays busy until the next page has loaded: no second submit meanwhile.
      setLeaving(true);
      window.location.assign(returnTo);
      return;
    }
    setServerError(refusalText(String(result.message)));
  };

  return (
    <form className="account-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className="account-form__hint">
        您正在进行「{SECURITY_SCENE_LABELS[strategy.scene]}」操作，为了您的账户安全，请完成以下验证。
      </p>
      <SecurityCodeFields
        control={control}
        methods={strategy.methods}
        email={strategy.email}
        phone={strategy.phone}
        purpose={SECURITY_CODE_PURPOSE}
        idPrefix="verification"
      />
      {serverError ? (
        <p className="account-form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button variant="primary" type="submit" block loading={formState.isSubmitting || leaving}>
        确认
      </Button>
    </form>
  );
}

function StrategyVerification({ scene, returnTo }: { scene: SecurityScene; returnTo: string }) {
  const { state, retry } = useSecurityStrategy(scene);
  if (state.status === 'loading') return <LoadingMessage />;
  if (state.status === 'failed') {
    return (
      <div className="account-form">
        <ErrorMessage text={STRATEGY_LOAD_FAILED_TEXT} />
        <Button onClick={retry}>重试</Button>
      </div>
    );
  }
  return <VerificationForm strategy={state.strategy} returnTo={returnTo} />;
}

/** `scene` is null when the link carried none, or one this site does not know. */
export function SecurityVerification({ scene, returnTo }: { scene: SecurityScene | null; returnTo: string }) {
  if (scene === null) {
    return (
      <div className="account-form">
        <ErrorMessage text={INVALID_SCENE_TEXT} />
        <p>
          请<a href={returnTo}>返回</a>后重新发起操作。
        </p>
      </div>
    );
  }
  return <StrategyVerification scene={scene} returnTo={returnTo} />;
}

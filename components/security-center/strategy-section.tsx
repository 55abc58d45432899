'use client';

// 安全策略: which second factors login and withdrawal ask for. Each bound factor has a switch
// (开启 / 关闭) that goes through the security verification; a switch the strategy rule refuses
// (lib/security-center/strategy: the scene would keep fewer than two, or its only factor) says
// why at once, and the server refuses with the same text. Unbound factors link to their row.

import { useState } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { Button } from '@/components/form';
import {
  SECURITY_STEP_DEFAULTS,
  SecurityVerificationStep,
  securityStepSchema,
} from '@/components/security-verification/security-verification-step';
import type { SecurityInfo } from '@/lib/contracts/uc';
import {
  boundFactors,
  disableRefusal,
  enableRefusal,
  FACTOR_METHOD_TEXT,
  FACTOR_METHODS,
  sceneFactors,
  STRATEGY_SCENE_TEXT,
  STRATEGY_SCENES,
  type FactorMethod,
  type FactorState,
  type StrategyScene,
} from '@/lib/security-center/strategy';
import { useChangeStrategyFactor } from '@/queries/security-settings';
import { showToast } from '@/stores/toast-store';
import { SecurityRow, SecurityRows } from './security-row';
import styles from './security-center.module.css';

export const STRATEGY_TITLE = '安全策略';
export const STRATEGY_SAVED_TEXT = '安全策略已更新';
export const PASSWORD_ONLY_TEXT = '仅登录密码';
export const FACTOR_ON_TEXT = '已开启';
export const FACTOR_OFF_TEXT = '已关闭';
export const FACTOR_UNBOUND_TEXT = '未绑定';
export const GO_BIND_TEXT = '去绑定';
export const ENABLE_TEXT = '开启';
export const DISABLE_TEXT = '关闭';

/** The 账户安全 row each factor is bound on. */
const BIND_ANCHOR: Record<FactorMethod, string> = { ga: '#security-ga', sms: '#security-phone', email: '#security-email' };

const SCENE_DESCRIPTION: Record<StrategyScene, string> = {
  login: '登录时除登录密码外需要通过的验证',
  withdraw: '提币时需要通过的验证',
};

export function factorStateOfInfo(info: SecurityInfo): FactorState {
  return {
    bound: boundFactors({ ga: info.ga, phone: info.phone !== null, email: info.email !== null }),
    login: info.login_factors,
    withdraw: info.withdraw_factors,
  };
}

export function factorsText(methods: readonly FactorMethod[]): string {
  return methods.length ? methods.map((method) => FACTOR_METHOD_TEXT[method]).join('、') : PASSWORD_ONLY_TEXT;
}

const schema = z.object({ security: securityStepSchema });

interface Change {
  scene: StrategyScene;
  method: FactorMethod;
  enable: boolean;
}

function ChangeDialog({ change, onClose }: { change: Change; onClose(): void }) {
  const action = change.enable ? ENABLE_TEXT : DISABLE_TEXT;
  const what = `${STRATEGY_SCENE_TEXT[change.scene]}验证的${FACTOR_METHOD_TEXT[change.method]}`;
  const save = useChangeStrategyFactor();
  return (
    <FormDialog
      title={`${action}${what}`}
      testId="strategy-dialog"
      submitText="确定"
      schema={schema}
      defaultValues={{ security: SECURITY_STEP_DEFAULTS }}
      mutation={save}
      variables={(values) => ({ security: values.security, change: { enable: change.enable, scene: change.scene, method: change.method } })}
      onSuccess={() => showToast('success', STRATEGY_SAVED_TEXT)}
      onClose={onClose}
      width={480}
    >
      {({ control }) => (
        <div className={styles.dialogBody}>
          <p className={styles.rowDescription}>
            {change.enable ? `开启后，${STRATEGY_SCENE_TEXT[change.scene]}时需要输入${FACTOR_METHOD_TEXT[change.method]}。` : `关闭后，${STRATEGY_SCENE_TEXT[change.scene]}时不再需要输入${FACTOR_METHOD_TEXT[change.method]}。`}
          </p>
          <SecurityVerificationStep scene="security" control={control} idPrefix="strategy-security" />
        </div>
      )}
    </FormDialog>
  );
}

function SceneRow({ scene, state, onChange }: { scene: StrategyScene; state: FactorState; onChange(change: Change): void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = sceneFactors(scene, state);
  const toggle = (method: FactorMethod, on: boolean) => {
    const reason = on ? disableRefusal(scene, method, state) : enableRefusal(scene, method, state);
    setRefusal(reason);
    if (reason === null) onChange({ scene, method, enable: !on });
  };
  return (
    <SecurityRow
      id={`strategy-${scene}`}
      title={`${STRATEGY_SCENE_TEXT[scene]}验证`}
      state={factorsText(current)}
      done={current.length > 0}
      description={
        <>
          {SCENE_DESCRIPTION[scene]}
          <span className={styles.factorList}>
            {FACTOR_METHODS.map((method) => {
              const bound = state.bound.includes(method);
              const on = current.includes(method);
              return (
                <span key={method} className={styles.factorItem} data-testid={`strategy-${scene}-${method}`}>
                  <span>{FACTOR_METHOD_TEXT[method]}</span>
                  <span className={on ? styles.stateDone : styles.stateTodo}>{bound ? (on ? FACTOR_ON_TEXT : FACTOR_OFF_TEXT) : FACTOR_UNBOUND_TEXT}</span>
                  {bound ? (
                    <Button
                      role="switch"
                      aria-checked={on}
                      aria-label={`${STRATEGY_SCENE_TEXT[scene]}验证：${FACTOR_METHOD_TEXT[method]}`}
                      onClick={() => toggle(method, on)}
                    >
                      {on ? DISABLE_TEXT : ENABLE_TEXT}
                    </Button>
                  ) : (
                    <a href={BIND_ANCHOR[method]}>{GO_BIND_TEXT}</a>
                  )}
                </span>
              );
            })}
          </span>
          {refusal !== null ? (
            <span role="alert" className={styles.refusal} data-testid={`strategy-${scene}-refusal`}>
              {refusal}
            </span>
          ) : null}
        </>
      }
    />
  );
}

export function StrategySection({ info }: { info: SecurityInfo }) {
  const [change, setChange] = useState<Change | null>(null);
  const state = factorStateOfInfo(info);
  return (
    <>
      <SecurityRows title={STRATEGY_TITLE}>
        {STRATEGY_SCENES.map((scene) => (
          // A changed strategy starts its row afresh (no refusal of the state before).
          <SceneRow key={`${scene}:${sceneFactors(scene, state).join(',')}:${state.bound.join(',')}`} scene={scene} state={state} onChange={setChange} />
        ))}
      </SecurityRows>
      {change !== null ? <ChangeDialog change={change} onClose={() => setChange(null)} /> : null}
    </>
  );
}

'use client';

// /zh-cn/third/auth/: where a provider sends the browser back, and where a logged-in user
// manages the bindings.
//  - A visitor with code and state: third/auth once; 'done' goes to the safe backUrl (else
//    home); 'unbound' names the provider's account and offers 登录并绑定 and 注册, holding the
//    pending token in this tab's session storage (never local storage, never a URL); a spent
//    or invalid code shows the server's message with a way back to login.
//  - A logged-in user with code and state: third/bind, then a toast and the bindings.
//  - A logged-in user back from login or register (`bind=1`): third/bind with the held token.
//  - Otherwise the bindings.
// Codes are taken out of the address bar at once, so a reload or the history never replays them.

import { useState } from 'react';
import { ErrorMessage, LoadingMessage } from '@/components/form';
import { homePath, registerPath } from '@/lib/routing/navigation';
import {
  loginPathWithBackUrl,
  savePendingThirdBind,
  takePendingThirdBind,
  THIRD_PLATFORM_LABELS,
  thirdAuthPagePath,
  type ThirdAuthStep,
  type ThirdPlatform,
} from '@/lib/session/third-auth';
import { useThirdAuthStep } from '@/queries/uc';
import { failureText } from '@/services/http';
import { bindThirdAccount, thirdAuth, type ThirdBindRequest } from '@/services/uc/third';
import { showToast } from '@/stores/toast-store';
import styles from './third-auth.module.css';
import { ThirdBindList } from './third-bind-list';

export const THIRD_AUTH_TEXTS = {
  authorising: '正在验证第三方账号…',
  loggedIn: '登录成功，正在跳转…',
  binding: '正在绑定第三方账号…',
  bound: '绑定成功',
  authFailed: '第三方授权失败，请重试',
  bindFailed: '绑定失败，请稍后重试',
  invalid: '授权信息不完整，请重新发起授权',
  pendingMissing: '授权信息已失效，请重新绑定',
  backToLogin: '返回登录',
  loginAndBind: '登录并绑定',
  register: '注册',
  back: '返回',
} as const;

type Outcome =
  | { kind: 'redirect' }
  | { kind: 'unbound'; platform: ThirdPlatform; name: string }
  | { kind: 'auth-error'; text: string }
  | { kind: 'list'; error?: string };

type View = { kind: 'working'; text: string } | Outcome;

/** A step that throws (a broken redirect, storage) ends as the generic authorisation failure. */
function settled(task: () => Promise<Outcome>): () => Promise<Outcome> {
  return () => task().catch((): Outcome => ({ kind: 'auth-error', text: THIRD_AUTH_TEXTS.authFailed }));
}

/** Replaces the address without reloading (no code, no state, no pending marker). */
function replaceAddress(path: string): void {
  try {
    window.history.replaceState(null, '', path);
  } catch {
    // An address that cannot be replaced only costs a cleaner history.
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

async function bindOutcome(request: ThirdBindRequest): Promise<Outcome> {
  const result = await bindThirdAccount(request);
  if (!result.success) return { kind: 'list', error: failureText(result, THIRD_AUTH_TEXTS.bindFailed) };
  showToast('success', THIRD_AUTH_TEXTS.bound);
  return { kind: 'list' };
}

function run(step: ThirdAuthStep, returnTo: string): { key: string; text: string; task: () => Promise<Outcome> } | null {
  switch (step.kind) {
    case 'auth':
      return {
        key: `auth:${step.platform}:${step.state}`,
        text: THIRD_AUTH_TEXTS.authorising,
        task: async () => {
          replaceAddress(thirdAuthPagePath({ backUrl: returnTo }));
          const result = await thirdAuth({ platform: step.platform, code: step.code, state: step.state });
          if (!result.success) return { kind: 'auth-error', text: failureText(result, THIRD_AUTH_TEXTS.authFailed) };
          if (result.data.status === 'done') {
            window.location.assign(returnTo);
            return { kind: 'redirect' };
          }
          const store = sessionStore();
          if (store) {
            savePendingThirdBind(store, { platform: step.platform, name: result.data.name, thirdToken: result.data.third_token, savedAt: Date.now() });
          }
          // A reload now asks for login and then finishes the bind.
          replaceAddress(thirdAuthPagePath({ platform: step.platform, finishBind: true, backUrl: returnTo }));
          return { kind: 'unbound', platform: step.platform, name: result.data.name };
        },
      };
    case 'bind':
      return {
        key: `bind:${step.platform}:${step.state}`,
        text: THIRD_AUTH_TEXTS.binding,
        task: () => {
          replaceAddress(thirdAuthPagePath({ backUrl: returnTo }));
          return bindOutcome({ platform: step.platform, code: step.code, state: step.state });
        },
      };
    case 'finish-bind':
      return {
        key: `finish:${step.platform}`,
        text: THIRD_AUTH_TEXTS.binding,
        task: async () => {
          replaceAddress(thirdAuthPagePath({ backUrl: returnTo }));
          const store = sessionStore();
          const pending = store ? takePendingThirdBind(store, step.platform, Date.now()) : null;
          if (!pending) return { kind: 'list', error: THIRD_AUTH_TEXTS.pendingMissing };
          return bindOutcome({ platform: step.platform, third_token: pending.thirdToken });
        },
      };
    default:
      return null;
  }
}

function initialView(step: ThirdAuthStep, loggedIn: boolean, returnTo: string): View {
  if (step.kind === 'invalid') return loggedIn ? { kind: 'list', error: THIRD_AUTH_TEXTS.invalid } : { kind: 'auth-error', text: THIRD_AUTH_TEXTS.invalid };
  const work = run(step, returnTo);
  return work ? { kind: 'working', text: work.text } : { kind: 'list' };
}

export interface ThirdAuthFlowProps {
  step: ThirdAuthStep;
  loggedIn: boolean;
  /** The safe backUrl the server resolved (home when none). */
  returnTo: string;
}

export function ThirdAuthFlow({ step, loggedIn, returnTo }: ThirdAuthFlowProps) {
  // The step comes from the server render of this address; it does not change in place.
  const [initial] = useState(() => ({ view: initialView(step, loggedIn, returnTo), work: run(step, returnTo) }));
  // One call per callback even when React mounts twice (strict mode) or remounts: the step
  // is cached by its key, so a code is never spent again.
  const outcome = useThirdAuthStep(initial.work?.key ?? null, settled(initial.work?.task ?? (() => Promise.resolve<Outcome>({ kind: 'list' }))));
  const view: View = outcome.data ?? initial.view;

  switch (view.kind) {
    case 'working':
      return <LoadingMessage text={view.text} />;
    case 'redirect':
      return <LoadingMessage text={THIRD_AUTH_TEXTS.loggedIn} />;
    case 'auth-error':
      return (
        <div className={styles.panel}>
          <ErrorMessage text={view.text} />
          <div className={styles.actions}>
            <a className={`${styles.linkButton} ${styles.primary}`} href={loginPathWithBackUrl(returnTo)}>
              {THIRD_AUTH_TEXTS.backToLogin}
            </a>
          </div>
        </div>
      );
    case 'unbound': {
      const label = THIRD_PLATFORM_LABELS[view.platform];
      // Login or register comes back here, logged in, to bind the held identity.
      const finishPath = thirdAuthPagePath({ platform: view.platform, finishBind: true, backUrl: returnTo });
      return (
        <div className={styles.panel}>
          <p className={styles.text} role="status">
            该 {label} 账号（{view.name}）尚未绑定本站账户。
          </p>
          <p className={styles.muted}>登录已有账户即可完成绑定；还没有账户可先注册，注册后自动绑定。</p>
          <div className={styles.actions}>
            <a className={`${styles.linkButton} ${styles.primary}`} href={loginPathWithBackUrl(finishPath)}>
              {THIRD_AUTH_TEXTS.loginAndBind}
            </a>
            <a className={styles.linkButton} href={registerPath(finishPath)}>
              {THIRD_AUTH_TEXTS.register}
            </a>
          </div>
        </div>
      );
    }
    case 'list':
      return (
        <div className={styles.panel}>
          {view.error ? <ErrorMessage text={view.error} /> : null}
          <ThirdBindList backUrl={returnTo} />
          {returnTo !== homePath() && returnTo !== thirdAuthPagePath() ? (
            <div className={styles.actions}>
              <a className={styles.linkButton} href={returnTo}>
                {THIRD_AUTH_TEXTS.back}
              </a>
            </div>
          ) : null}
        </div>
      );
  }
}

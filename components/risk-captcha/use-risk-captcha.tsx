'use client';

// useRiskCaptcha(): the one entry point of the risk verification for every flow.
//
// Why a hook and not an imperative verifyRisk() with a <RiskCaptchaHost /> mounted once: the
// hook keeps the dialog in the tree of the flow that asked for it, so it unmounts with it (a pending verification is then cancelled); there is no
// module-level singleton to keep in step, no host to remember in a layout, and two flows on
// one page cannot steal each other's dialog. The flow renders `dialog` once and awaits
// `verify()`.
//
// verify({ scene, loginName, countryCode?, version? }):
// - no device fingerprint: resolves null without calling risk/control (the check is skipped);
// - risk/control fails (or answers off-contract): rejects with a RiskControlError carrying
//   the server's message;
// - risk 0: resolves null and shows nothing;
// - otherwise opens the dialog and resolves with `{captcha_type, captcha}` once the user has
//   passed (the dialog closes 500 ms later), or rejects with a CaptchaCancelledError when the
//   user closes it (test with isCaptchaCancelled). A new verify() cancels one still open.
//
// required(): the flow's call said a captcha is needed (10020) though verify() sent none — the
// check was skipped for want of a fingerprint, and the server decides without it. It asks
// risk/control for the decision of the last verify()'s account, without a fingerprint, and goes
// on as verify() does from there (null when the answer is still risk 0, a RiskControlError when
// the call fails), so the user gets the server's captcha instead of a dead end.
//
// retry(message): the flow's call refused the answer (a wrong image captcha is only known
// from the login, register or reset call itself): the same dialog opens again (or stays open,
// when it had not closed yet) with a new image and the message, and the promise settles as
// verify()'s does. Rejects at once when no verification was started.

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_CLOSE_DELAY_MS, type CaptchaVersion, DEFAULT_CAPTCHA_VERSION, RISK_PASS } from '@/lib/captcha/constants';
import { CaptchaCancelledError, RiskControlError } from '@/lib/captcha/errors';
import { getDeviceFingerprint } from '@/services/captcha/fingerprint';
import { REQUEST_FAILED_MESSAGE } from '@/services/http';
import { riskControl } from '@/services/uc/risk';
import type { CaptchaSubmission, RiskControlResponse, RiskScene } from '@/lib/contracts/uc';
import dynamic from 'next/dynamic';

// The dialog with its vendor panels and the antd components they use (with their provider)
// load only when a risk check asks for a captcha, so the forms that call verify() do not carry
// them up front.
const RiskCaptchaDialog = dynamic(() => import('./risk-captcha-dialog').then((module) => module.RiskCaptchaDialog), { ssr: false });

export interface RiskVerifyOptions {
  /** RISK_SCENES.register, login, resetPwd or activity. */
  scene: RiskScene;
  /** The account being checked: email, or phone digits. */
  loginName: string;
  /** Dialling code for phone accounts, e.g. "86". */
  countryCode?: string;
  /** Captcha integration version; defaults to DEFAULT_CAPTCHA_VERSION (2). */
  version?: CaptchaVersion;
}

export interface RiskCaptcha {
  /** Resolves with the captcha to send, or null when none is needed; see the module comment. */
  verify: (options: RiskVerifyOptions) => Promise<CaptchaSubmission | null>;
  /** Asks risk/control again after the flow's call demanded a captcha verify() skipped; see the module comment. */
  required: () => Promise<CaptchaSubmission | null>;
  /** Asks again after the flow's call refused the answer, showing `message`; see the module comment. */
  retry: (message: string) => Promise<CaptchaSubmission>;
  /** Render this once in the flow's tree. */
  dialog: ReactNode;
}

interface Pending {
  resolve: (submission: CaptchaSubmission) => void;
  reject: (error: Error) => void;
}

interface DialogSession {
  key: number;
  risk: RiskControlResponse;
  version: CaptchaVersion;
  /** Why the dialog asks again (a refused answer), shown by the captcha panel. */
  notice: string | null;
}

export function useRiskCaptcha(): RiskCaptcha {
  const [session, setSession] = useState<DialogSession | null>(null);
  const [open, setOpen] = useState(false);
  const pending = useRef<Pending | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sessions = useRef(0);

  useEffect(() => {
    const pendingRef = pending;
    const timerRef = closeTimer;
    return () => {
      clearTimeout(timerRef.current);
      pendingRef.current?.reject(new CaptchaCancelledError());
      pendingRef.current = null;
    };
  }, []);

  // What the last verification asked, so that retry() can ask it again.
  const lastAsked = useRef<Omit<DialogSession, 'key'> | null>(null);

  /** Opens the dialog afresh (a new key: new content, a new image) and waits for its answer. */
  const ask = useCallback(
    (request: Omit<DialogSession, 'key'>) =>
      new Promise<CaptchaSubmission>((resolve, reject) => {
        pending.current?.reject(new CaptchaCancelledError());
        pending.current = { resolve, reject };
        clearTimeout(closeTimer.current);
        sessions.current += 1;
        lastAsked.current = request;
        setSession({ key: sessions.current, ...request });
        setOpen(true);
      }),
    [],
  );

  // The account of the last verify(), for required().
  const lastOptions = useRef<RiskVerifyOptions | null>(null);

  const decide = useCallback(
    async (options: RiskVerifyOptions, fingerprint: string | null): Promise<CaptchaSubmission | null> => {
      const version = options.version ?? DEFAULT_CAPTCHA_VERSION;
      const result = await riskControl({
        scene: options.scene,
        loginName: options.loginName,
        countryCode: options.countryCode,
        fingerprint,
        version,
      });
      if (!result.success) throw new RiskControlError(result.message || REQUEST_FAILED_MESSAGE, result.code);
      if (result.data.risk === RISK_PASS) return null;
      return ask({ risk: result.data, version, notice: null });
    },
    [ask],
  );

  const verify = useCallback(
    async (options: RiskVerifyOptions): Promise<CaptchaSubmission | null> => {
      lastOptions.current = options;
      const fingerprint = await getDeviceFingerprint();
      // Specified: no fingerprint, no risk check (required() is the way on if the server insists).
      if (!fingerprint) return null;
      return decide(options, fingerprint);
    },
    [decide],
  );

  const required = useCallback(async (): Promise<CaptchaSubmission | null> => {
    const options = lastOptions.current;
    if (options === null) return null;
    return decide(options, await getDeviceFingerprint());
  }, [decide]);

  const retry = useCallback(
    (message: string): Promise<CaptchaSubmission> => {
      const last = lastAsked.current;
      if (last === null) return Promise.reject(new CaptchaCancelledError());
      return ask({ ...last, notice: message });
    },
    [ask],
  );

  const onSuccess = useCallback((submission: CaptchaSubmission) => {
    pending.current?.resolve(submission);
    pending.current = null;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CAPTCHA_CLOSE_DELAY_MS);
  }, []);

  const onCancel = useCallback(() => {
    clearTimeout(closeTimer.current);
    pending.current?.reject(new CaptchaCancelledError());
    pending.current = null;
    setOpen(false);
  }, []);

  const dialog = session ? (
    <RiskCaptchaDialog
      open={open}
      risk={session.risk}
      version={session.version}
      notice={session.notice}
      sessionKey={session.key}
      onSuccess={onSuccess}
      onCancel={onCancel}
    />
  ) : null;

  return { verify, required, retry, dialog };
}

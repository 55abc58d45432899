'use client';

// The security verification page (/zh-cn/verification/?scene=&backUrl=): a flow about to do
// something sensitive sends the logged-in user here. The page is the security-verification step
// (components/security-verification: the account's strategy for the scene, one code per required
// method, the catalogue's messages) in a form that verifies the codes; the server then marks the
// session verified for the scene, and the user goes back to the safe backUrl the server
// computed. Nothing of the result is put in the URL or in storage. On a refusal the server's
// message shows under the form and the codes stay.

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { queryErrorText, unwrap } from '@/queries/failure';
import { EnsureQueryClient } from '@/components/dialog/ensure-query-client';
import { Button, ErrorMessage } from '@/components/form';
import {
  SECURITY_STEP_DEFAULTS,
  SecurityVerificationStep,
  securityStepSchema,
  type SecurityCodesPayload,
} from '@/components/security-verification/security-verification-step';
import { zodFormResolver } from '@/lib/validation/resolver';
import { useSecurityStrategy } from '@/queries/uc';
import { verifySecurityStrategy } from '@/services/uc/security';
import type { SecurityScene } from '@/lib/contracts/uc';

export { STRATEGY_LOAD_FAILED_TEXT } from '@/components/security-verification/security-verification-step';

// Texts of this page (project: the spec shows none).
export const SECURITY_SCENE_LABELS: Record<SecurityScene, string> = {
  withdraw: '提币',
  withdraw_address: '提币地址管理',
  security: '安全设置修改',
  sub_account: '子账户管理',
  new_device: '新设备登录确认',
};
export const INVALID_SCENE_TEXT = '验证请求无效';
export const VERIFY_FAILED_TEXT = '验证失败，请稍后重试';

const verificationSchema = z.object({ security: securityStepSchema });

function VerificationForm({ scene, returnTo }: { scene: SecurityScene; returnTo: string }) {
  const strategy = useSecurityStrategy(scene);
  const [leaving, setLeaving] = useState(false);
  const { control, handleSubmit } = useForm<z.input<typeof verificationSchema>, unknown, z.output<typeof verificationSchema>>({
    defaultValues: { security: SECURITY_STEP_DEFAULTS },
    resolver: zodFormResolver(verificationSchema),
  });
  const verify = useMutation({
    mutationFn: async (codes: SecurityCodesPayload) => unwrap(await verifySecurityStrategy({ scene, ...codes })),
    onSuccess: () => {
      // Stays busy until the next page has loaded: no second submit meanwhile.
      setLeaving(true);
      window.location.assign(returnTo);
    },
  });
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || leaving) return;
    inFlight.current = true;
    verify.reset();
    try {
      await handleSubmit(async (values) => {
        await verify.mutateAsync(values.security).catch(() => undefined);
      })(event);
    } finally {
      inFlight.current = false;
    }
  };

  const ready = strategy.isSuccess;
  return (
    <form className="account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {ready ? (
        <p className="account-form__hint">
          您正在进行「{SECURITY_SCENE_LABELS[scene]}」操作，为了您的账户安全，请完成以下验证。
        </p>
      ) : null}
      <SecurityVerificationStep scene={scene} control={control} idPrefix="verification" />
      {verify.error ? (
        <p className="account-form__error" role="alert">
          {queryErrorText(verify.error, VERIFY_FAILED_TEXT, VERIFY_FAILED_TEXT)}
        </p>
      ) : null}
      {ready ? (
        <Button variant="primary" type="submit" block loading={verify.isPending || leaving}>
          确认
        </Button>
      ) : null}
    </form>
  );
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
  return (
    <EnsureQueryClient>
      <VerificationForm scene={scene} returnTo={returnTo} />
    </EnsureQueryClient>
  );
}

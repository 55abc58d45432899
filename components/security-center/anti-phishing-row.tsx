'use client';

// The anti-phishing code's row on 账户安全 (and 资产安全): whether one is set, the code masked
// with a 显示 / 隐藏 reveal, and 设置 / 修改 in a dialog with the security verification. The
// full code is asked of the server only on 显示 (a session verified in the last minutes gets it
// at once, any other passes the verification first) and lives in this row's state only.

import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { Button, FormField, TextInput, fieldProps } from '@/components/form';
import {
  SECURITY_STEP_DEFAULTS,
  SecurityVerificationStep,
  securityStepSchema,
  verifiedCall,
} from '@/components/security-verification/security-verification-step';
import { SETTINGS_CODES, type SecurityInfo } from '@/lib/contracts/uc';
import {
  ANTI_PHISHING_MAX_LENGTH,
  antiPhishingLine,
  normalizeAntiPhishingCode,
  validateAntiPhishingCode,
} from '@/lib/security-center/anti-phishing';
import { fieldSchema } from '@/lib/validation/schemas';
import { QueryFailure, queryErrorText } from '@/queries/failure';
import { useAntiPhishing, useRevealAntiPhishing, useSaveAntiPhishing } from '@/queries/security-settings';
import { fetchAntiPhishing } from '@/services/uc/settings';
import { showToast } from '@/stores/toast-store';
import { SecurityRow } from './security-row';
import styles from './security-center.module.css';

export const ANTI_PHISHING_TITLE = '防钓鱼码';
export const ANTI_PHISHING_SET_TEXT = '设置';
export const ANTI_PHISHING_CHANGE_TEXT = '修改';
export const ANTI_PHISHING_SHOW_TEXT = '显示';
export const ANTI_PHISHING_HIDE_TEXT = '隐藏';
export const ANTI_PHISHING_SAVED_TEXT = '防钓鱼码已保存';
export const ANTI_PHISHING_REVEAL_TITLE = '查看防钓鱼码';
export const ANTI_PHISHING_EXPLAIN =
  '设置后，我们发送给您的所有邮件和短信都会在开头带上防钓鱼码。收到不带防钓鱼码或防钓鱼码不符的邮件、短信，请勿点击其中链接或透露验证码。';
export const ANTI_PHISHING_INPUT_LABEL = '新防钓鱼码';
export const ANTI_PHISHING_PLACEHOLDER = '4-20 位字母或数字';
export const ANTI_PHISHING_SAMPLE_TITLE = '示例邮件';

const SAMPLE_BODY = '【示例交易所】您正在进行安全验证，验证码：******，10 分钟内有效。请勿将验证码告诉任何人。';

const editSchema = z.object({
  code: fieldSchema(validateAntiPhishingCode, normalizeAntiPhishingCode),
  security: securityStepSchema,
});
const revealSchema = z.object({ security: securityStepSchema });

/** The sample message of the dialog, with the code being typed (or a placeholder) on top. */
function SampleMessage({ code }: { code: string }) {
  const shown = validateAntiPhishingCode(code) === null ? normalizeAntiPhishingCode(code) : 'Ab1234';
  return (
    <figure className={styles.sample} data-testid="anti-phishing-sample">
      <figcaption>{ANTI_PHISHING_SAMPLE_TITLE}</figcaption>
      <p className={styles.sampleLine}>{antiPhishingLine(shown)}</p>
      <p>{SAMPLE_BODY}</p>
    </figure>
  );
}

function EditDialog({ change, onClose }: { change: boolean; onClose(): void }) {
  const id = useId();
  const save = useSaveAntiPhishing();
  return (
    <FormDialog
      title={change ? '修改防钓鱼码' : '设置防钓鱼码'}
      testId="anti-phishing-dialog"
      submitText="确定"
      schema={editSchema}
      defaultValues={{ code: '', security: SECURITY_STEP_DEFAULTS }}
      mutation={save}
      onSuccess={() => showToast('success', ANTI_PHISHING_SAVED_TEXT)}
      onClose={onClose}
      width={480}
    >
      {({ register, control, watch, formState: { errors } }) => (
        <div className={styles.dialogBody}>
          <p className={styles.rowDescription}>{ANTI_PHISHING_EXPLAIN}</p>
          <FormField id={`${id}-code`} label={ANTI_PHISHING_INPUT_LABEL} error={errors.code?.message}>
            <TextInput
              {...register('code')}
              {...fieldProps(`${id}-code`, errors.code?.message)}
              placeholder={ANTI_PHISHING_PLACEHOLDER}
              autoComplete="off"
              spellCheck={false}
              maxLength={ANTI_PHISHING_MAX_LENGTH + 10}
            />
          </FormField>
          <SampleMessage code={watch('code') ?? ''} />
          <SecurityVerificationStep scene="security" control={control} idPrefix="anti-phishing-security" />
        </div>
      )}
    </FormDialog>
  );
}

function RevealDialog({ onRevealed, onClose }: { onRevealed(code: string): void; onClose(): void }) {
  return (
    <FormDialog
      title={ANTI_PHISHING_REVEAL_TITLE}
      testId="anti-phishing-reveal-dialog"
      submitText="确定"
      schema={revealSchema}
      defaultValues={{ security: SECURITY_STEP_DEFAULTS }}
      submit={(values) => verifiedCall('security', values.security, () => fetchAntiPhishing({ reveal: true }))}
      onSuccess={(data) => {
        if (data.code !== null) onRevealed(data.code);
      }}
      onClose={onClose}
      width={480}
    >
      {({ control }) => (
        <div className={styles.dialogBody}>
          <SecurityVerificationStep scene="security" control={control} idPrefix="anti-phishing-reveal-security" />
        </div>
      )}
    </FormDialog>
  );
}

export function AntiPhishingRow({ info }: { info: SecurityInfo }) {
  const [dialog, setDialog] = useState<'edit' | 'reveal' | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const masked = useAntiPhishing({ enabled: info.anti_phishing });
  const reveal = useRevealAntiPhishing();
  const set = info.anti_phishing;

  const onReveal = () => {
    reveal.mutate(undefined, {
      onSuccess: (data) => setRevealed(data.code),
      onError: (error) => {
        if (error instanceof QueryFailure && error.code === SETTINGS_CODES.securityNotVerified) setDialog('reveal');
        else showToast('error', queryErrorText(error));
      },
    });
  };

  const shown = revealed ?? masked.data?.code ?? '******';
  return (
    <>
      <SecurityRow
        id="anti-phishing"
        title={ANTI_PHISHING_TITLE}
        state={set ? '已设置' : '未设置'}
        done={set}
        description={
          set ? (
            <>
              当前防钓鱼码：
              <code className={styles.code} data-testid="anti-phishing-code">
                {shown}
              </code>
            </>
          ) : (
            '设置后，我们发送的邮件和短信都会带上您的防钓鱼码，帮助您识别钓鱼信息。'
          )
        }
        actions={
          <>
            {set ? (
              revealed === null ? (
                <Button onClick={onReveal} loading={reveal.isPending}>
                  {ANTI_PHISHING_SHOW_TEXT}
                </Button>
              ) : (
                <Button onClick={() => setRevealed(null)}>{ANTI_PHISHING_HIDE_TEXT}</Button>
              )
            ) : null}
            <Button variant="primary" onClick={() => setDialog('edit')}>
              {set ? ANTI_PHISHING_CHANGE_TEXT : ANTI_PHISHING_SET_TEXT}
            </Button>
          </>
        }
      />
      {dialog === 'edit' ? (
        <EditDialog
          change={set}
          onClose={() => {
            setDialog(null);
            setRevealed(null);
          }}
        />
      ) : null}
      {dialog === 'reveal' ? <RevealDialog onRevealed={setRevealed} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

'use client';

// 提币白名单设置: WhiteWithdrawAddressEnable (the switch) and WhiteWithdrawAddressDelayTime (how
// long a new whitelist address waits), changed after the security verification.

import { useId } from 'react';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import { Checkbox, FormField, Select } from '@/components/form';
import {
  SECURITY_STEP_DEFAULTS,
  SecurityVerificationStep,
  securityStepSchema,
} from '@/components/security-verification/security-verification-step';
import { WITHDRAW_ADDRESS_SCENE } from '@/lib/contracts/pro/withdraw-address';
import { formatDelay, WHITELIST_DELAY_OPTIONS, type WhitelistSettings } from '@/lib/wallet-book';
import { useUpdateWhiteSettings } from '@/queries/withdraw-address';
import { showToast } from '@/stores/toast-store';
import styles from './wallet-book.module.css';

export const WHITELIST_TITLE = '提币白名单设置';
export const WHITELIST_SWITCH_LABEL = '开启提币白名单';
export const WHITELIST_DELAY_LABEL = '新地址生效延迟';
export const WHITELIST_SAVED_TEXT = '白名单设置已保存';
export const WHITELIST_HINT = '开启后，只能向白名单中的地址提币；新加入白名单的地址在延迟时间过后才可使用。';

const schema = z.object({ enabled: z.boolean(), delayHours: z.string(), security: securityStepSchema });

export function delayOptions(current: number): number[] {
  const options: number[] = [...WHITELIST_DELAY_OPTIONS];
  if (!options.includes(current)) options.push(current);
  return options.sort((a, b) => a - b);
}

export function WhitelistDialog({ settings, onClose }: { settings: WhitelistSettings; onClose(): void }) {
  const id = useId();
  const update = useUpdateWhiteSettings();
  return (
    <FormDialog
      title={WHITELIST_TITLE}
      testId="whitelist-dialog"
      submitText="确定"
      schema={schema}
      defaultValues={{ enabled: settings.enabled, delayHours: String(settings.delayHours), security: SECURITY_STEP_DEFAULTS }}
      mutation={update}
      variables={(values) => ({ security: values.security, settings: { enabled: values.enabled, delayHours: Number(values.delayHours) } })}
      onSuccess={() => showToast('success', WHITELIST_SAVED_TEXT)}
      onClose={onClose}
      width={480}
    >
      {({ register, control }) => (
        <div className={styles.form}>
          <p className={styles.muted}>{WHITELIST_HINT}</p>
          <Checkbox {...register('enabled')}>{WHITELIST_SWITCH_LABEL}</Checkbox>
          <FormField id={`${id}-delay`} label={WHITELIST_DELAY_LABEL}>
            <Select id={`${id}-delay`} {...register('delayHours')} options={delayOptions(settings.delayHours).map((hours) => ({ label: formatDelay(hours), value: String(hours) }))} />
          </FormField>
          <SecurityVerificationStep scene={WITHDRAW_ADDRESS_SCENE} control={control} idPrefix="whitelist-security" />
        </div>
      )}
    </FormDialog>
  );
}

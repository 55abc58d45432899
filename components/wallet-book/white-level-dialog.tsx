'use client';

// The white-level change of one address: 加入白名单 (usable after the delay from now, with the
// whitelist on) or 移出白名单 (not usable while the whitelist is on); verified first.

import * as z from 'zod/mini';
import { FormDialog } from '@/components/dialog/form-dialog';
import {
  SECURITY_STEP_DEFAULTS,
  SecurityVerificationStep,
  securityStepSchema,
} from '@/components/security-verification/security-verification-step';
import { WITHDRAW_ADDRESS_SCENE } from '@/lib/contracts/pro/withdraw-address';
import { formatDelay, type BookEntry, type WhitelistSettings } from '@/lib/wallet-book';
import { useSetWhiteLevel } from '@/queries/withdraw-address';
import { showToast } from '@/stores/toast-store';
import styles from './wallet-book.module.css';
import { UserText } from '@/components/user-text/user-text';

export const ADD_WHITE_TEXT = '加入白名单';
export const REMOVE_WHITE_TEXT = '移出白名单';

const schema = z.object({ security: securityStepSchema });

export function whiteLevelExplanation(white: boolean, settings: WhitelistSettings | undefined): string {
  if (!white) return '移出后，开启提币白名单时将不能向该地址提币。';
  const delay = settings?.delayHours ?? 0;
  return delay > 0 ? `加入后，开启提币白名单时需等待${formatDelay(delay)}才可向该地址提币。` : '加入后即可在开启提币白名单时向该地址提币。';
}

export function WhiteLevelDialog({ entry, settings, onClose }: { entry: BookEntry; settings: WhitelistSettings | undefined; onClose(): void }) {
  const white = entry.whiteAt === null;
  const title = white ? ADD_WHITE_TEXT : REMOVE_WHITE_TEXT;
  const change = useSetWhiteLevel();
  return (
    <FormDialog
      title={title}
      testId="white-level-dialog"
      submitText="确定"
      schema={schema}
      defaultValues={{ security: SECURITY_STEP_DEFAULTS }}
      mutation={change}
      variables={(values) => ({ security: values.security, id: entry.id, white })}
      onSuccess={() => showToast('success', white ? '已加入白名单' : '已移出白名单')}
      onClose={onClose}
      width={480}
    >
      {({ control }) => (
        <div className={styles.form}>
          <p>
            「<UserText text={entry.alias} />」{whiteLevelExplanation(white, settings)}
          </p>
          <SecurityVerificationStep scene={WITHDRAW_ADDRESS_SCENE} control={control} idPrefix="white-level-security" />
        </div>
      )}
    </FormDialog>
  );
}

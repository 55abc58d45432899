'use client';

// A sub-account's state as a badge, and whether a failure is the server's 10102 (the caller is
// no parent): shared by the list and one sub-account's page without either importing the other.

import { SUB_ACCOUNT_CODES } from '@/lib/contracts/uc/sub-account';
import { SUB_ACCOUNT_STATE_TEXT, type SubAccountState } from '@/lib/sub-account/states';
import { QueryFailure } from '@/queries/failure';
import styles from './sub-account.module.css';

export const STATE_CLASS: Readonly<Record<SubAccountState, string | undefined>> = {
  normal: styles.stateNormal,
  locked: styles.stateLocked,
  login_disabled: styles.stateLoginDisabled,
};

export function StateBadge({ state }: { state: SubAccountState }) {
  return (
    <span className={STATE_CLASS[state]} data-testid="sub-account-state" data-state={state}>
      {SUB_ACCOUNT_STATE_TEXT[state]}
    </span>
  );
}

/** The server said the caller is no parent (a sub-account that reached the page). */
export function isNotParentError(error: unknown): boolean {
  return error instanceof QueryFailure && Number(error.code) === SUB_ACCOUNT_CODES.notParent;
}

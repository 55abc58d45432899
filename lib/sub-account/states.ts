// A sub-account's state as the list shows it. Locking (冻结, WALLET.md 10.4 `lock`) stops login
// and trading; disabling login stops only the web login. A locked account shows 已冻结 whatever
// its login switch says, since the lock is what the parent has to undo first.

export const SUB_ACCOUNT_STATES = ['normal', 'locked', 'login_disabled'] as const;
export type SubAccountState = (typeof SUB_ACCOUNT_STATES)[number];

export const SUB_ACCOUNT_STATE_TEXT: Readonly<Record<SubAccountState, string>> = {
  normal: '正常',
  locked: '已冻结',
  login_disabled: '禁止登录',
};

export function subAccountState(flags: { locked: boolean; loginEnabled: boolean }): SubAccountState {
  if (flags.locked) return 'locked';
  return flags.loginEnabled ? 'normal' : 'login_disabled';
}

/** The exchange's userState of a sub user (WALLET.md 10.2–10.4): only the lock shows there. */
export function exchangeUserState(flags: { locked: boolean }): 'normal' | 'lock' {
  return flags.locked ? 'lock' : 'normal';
}

export const SUB_ACCOUNT_LOCKED_LOGIN_TEXT = '该子账户已被冻结，请联系母账户解冻';
export const SUB_ACCOUNT_LOGIN_DISABLED_TEXT = '该子账户已被禁止登录，请联系母账户';

/** The switches a row offers for its state: the lock first, then the login. */
export function rowSwitches(row: { locked: boolean; login_enabled: boolean }): RowSwitch[] {
  return [row.locked ? 'unlock' : 'lock', row.login_enabled ? 'disableLogin' : 'enableLogin'];
}

export type RowSwitch = 'lock' | 'unlock' | 'disableLogin' | 'enableLogin';
export const ROW_SWITCHES: readonly RowSwitch[] = ['lock', 'unlock', 'disableLogin', 'enableLogin'];

/** Whether `action` changes a row in this state (locking a locked one does not). */
export function switchApplies(action: RowSwitch, row: { locked: boolean; login_enabled: boolean }): boolean {
  switch (action) {
    case 'lock':
      return !row.locked;
    case 'unlock':
      return row.locked;
    case 'disableLogin':
      return row.login_enabled;
    case 'enableLogin':
      return !row.login_enabled;
  }
}

/** A selection split for one switch: the rows it changes, and those already so (left alone, not sent). */
export function splitSelection<T extends { locked: boolean; login_enabled: boolean }>(action: RowSwitch, rows: readonly T[]): { apply: T[]; skip: T[] } {
  const apply: T[] = [];
  const skip: T[] = [];
  for (const row of rows) (switchApplies(action, row) ? apply : skip).push(row);
  return { apply, skip };
}

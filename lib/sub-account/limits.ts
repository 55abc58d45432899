// Limits of a parent's sub-accounts (WALLET.md 10 "General": up to 200 sub users per parent;
// 10.1: a note of at most 20 characters), for the create form and the mock alike.

export const MAX_SUB_ACCOUNTS = 200;
export const MAX_REMARK_LENGTH = 20;

export const LIMIT_REACHED_TEXT = `子账户数量已达上限（${MAX_SUB_ACCOUNTS}个）`;
export const REMARK_TOO_LONG_TEXT = `备注最多${MAX_REMARK_LENGTH}个字符`;

/** How many more a parent holding `existing` may create (never below 0). */
export function remainingSubAccounts(existing: number): number {
  return Math.max(0, MAX_SUB_ACCOUNTS - existing);
}

/** The refusal of creating `adding` more next to `existing`, or null. */
export function limitProblem(existing: number, adding: number): string | null {
  return existing + adding > MAX_SUB_ACCOUNTS ? LIMIT_REACHED_TEXT : null;
}

/** A remark trimmed; characters are counted as the user sees them (a Chinese character is one). */
export function normalizeRemark(value: string): string {
  return value.trim();
}

export function remarkProblem(value: string): string | null {
  return [...normalizeRemark(value)].length > MAX_REMARK_LENGTH ? REMARK_TOO_LONG_TEXT : null;
}

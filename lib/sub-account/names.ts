// Sub-account names (WALLET.md 10.1): 6 to 20 characters, letters and digits or letters only,
// starting with a letter, unique case-insensitively; a batch creates 1 to 50. One rule for the
// create form, the rename dialog and the mock's account_name/check and batch_create alike.

/** At most this many names in one batch_create (WALLET.md 10.1: ≤50 per call). */
export const MAX_BATCH_NAMES = 50;

export const SUB_ACCOUNT_NAME_RULE = /^[A-Za-z][A-Za-z0-9]{5,19}$/;

/** Why a name cannot be used; null when it can. */
export type NameProblem = 'empty' | 'format' | 'duplicate' | 'taken';

export const NAME_PROBLEM_TEXT: Readonly<Record<NameProblem, string>> = {
  empty: '请输入子账户名称',
  format: '子账户名称须为6-20位字母或字母加数字，且以字母开头',
  duplicate: '该名称在本次创建中重复',
  taken: '该名称已被使用',
};

export const BATCH_EMPTY_TEXT = '请至少填写一个子账户名称';
export const BATCH_TOO_MANY_TEXT = `一次最多创建${MAX_BATCH_NAMES}个子账户`;

// A Chinese IME types full-width letters and digits (Ａ-Ｚ, ａ-ｚ, ０-９); they mean the ASCII ones.
const FULL_WIDTH_ALNUM = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g;
const FULL_WIDTH_OFFSET = 0xff10 - 0x30;

/** Trimmed, full-width letters and digits made ASCII; inner spaces stay, so the rule refuses them. */
export function normalizeSubAccountName(value: string): string {
  return value.trim().replace(FULL_WIDTH_ALNUM, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET));
}

/** The key names are compared by: two names that differ only in case are the same name. */
export function nameKey(value: string): string {
  return normalizeSubAccountName(value).toLowerCase();
}

/**
 * The problem of one name on its own and against the names already in use (`isTaken` gets the
 * normalised name); null when it can be used.
 */
export function nameProblem(value: string, isTaken: (name: string) => boolean = () => false): NameProblem | null {
  const name = normalizeSubAccountName(value);
  if (name === '') return 'empty';
  if (!SUB_ACCOUNT_NAME_RULE.test(name)) return 'format';
  return isTaken(name) ? 'taken' : null;
}

export interface BatchNameCheck {
  /** The normalised name. */
  name: string;
  problem: NameProblem | null;
}

/**
 * Each name of a batch with its problem: its own, then a repeat of an earlier name of the same
 * batch (the first stays good), then a name already in use.
 */
export function checkBatchNames(values: readonly string[], isTaken: (name: string) => boolean = () => false): BatchNameCheck[] {
  const seen = new Set<string>();
  return values.map((value) => {
    const name = normalizeSubAccountName(value);
    const own = nameProblem(name, () => false);
    if (own !== null) return { name, problem: own };
    const key = name.toLowerCase();
    if (seen.has(key)) return { name, problem: 'duplicate' };
    seen.add(key);
    return { name, problem: isTaken(name) ? 'taken' : null };
  });
}

/** What is wrong with the batch as a whole (its size), or null. */
export function batchSizeProblem(count: number): string | null {
  if (count < 1) return BATCH_EMPTY_TEXT;
  return count > MAX_BATCH_NAMES ? BATCH_TOO_MANY_TEXT : null;
}

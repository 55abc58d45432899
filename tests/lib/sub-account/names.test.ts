import { describe, expect, it } from 'vitest';
import { batchSizeProblem, checkBatchNames, nameKey, nameProblem, NAME_PROBLEM_TEXT, normalizeSubAccountName } from '@/lib/sub-account';

describe('sub-account names (WALLET.md 10.1)', () => {
  it.each([
    ['abcdef', null],
    ['abc123', null],
    ['A1b2c3d4e5f6g7h8i9j0', null],
    ['', 'empty'],
    ['   ', 'empty'],
    ['abcde', 'format'],
    ['A1b2c3d4e5f6g7h8i9j0k', 'format'],
    ['1abcdef', 'format'],
    ['abc_def', 'format'],
    ['abc def', 'format'],
    ['子账户名称abc', 'format'],
  ] as const)('%j → %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it('trims and reads full-width letters and digits as ASCII', () => {
    expect(normalizeSubAccountName('  ｔｒａｄｅｒ１２ ')).toBe('trader12');
    expect(nameProblem('ｔｒａｄｅｒ１２')).toBeNull();
    expect(nameKey('TraderOne')).toBe(nameKey('traderone'));
  });

  it('refuses a name in use, case-insensitively', () => {
    const taken = new Set(['alphadesk01']);
    expect(nameProblem('AlphaDesk01', (name) => taken.has(name.toLowerCase()))).toBe('taken');
    expect(NAME_PROBLEM_TEXT.taken).toBe('该名称已被使用');
  });

  it('marks repeats within a batch after the first, and taken names, per name', () => {
    const checks = checkBatchNames(['deskAlpha', 'DESKALPHA', 'x', 'deskBeta', 'usedName1'], (name) => name === 'usedName1');
    expect(checks.map((check) => check.problem)).toEqual([null, 'duplicate', 'format', null, 'taken']);
    expect(NAME_PROBLEM_TEXT.duplicate).toBe('该名称在本次创建中重复');
  });

  it('takes 1 to 50 names a batch', () => {
    expect(batchSizeProblem(0)).not.toBeNull();
    expect(batchSizeProblem(1)).toBeNull();
    expect(batchSizeProblem(50)).toBeNull();
    expect(batchSizeProblem(51)).toBe('一次最多创建50个子账户');
  });
});

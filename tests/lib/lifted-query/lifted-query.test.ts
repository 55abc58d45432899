// 解冻查询's rules: case numbers, accounts by kind, masking, and each state's label and next step.

import { describe, expect, it } from 'vitest';
import {
  LIFTED_CASE_STATES,
  LIFTED_LOOKUP_MESSAGES,
  LIFTED_NEXT_STEPS,
  LIFTED_STATE_LABELS,
  isFinalLiftedState,
  maskAccount,
  normalizeCaseNo,
  validateCaseNo,
  validateLookupAccount,
} from '@/lib/lifted-query';

describe('case numbers', () => {
  it('are LQ and 12 digits, read in any case, width and spacing', () => {
    expect(validateCaseNo('')).toBe(LIFTED_LOOKUP_MESSAGES.caseNoRequired);
    expect(validateCaseNo('LQ2025')).toBe(LIFTED_LOOKUP_MESSAGES.caseNoInvalid);
    expect(validateCaseNo('AB202503180007')).toBe(LIFTED_LOOKUP_MESSAGES.caseNoInvalid);
    expect(validateCaseNo(' lq２０２５０３１８ 0007 ')).toBeNull();
    expect(normalizeCaseNo(' lq２０２５０３１８ 0007 ')).toBe('LQ202503180007');
  });
});

describe('accounts', () => {
  it('are checked by their kind', () => {
    expect(validateLookupAccount('email', ' ')).toBe(LIFTED_LOOKUP_MESSAGES.accountRequired);
    expect(validateLookupAccount('email', 'a@b')).toBe('邮箱地址格式不正确，请重新输入');
    expect(validateLookupAccount('phone', '1380013800012')).toBe('手机号格式不正确，请重新输入');
    expect(validateLookupAccount('uid', '00123')).toBe(LIFTED_LOOKUP_MESSAGES.uidInvalid);
    expect(validateLookupAccount('uid', '10001')).toBeNull();
  });

  it('are masked in a result', () => {
    expect(maskAccount('email', 'trader@example.com')).toBe('t***@example.com');
    expect(maskAccount('phone', '13800138000')).toBe('138****8000');
    expect(maskAccount('uid', '10001')).toBe('10****001');
  });
});

describe('states', () => {
  it('each has a label and a next step; three are final', () => {
    expect(LIFTED_CASE_STATES.map((state) => LIFTED_STATE_LABELS[state])).toEqual(['待审核', '审核中', '已解冻', '部分解冻', '已驳回']);
    expect(LIFTED_STATE_LABELS.notFound).toBe('不存在');
    for (const state of LIFTED_CASE_STATES) expect(LIFTED_NEXT_STEPS[state]).not.toBe('');
    expect(LIFTED_CASE_STATES.filter(isFinalLiftedState)).toEqual(['lifted', 'partial', 'rejected']);
  });
});

import { describe, expect, it } from 'vitest';
import { kycProgress, kycStepsView } from '@/lib/kyc/progress';

describe('kycProgress (fiat KYC state numbers)', () => {
  it.each([
    [1, 1, null],
    [3, 1, null],
    [2, 2, null],
    [4, 3, 'reviewing'],
    [5, 3, 'failed'],
    [6, 3, 'complete'],
  ] as const)('state %i is step %i (%s)', (state, step, outcome) => {
    expect(kycProgress(state)).toEqual({ step, outcome });
  });

  it('knows no other number', () => {
    for (const state of [0, 7, -1, 2.5, Number.NaN]) expect(kycProgress(state)).toBeNull();
  });

  it('names step three by its outcome and marks a finished verification all done', () => {
    expect(kycStepsView({ step: 1, outcome: null })).toEqual({ items: ['基本信息', '上传证件', '审核结果'], current: 0 });
    expect(kycStepsView({ step: 3, outcome: 'reviewing' })).toEqual({ items: ['基本信息', '上传证件', '审核中'], current: 2 });
    expect(kycStepsView({ step: 3, outcome: 'failed' }).items[2]).toBe('审核未通过');
    expect(kycStepsView({ step: 3, outcome: 'complete' })).toEqual({ items: ['基本信息', '上传证件', '认证完成'], current: 3 });
  });
});

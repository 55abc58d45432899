import { describe, expect, it } from 'vitest';
import {
  canCancelWithdraw,
  DEPOSIT_STATES,
  dwStateInfo,
  isFinalDwState,
  WITHDRAW_STATES,
  withdrawStateHasError,
} from '@/lib/wallet/dw-states';

describe('deposit states', () => {
  it('labels every state', () => {
    expect(DEPOSIT_STATES.map((s) => dwStateInfo('deposit', s).label)).toEqual(['待确认', '确认中', '已到账', '已完成', '已失效']);
  });

  it('gives tones and finality: confirmed is credited but not final', () => {
    expect(DEPOSIT_STATES.map((s) => dwStateInfo('deposit', s).tone)).toEqual(['pending', 'pending', 'success', 'success', 'failed']);
    expect(DEPOSIT_STATES.filter((s) => isFinalDwState('deposit', s))).toEqual(['safe', 'orphan']);
  });
});

describe('withdraw states', () => {
  it('labels every state, canceled and repealed both 已撤销', () => {
    expect(Object.fromEntries(WITHDRAW_STATES.map((s) => [s, dwStateInfo('withdraw', s).label]))).toEqual({
      verifying: '待验证',
      failed: '验证失败',
      submitted: '已提交',
      reexamine: '审核中',
      canceled: '已撤销',
      pass: '审核通过',
      reject: '审核未通过',
      'pre-transfer': '准备转出',
      'wallet-transfer': '转出中',
      'wallet-reject': '转出失败',
      confirmed: '已完成',
      'confirm-error': '确认失败',
      repealed: '已撤销',
      'risk-action-fail': '风控验证失败',
      'risk-action-timeout': '风控验证超时',
    });
  });

  it('groups the tones', () => {
    const byTone = (tone: string) => WITHDRAW_STATES.filter((s) => dwStateInfo('withdraw', s).tone === tone);
    expect(byTone('pending')).toEqual(['verifying', 'submitted', 'reexamine', 'pass', 'pre-transfer', 'wallet-transfer']);
    expect(byTone('success')).toEqual(['confirmed']);
    expect(byTone('cancelled')).toEqual(['canceled', 'repealed']);
    expect(byTone('failed')).toEqual(['failed', 'reject', 'wallet-reject', 'confirm-error', 'risk-action-fail', 'risk-action-timeout']);
  });

  it('is final exactly when not pending', () => {
    for (const state of WITHDRAW_STATES) {
      expect(isFinalDwState('withdraw', state)).toBe(dwStateInfo('withdraw', state).tone !== 'pending');
    }
  });

  it('can be cancelled only before the review passed', () => {
    expect(WITHDRAW_STATES.filter(canCancelWithdraw)).toEqual(['verifying', 'submitted', 'reexamine']);
    expect(canCancelWithdraw(' SUBMITTED ')).toBe(true);
    expect(canCancelWithdraw(null)).toBe(false);
  });

  it('knows which states carry an error code', () => {
    expect(WITHDRAW_STATES.filter(withdrawStateHasError)).toEqual(['failed', 'reject', 'wallet-reject']);
  });
});

describe('unknown states', () => {
  it('show the state text, pending, not final, not cancellable', () => {
    expect(dwStateInfo('withdraw', 'brand-new')).toEqual({ label: 'brand-new', tone: 'pending', final: false });
    expect(dwStateInfo('deposit', '')).toEqual({ label: '--', tone: 'pending', final: false });
    expect(dwStateInfo('deposit', undefined).label).toBe('--');
    expect(canCancelWithdraw('brand-new')).toBe(false);
  });

  it('do not read inherited keys as states', () => {
    expect(dwStateInfo('withdraw', 'toString').label).toBe('toString');
    expect(dwStateInfo('deposit', 'submitted').label).toBe('submitted');
  });

  it('read case-insensitively', () => {
    expect(dwStateInfo('deposit', 'SAFE').label).toBe('已完成');
  });
});

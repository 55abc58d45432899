import { describe, expect, it } from 'vitest';
import { isConfirmSwitchOn, needsOrderConfirmation, offersDontAskAgain, ORDER_CONFIRM_KEY } from '@/lib/trading/confirm';
import { EXCHANGE_TYPES, MARGIN_MODES, ORDER_MODES } from '@/lib/trading/types';

describe('needsOrderConfirmation', () => {
  it('always confirms an algo order', () => {
    for (const exchangeType of EXCHANGE_TYPES) {
      for (const marginMode of MARGIN_MODES) {
        expect(needsOrderConfirmation({ mode: 'algo', exchangeType, marginMode, confirmSwitchOn: false })).toBe(true);
      }
    }
  });

  it('never confirms a C2C margin order that is not algo: it offers no margin modes', () => {
    for (const marginMode of MARGIN_MODES) {
      for (const confirmSwitchOn of [true, false]) {
        expect(needsOrderConfirmation({ mode: 'limit', exchangeType: 'c2c-margin', marginMode, confirmSwitchOn })).toBe(false);
      }
    }
  });

  it('offers 不再提示 for ordinary spot orders only, never for a 计划委托', () => {
    for (const mode of ORDER_MODES) {
      for (const exchangeType of EXCHANGE_TYPES) {
        expect(offersDontAskAgain({ mode, exchangeType })).toBe(exchangeType === 'exchange' && mode !== 'algo');
      }
    }
  });

  it('confirms margin orders unless the margin mode is common, whatever the switch', () => {
    for (const exchangeType of ['margin', 'cross-margin'] as const) {
      for (const confirmSwitchOn of [true, false]) {
        expect(needsOrderConfirmation({ mode: 'limit', exchangeType, marginMode: 'open', confirmSwitchOn })).toBe(true);
        expect(needsOrderConfirmation({ mode: 'market', exchangeType, marginMode: 'close', confirmSwitchOn })).toBe(true);
        expect(needsOrderConfirmation({ mode: 'stop-limit', exchangeType, marginMode: 'common', confirmSwitchOn })).toBe(false);
      }
    }
  });

  it('confirms spot orders only when the switch is on, whatever the stored margin mode', () => {
    for (const mode of ORDER_MODES.filter((item) => item !== 'algo')) {
      for (const marginMode of MARGIN_MODES) {
        expect(needsOrderConfirmation({ mode, exchangeType: 'exchange', marginMode, confirmSwitchOn: true })).toBe(true);
        expect(needsOrderConfirmation({ mode, exchangeType: 'exchange', marginMode, confirmSwitchOn: false })).toBe(false);
      }
    }
  });
});

describe('the confirmation switch', () => {
  it('lives under ORDER_CONFIRM', () => {
    expect(ORDER_CONFIRM_KEY).toBe('ORDER_CONFIRM');
  });

  it('is on only for the on values', () => {
    for (const value of [true, 1, 'true', '1', 'on', ' ON ']) expect(isConfirmSwitchOn(value)).toBe(true);
    for (const value of [false, 0, 'false', '0', 'off', '', null, undefined, {}]) expect(isConfirmSwitchOn(value)).toBe(false);
  });
});

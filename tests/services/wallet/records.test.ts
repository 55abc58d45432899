// The records service's row conversions: signed ledger amounts kept as decimal text (the
// shared reader refuses negatives), transfer sides from the transfer type, and the custody
// call's rows.

import { describe, expect, it } from 'vitest';
import { signedAmountText, toLedgerRecord, toRecordsRecord } from '@/services/wallet/records';

describe('records rows', () => {
  it('keeps the sign of ledger amounts', () => {
    expect(signedAmountText(-1.5)).toBe('-1.5');
    expect(signedAmountText('-0.000000000000000001')).toBe('-0.000000000000000001');
    expect(signedAmountText('2')).toBe('2');
    expect(signedAmountText('x')).toBeNull();
  });

  it('reads an HTX ledger row (fixture shape) with its sides', () => {
    const row = toLedgerRecord({
      accountId: 5260185,
      currency: 'BTC',
      transactAmt: -1,
      transactType: 'transfer',
      transferType: 'margin-transfer-in',
      transactId: 12,
      transactTime: 1585573281160,
      transferer: 5260185,
      transferee: 5463409,
    });
    expect(row).toMatchObject({ id: '12', currency: 'btc', amount: '-1', from: 'spot', to: 'margin', account: 'spot', type: 'transfer' });
    const unknown = toLedgerRecord({ accountId: 1, currency: 'usdt', transactAmt: 3, transactType: 'transfer', transferType: 'master-transfer-in', transactId: 4, transactTime: 1, transferer: 9, transferee: 1 });
    expect(unknown).toMatchObject({ from: '9', to: '1' });
  });

  it('reads our records row, the counterpart on the right side', () => {
    const out = toRecordsRecord({ id: 3, accountType: 'point', accountId: 1, currency: 'point', amount: '-2', type: 'point-transfer', subtype: 'dx-point-out', ref: 'pt-1', time: 5, counterpart: 'spot', symbol: null });
    expect(out).toMatchObject({ id: '3', source: 'records', amount: '-2', from: 'point', to: 'spot', ref: 'pt-1', account: 'point' });
    expect(toRecordsRecord({ id: 4, accountType: 'spot', accountId: 1, currency: 'ht', amount: '1', type: 'conversion', subtype: 'small-balance', ref: 'cv', time: 5 }, 'custody')).toMatchObject({ source: 'custody', from: '', to: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { deliveryContracts, deliveryTimes, nextFridayDelivery } from '@/mocks/db/contract-data';

const at = (iso: string) => Date.parse(iso);

describe('delivery dates', () => {
  it('delivers weekly contracts on the next Friday at 08:00 UTC', () => {
    // 2024-05-01 is a Wednesday.
    expect(nextFridayDelivery(at('2024-05-01T10:00:00Z'))).toBe(at('2024-05-03T08:00:00Z'));
    expect(nextFridayDelivery(at('2024-05-03T07:59:00Z'))).toBe(at('2024-05-03T08:00:00Z'));
    expect(nextFridayDelivery(at('2024-05-03T08:00:00Z'))).toBe(at('2024-05-10T08:00:00Z'));
  });

  it('puts quarters on the last Friday of the quarter month after next week', () => {
    expect(deliveryTimes(at('2024-05-01T10:00:00Z'))).toEqual({
      this_week: at('2024-05-03T08:00:00Z'),
      next_week: at('2024-05-10T08:00:00Z'),
      quarter: at('2024-06-28T08:00:00Z'),
      next_quarter: at('2024-09-27T08:00:00Z'),
    });
    // Two weeks before the June delivery the quarter moves on to September.
    expect(deliveryTimes(at('2024-06-20T10:00:00Z')).quarter).toBe(at('2024-09-27T08:00:00Z'));
    expect(deliveryTimes(at('2024-12-20T10:00:00Z')).next_quarter).toBe(at('2025-06-27T08:00:00Z'));
  });

  it('names contracts by symbol and delivery date', () => {
    const contracts = deliveryContracts(at('2024-05-01T10:00:00Z'));
    expect(contracts.find((contract) => contract.symbol === 'BTC' && contract.contract_short_type === 'CQ')).toMatchObject({
      contract_code: 'BTC240628',
      contract_type: 'quarter',
      delivery_date: '20240628',
      price_tick: 0.01,
    });
    expect(contracts).toHaveLength(8);
  });
});

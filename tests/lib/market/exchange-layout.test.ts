import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_PHONE_TAB, EXCHANGE_PHONE_TAB_LABELS, exchangePhoneTabs, shownPhoneTab } from '@/lib/market/exchange-layout';

describe('the exchange page tabs on a phone', () => {
  it('offers chart, trade, book and trades to everyone, opening on the trade tab', () => {
    const tabs = exchangePhoneTabs({ margin: false, tags: [] });
    expect(tabs.map((tab) => EXCHANGE_PHONE_TAB_LABELS[tab])).toEqual(['图表', '交易', '盘口', '成交']);
    expect(DEFAULT_EXCHANGE_PHONE_TAB).toBe('trade');
  });

  it('adds the margin, ETP and prime tabs where the page shows those panels', () => {
    expect(exchangePhoneTabs({ margin: true, tags: ['etp'] })).toEqual(['chart', 'trade', 'book', 'trades', 'margin', 'etp']);
    expect(exchangePhoneTabs({ margin: false, tags: ['prime'] })).toEqual(['chart', 'trade', 'book', 'trades', 'prime']);
  });

  it('falls back to the trade tab when the selected one is no longer offered', () => {
    const tabs = exchangePhoneTabs({ margin: false, tags: [] });
    expect(shownPhoneTab('margin', tabs)).toBe('trade');
    expect(shownPhoneTab('book', tabs)).toBe('book');
  });
});

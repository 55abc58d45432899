import { describe, expect, it } from 'vitest';
import { HOUR_MS, pickerOptions, shortAddress, type BookEntry } from '@/lib/wallet-book';

const T0 = 1_700_000_000_000;

function entry(id: string, fields: Partial<BookEntry>): BookEntry {
  return { id, currency: 'usdt', chain: 'trc20usdt', alias: id, address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', tag: '', addedAt: T0, whiteAt: T0, status: 'white', ...fields };
}

describe('the withdraw form picker', () => {
  it('lists the currency and chain, usable first then newest, with the reason of the others', () => {
    const entries = [
      entry('old', { addedAt: T0 - 48 * HOUR_MS, whiteAt: T0 - 48 * HOUR_MS }),
      entry('new', { addedAt: T0 - 1000, whiteAt: T0 - 1000 }),
      entry('older', { addedAt: T0 - 72 * HOUR_MS, whiteAt: T0 - 72 * HOUR_MS }),
      entry('erc', { chain: 'usdterc20', addedAt: T0 - 72 * HOUR_MS, whiteAt: T0 - 72 * HOUR_MS }),
      entry('xrp', { currency: 'xrp', chain: 'xrp', tag: '104598' }),
    ];
    const options = pickerOptions(entries, { enabled: true, delayHours: 24 }, T0, 'USDT', 'trc20usdt');
    expect(options.map((o) => [o.value, o.disabled, o.hint])).toEqual([
      ['old', false, '可用'],
      ['older', false, '可用'],
      ['new', true, '23小时59分后可用'],
    ]);
    expect(options[0]!.label).toBe('\u2068old\u2069 · TQn9Y2…bLSE');
    expect(pickerOptions(entries, { enabled: false, delayHours: 24 }, T0, 'xrp', '')[0]!.label).toBe('\u2068xrp\u2069 · TQn9Y2…bLSE · 标签 104598');
  });

  it('keeps a short address whole', () => {
    expect(shortAddress('rShort')).toBe('rShort');
  });
});

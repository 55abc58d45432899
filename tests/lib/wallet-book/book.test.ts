import { describe, expect, it } from 'vitest';
import { bookCurrencies, filterBook, filterTerms, groupBook, indexBook, searchKeyOf, type BookEntry } from '@/lib/wallet-book';

function entry(id: string, fields: Partial<BookEntry> = {}): BookEntry {
  return { id, currency: 'usdt', chain: 'trc20usdt', alias: `地址${id}`, address: `T${id}ADDR`, tag: '', addedAt: Number(id) * 1000, whiteAt: null, status: 'normal', ...fields };
}

const BOOK = [
  entry('1', { alias: 'Tom 冷钱包', address: '0x3B994f25c4c25e99d4d26364ffc014cce64600ca', chain: 'hrc20usdt' }),
  entry('2', { currency: 'btc', chain: 'btc', alias: '交易所', address: '15PrEcqTJRn4haLeby3gJJebtyf4KgWmSd' }),
  entry('3', { currency: 'xrp', chain: 'xrp', alias: 'ripple', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', tag: '104598' }),
  entry('4', { alias: 'second' }),
];

describe('the search key and the filter', () => {
  it('keeps each field in lower case, one key per entry', () => {
    expect(searchKeyOf(BOOK[0]!)).toContain('0x3b994f25');
    expect(searchKeyOf(BOOK[0]!)).toContain('tom 冷钱包');
    expect(indexBook(BOOK)).toHaveLength(4);
  });

  it('matches the currency, chain, alias, address and tag in any case', () => {
    const index = indexBook(BOOK);
    expect(filterBook(index, { query: 'BTC' }).map((e) => e.id)).toEqual(['2']);
    expect(filterBook(index, { query: 'hrc20' }).map((e) => e.id)).toEqual(['1']);
    expect(filterBook(index, { query: '冷钱包' }).map((e) => e.id)).toEqual(['1']);
    expect(filterBook(index, { query: '0X3B99' }).map((e) => e.id)).toEqual(['1']);
    expect(filterBook(index, { query: '104598' }).map((e) => e.id)).toEqual(['3']);
  });

  it('wants every word, and an empty query keeps everything', () => {
    const index = indexBook(BOOK);
    expect(filterBook(index, { query: '  usdt   second ' }).map((e) => e.id)).toEqual(['4']);
    expect(filterBook(index, { query: 'usdt btc' })).toEqual([]);
    expect(filterBook(index, { query: '   ' })).toHaveLength(4);
    expect(filterTerms(' A  b ')).toEqual(['a', 'b']);
  });

  it('does not match across two fields', () => {
    expect(filterBook(indexBook([entry('9', { currency: 'usdt', chain: 'trc20usdt' })]), { query: 'usdttrc' })).toEqual([]);
  });

  it('narrows to one currency', () => {
    const index = indexBook(BOOK);
    expect(filterBook(index, { currency: 'USDT' }).map((e) => e.id)).toEqual(['1', '4']);
    expect(filterBook(index, { currency: 'usdt', query: 'tom' }).map((e) => e.id)).toEqual(['1']);
  });

  // The time per keystroke is bench:wallet's figure, not a timed test (the machines are shared).
  it('filters 1000 entries by each prefix typed', () => {
    const many = Array.from({ length: 1000 }, (_, i) => entry(String(i + 1), { alias: `备注${i}`, address: `0x${i.toString(16).padStart(40, 'a')}` }));
    const index = indexBook(many);
    expect(filterBook(index, { query: '备注99' }).map((e) => e.id)).toEqual(['100', ...Array.from({ length: 10 }, (_, i) => String(991 + i))]);
    expect(filterBook(index, { query: '备注999' }).map((e) => e.id)).toEqual(['1000']);
  });
});

describe('grouping', () => {
  it('groups per currency then chain, newest first inside a group', () => {
    const groups = groupBook([...BOOK, entry('5', { chain: 'hrc20usdt' })]);
    expect(groups.map((g) => g.key)).toEqual(['btc:btc', 'usdt:hrc20usdt', 'usdt:trc20usdt', 'xrp:xrp']);
    expect(groups[1]!.entries.map((e) => e.id)).toEqual(['5', '1']);
  });

  it('lists the currencies present', () => {
    expect(bookCurrencies(BOOK)).toEqual(['btc', 'usdt', 'xrp']);
    expect(groupBook([])).toEqual([]);
  });
});

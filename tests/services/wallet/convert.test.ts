// The conversion services against the mock's real handlers (withMswServer): quote, convert,
// the expired quote, the double submit, the history with its parts, the stand-alone limits,
// the planned failures, the ledger legs and balances, and the custody deduct mode get/save.

import { Decimal } from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONVERT_ERRORS } from '@/lib/convert/modes';
import { db, resetDb } from '@/mocks/db';
import { expireQuotes } from '@/mocks/db/convert';
import { ledgerOf } from '@/mocks/db/ledger';
import { accountsOf, balanceOf } from '@/mocks/db/trading';
import { resetHttpConfig, type ApiResult } from '@/services/http';
import {
  convertAtQuote,
  fetchConversions,
  fetchDeductMode,
  fetchFeeDeductions,
  fetchStandAloneCurrencies,
  requestQuote,
  saveDeductMode,
} from '@/services/wallet/small-convert';
import { withMswServer } from '../../setup/msw';
import { loginProUser } from '../../support/pro-login';

withMswServer();

const UID = 10035;

beforeEach(() => {
  resetDb();
  resetHttpConfig();
  loginProUser(UID);
});

function data<T>(result: ApiResult<T>): T {
  if (!result.success) throw new Error(`failed: ${String(result.code)} ${result.message}`);
  return result.data;
}

function failure<T>(result: ApiResult<T>): { code: number | string; message: string } {
  if (result.success) throw new Error('expected a failure');
  return { code: result.code, message: result.message };
}

function spot(currency: string): Decimal {
  const account = accountsOf(db.trading, UID).find((entry) => entry.type === 'spot');
  if (!account) throw new Error('no spot');
  const row = balanceOf(db.trading, account.id, currency);
  return row.trade.plus(row.frozen);
}

const SMALL = [
  { currency: 'eos', amount: '0.5' },
  { currency: 'xrp', amount: '1.2' },
];

describe('quote and convert', () => {
  it('quotes small balances into USDT with a 2 % fee and a 30 s expiry', async () => {
    const quote = data(await requestQuote({ mode: 'small-usdt', target: 'USDT', sources: SMALL }));
    expect(quote.target).toBe('usdt');
    expect(quote.sources.map((source) => source.currency)).toEqual(['eos', 'xrp']);
    expect(quote.expiresAt - quote.createdAt).toBe(30_000);
    expect(quote.feeRate).toBe('0.02');
    expect(new Decimal(quote.grossAmount).minus(quote.fee).toFixed()).toBe(new Decimal(quote.amount).toFixed());
    expect(new Decimal(quote.fee).gt(0)).toBe(true);
  });

  it('converts once: balances move, the ledger has one ref with every part, the history lists it', async () => {
    const usdtBefore = spot('usdt');
    const quote = data(await requestQuote({ mode: 'small-usdt', target: 'usdt', sources: SMALL }));
    const conversion = data(await convertAtQuote({ quoteId: quote.quoteId, clientOrderId: 'c-1' }));
    expect(conversion.amount).toBe(quote.amount);
    expect(conversion.sources).toEqual(SMALL);
    expect(spot('eos').toFixed()).toBe('0');
    expect(spot('xrp').toFixed()).toBe('0');
    expect(spot('usdt').minus(usdtBefore).toFixed()).toBe(new Decimal(quote.amount).toFixed());

    const legs = ledgerOf(db.ledger, UID).filter((entry) => entry.type === 'conversion');
    expect(new Set(legs.map((entry) => entry.ref)).size).toBe(1);
    expect(legs.every((entry) => entry.subtype === 'small-usdt')).toBe(true);
    expect(legs.map((entry) => [entry.currency, entry.amount.toFixed()])).toEqual([
      ['eos', '-0.5'],
      ['xrp', '-1.2'],
      ['usdt', new Decimal(quote.grossAmount).toFixed()],
      ['usdt', new Decimal(quote.fee).negated().toFixed()],
    ]);

    // The same client order id again (a double submit) converts nothing.
    const again = failure(await convertAtQuote({ quoteId: quote.quoteId, clientOrderId: 'c-1' }));
    expect(again.code).toBe(CONVERT_ERRORS.duplicate.code);
    // The used quote with a new id neither.
    expect(failure(await convertAtQuote({ quoteId: quote.quoteId, clientOrderId: 'c-2' })).code).toBe(CONVERT_ERRORS.invalidQuote.code);
    expect(ledgerOf(db.ledger, UID).filter((entry) => entry.type === 'conversion')).toHaveLength(4);

    const history = data(await fetchConversions({ mode: 'small-usdt', page: 1, size: 10 }));
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({ id: conversion.id, target: 'usdt', sources: SMALL, amount: quote.amount, fee: quote.fee });
    expect(data(await fetchConversions({ mode: 'small-balance' })).items).toEqual([]);
  });

  it('refuses an expired quote (moved clock or expired by control) and moves nothing', async () => {
    const quote = data(await requestQuote({ mode: 'small-balance', target: 'ht', sources: SMALL }));
    db.clockOffsetMs += 31_000;
    const expired = failure(await convertAtQuote({ quoteId: quote.quoteId, clientOrderId: 'e-1' }));
    expect(expired).toEqual({ code: CONVERT_ERRORS.quoteExpired.code, message: CONVERT_ERRORS.quoteExpired.message });
    expect(spot('eos').toFixed()).toBe('0.5');

    const fresh = data(await requestQuote({ mode: 'small-balance', target: 'ht', sources: SMALL }));
    expect(expireQuotes(db.convert, Date.now() + db.clockOffsetMs)).toBe(1);
    expect(failure(await convertAtQuote({ quoteId: fresh.quoteId, clientOrderId: 'e-2' })).code).toBe(CONVERT_ERRORS.quoteExpired.code);
    expect(ledgerOf(db.ledger, UID).filter((entry) => entry.type === 'conversion')).toHaveLength(0);
  });

  it('refuses nothing selected, big balances, amounts above the balance and a wrong target', async () => {
    expect(failure(await requestQuote({ mode: 'small-usdt', target: 'usdt', sources: [] })).code).toBe(CONVERT_ERRORS.nothingSelected.code);
    expect(failure(await requestQuote({ mode: 'small-usdt', target: 'usdt', sources: [{ currency: 'btc', amount: '1' }] })).code).toBe(CONVERT_ERRORS.notSmall.code);
    expect(failure(await requestQuote({ mode: 'small-usdt', target: 'usdt', sources: [{ currency: 'eos', amount: '5' }] })).code).toBe(CONVERT_ERRORS.insufficient.code);
    expect(failure(await requestQuote({ mode: 'small-usdt', target: 'ht', sources: SMALL })).code).toBe(CONVERT_ERRORS.invalidTarget.code);
    expect(failure(await requestQuote({ mode: 'small-usdt', target: 'usdt', sources: [{ currency: 'eos', amount: '-1' }] })).code).toBe(CONVERT_ERRORS.invalidAmount.code);
  });

  it('answers a planned failure once', async () => {
    db.convert.failNext.quote = { uid: UID, error: { code: 30199, message: '系统繁忙' } };
    expect(failure(await requestQuote({ mode: 'small-usdt', target: 'usdt', sources: SMALL }))).toEqual({ code: 30199, message: '系统繁忙' });
    const quote = data(await requestQuote({ mode: 'small-usdt', target: 'usdt', sources: SMALL }));
    db.convert.failNext.convert = { uid: null, error: { code: 30198, message: '兑换失败' } };
    expect(failure(await convertAtQuote({ quoteId: quote.quoteId, clientOrderId: 'f-1' })).code).toBe(30198);
    expect(spot('eos').toFixed()).toBe('0.5');
    // The same client order id may try again after a failure that converted nothing.
    expect(data(await convertAtQuote({ quoteId: quote.quoteId, clientOrderId: 'f-1' })).quoteId).toBe(quote.quoteId);
  });
});

describe('stand-alone conversion', () => {
  it('lists the currencies without a market with their limits, and keeps to them', async () => {
    expect(data(await fetchStandAloneCurrencies())).toEqual([{ currency: 'xmr', minAmount: '0.01', maxAmount: '100' }]);
    expect(failure(await requestQuote({ mode: 'stand-alone-usdt', target: 'usdt', sources: [{ currency: 'xmr', amount: '0.001' }] })).code).toBe(CONVERT_ERRORS.outOfLimits.code);
    expect(failure(await requestQuote({ mode: 'stand-alone-usdt', target: 'usdt', sources: [{ currency: 'eos', amount: '0.1' }] })).code).toBe(CONVERT_ERRORS.notStandAlone.code);
    expect(failure(await requestQuote({ mode: 'stand-alone-usdt', target: 'usdt', sources: [{ currency: 'xmr', amount: '3' }] })).code).toBe(CONVERT_ERRORS.insufficient.code);
    expect(failure(await requestQuote({ mode: 'stand-alone-usdt', target: 'btc', sources: [{ currency: 'xmr', amount: '1' }] })).code).toBe(CONVERT_ERRORS.invalidTarget.code);

    const quote = data(await requestQuote({ mode: 'stand-alone-coin', target: 'btc', sources: [{ currency: 'xmr', amount: '1' }] }));
    const conversion = data(await convertAtQuote({ quoteId: quote.quoteId, clientOrderId: 's-1' }));
    expect(conversion.mode).toBe('stand-alone-coin');
    expect(spot('xmr').toFixed()).toBe('1.5');
    const legs = ledgerOf(db.ledger, UID).filter((entry) => entry.type === 'conversion');
    expect(legs.map((entry) => entry.subtype)).toEqual(['stand-alone-coin', 'stand-alone-coin', 'stand-alone-coin']);
  });
});

describe('fee deduction', () => {
  it('gets and saves the deduct mode', async () => {
    expect(data(await fetchDeductMode())).toEqual({ on: false, updatedAt: null });
    const saved = data(await saveDeductMode(true));
    expect(saved.on).toBe(true);
    expect(saved.updatedAt).not.toBeNull();
    expect(data(await fetchDeductMode()).on).toBe(true);
    expect(data(await saveDeductMode(false)).on).toBe(false);
  });

  it('lists the fee-deduction entries of the ledger, newest first, paged', async () => {
    const page = data(await fetchFeeDeductions({ page: 1, size: 3 }));
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toMatchObject({ currency: 'eos', amount: '0.0123', symbol: 'btcusdt' });
    expect(page.items[0]?.time).toBeGreaterThan(page.items[1]?.time ?? Infinity);
    expect(data(await fetchFeeDeductions({ page: 2, size: 3 })).items).toHaveLength(1);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  REQUEST_FAILED_CODE,
  REQUEST_FAILED_MESSAGE,
  envelopeCode,
  envelopeMessage,
  normalizeEnvelope,
  requestFailedEnvelope,
} from '@/services/http';

// The shared protocol folder is a sibling of the repository: /work/shared next to /work/main.
const FIXTURES_URL = new URL('../../../../shared/protocol/fixtures/', import.meta.url);
const FIXTURES_DIR = fileURLToPath(FIXTURES_URL);

function restFixtureNames(): string[] {
  let names: string[];
  try {
    names = readdirSync(FIXTURES_DIR);
  } catch (error) {
    throw new Error(`Protocol fixtures not found at ${FIXTURES_DIR} (expected /work/shared next to the repo): ${String(error)}`);
  }
  return names.filter((name) => /^rest_.*\.json$/.test(name)).sort();
}

function readFixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(name, FIXTURES_URL), 'utf8')) as Record<string, unknown>;
}

// Expected reading of every REST fixture; a new fixture without a row fails the suite.
const FIXTURE_EXPECTATIONS: Record<string, { code: number; payloadKey: 'data' | 'tick' }> = {
  'rest_account_balance.json': { code: 200, payloadKey: 'data' },
  'rest_market_depth_step0.json': { code: 200, payloadKey: 'tick' },
  'rest_market_tickers.json': { code: 200, payloadKey: 'data' },
  'rest_order_open_orders.json': { code: 200, payloadKey: 'data' },
  'rest_v1_settings_common_market_symbols.json': { code: 200, payloadKey: 'data' },
  'rest_v2_reference_currencies.json': { code: 200, payloadKey: 'data' },
  'rest_v2_settings_common_symbols.json': { code: 200, payloadKey: 'data' },
};

describe('normalizeEnvelope against the protocol fixtures', () => {
  const names = restFixtureNames();

  it('finds the REST fixtures and has an expectation for each', () => {
    expect(names.length).toBeGreaterThanOrEqual(7);
    expect(names).toEqual(Object.keys(FIXTURE_EXPECTATIONS).sort());
  });

  it.each(names)('%s is a success with its payload as data', (name) => {
    const body = readFixture(name);
    const expected = FIXTURE_EXPECTATIONS[name];
    if (!expected) throw new Error(`No expectation for fixture ${name}`);
    const envelope = normalizeEnvelope(body);
    expect(envelope.success).toBe(true);
    expect(envelope.code).toBe(expected.code);
    expect(envelope.message).toBe('');
    expect(envelope.data).not.toBeNull();
    expect(envelope.data).toEqual(body[expected.payloadKey]);
  });
});

describe('normalizeEnvelope table (PROTOCOL.md 4.1)', () => {
  const cases: Array<[string, unknown, { success: boolean; code: number | string; message: string; data: unknown }]> = [
    [
      'v1 error with err-code/err-msg',
      { status: 'error', 'err-code': 'order-orderstate-error', 'err-msg': 'Incorrect order state', 'order-state': -1 },
      { success: false, code: 'order-orderstate-error', message: 'Incorrect order state', data: null },
    ],
    [
      'contract error with err_code/err_msg',
      { status: 'error', err_code: 403, err_msg: 'Incorrect Access key', ts: 1652774224344 },
      { success: false, code: 403, message: 'Incorrect Access key', data: null },
    ],
    [
      'v2 business failure with success false',
      { code: 1303, data: null, message: 'Each transfer-out cannot be less than 5USDT.', success: false, 'print-log': true },
      { success: false, code: 1303, message: 'Each transfer-out cannot be less than 5USDT.', data: null },
    ],
    [
      'string code with msg',
      { code: '4007', msg: '…', data: null, ts: '1698413427651' },
      { success: false, code: 4007, message: '…', data: null },
    ],
    ['string code "200" is a success, read as the number', { code: '200', data: { a: 1 } }, { success: true, code: 200, message: '', data: { a: 1 } }],
    ['numeric code 200 is a success', { code: 200, data: [1] }, { success: true, code: 200, message: '', data: [1] }],
    [
      'success true without code',
      { success: true, data: 'x', message: 'done' },
      { success: true, code: 200, message: 'done', data: 'x' },
    ],
    ['status ok defaults code to 200', { status: 'ok', data: 5 }, { success: true, code: 200, message: '', data: 5 }],
    ['market payload under tick', { status: 'ok', ch: 'c', tick: { id: 1 } }, { success: true, code: 200, message: '', data: { id: 1 } }],
    ['data wins over tick', { status: 'ok', data: 1, tick: 2 }, { success: true, code: 200, message: '', data: 1 }],
    ['no payload becomes null', { status: 'ok' }, { success: true, code: 200, message: '', data: null }],
    ['code other than 200 fails', { code: 500, message: 'boom' }, { success: false, code: 500, message: 'boom', data: null }],
    ['status error without code falls back to 200', { status: 'error' }, { success: false, code: 200, message: '', data: null }],
    ['success false keeps payload', { success: false, code: 10, data: { why: 1 } }, { success: false, code: 10, message: '', data: { why: 1 } }],
  ];

  it.each(cases)('%s', (_name, body, expected) => {
    expect(normalizeEnvelope(body)).toEqual(expected);
  });

  it('prefers code over err-code over err_code, and 200 last', () => {
    expect(envelopeCode({ code: 1, 'err-code': 2, err_code: 3 })).toBe(1);
    expect(envelopeCode({ 'err-code': 2, err_code: 3 })).toBe(2);
    expect(envelopeCode({ err_code: 3 })).toBe(3);
    expect(envelopeCode({ code: null, err_code: 3 })).toBe(3);
    expect(envelopeCode({})).toBe(200);
  });

  it('reads a numeric string code as the number, so the code rules apply to it; word codes stay text', () => {
    expect(envelopeCode({ code: '1003' })).toBe(1003);
    expect(envelopeCode({ code: ' 512 ' })).toBe(512);
    expect(envelopeCode({ err_code: '403' })).toBe(403);
    expect(envelopeCode({ code: '-1' })).toBe(-1);
    expect(envelopeCode({ 'err-code': 'login-required' })).toBe('login-required');
    expect(envelopeCode({ code: '10a' })).toBe('10a');
    expect(envelopeCode({ code: '1e3' })).toBe('1e3');
    expect(normalizeEnvelope({ code: '512', success: false, message: 'x' })).toEqual({ success: false, code: 512, message: 'x', data: null });
  });

  it('prefers message over err-msg over err_msg over msg, and empty last', () => {
    expect(envelopeMessage({ message: 'a', 'err-msg': 'b', err_msg: 'c', msg: 'd' })).toBe('a');
    expect(envelopeMessage({ 'err-msg': 'b', err_msg: 'c', msg: 'd' })).toBe('b');
    expect(envelopeMessage({ err_msg: 'c', msg: 'd' })).toBe('c');
    expect(envelopeMessage({ msg: 'd' })).toBe('d');
    expect(envelopeMessage({})).toBe('');
  });

  it.each([['<html>oops</html>'], [''], [null], [undefined], [[1, 2]], [42]])('non-object body %j is the generic failure', (body) => {
    expect(normalizeEnvelope(body)).toEqual({ success: false, code: 500, message: REQUEST_FAILED_MESSAGE, data: null });
  });
});

describe('requestFailedEnvelope', () => {
  it('is the exact failure envelope of the spec', () => {
    expect(REQUEST_FAILED_MESSAGE).toBe('Sorry, the request failed. Please try again later.');
    expect(REQUEST_FAILED_CODE).toBe(500);
    expect(requestFailedEnvelope()).toEqual({ success: false, code: 500, message: REQUEST_FAILED_MESSAGE, data: null });
  });

  it('returns a fresh object each time', () => {
    const first = requestFailedEnvelope();
    first.message = 'changed';
    expect(requestFailedEnvelope().message).toBe(REQUEST_FAILED_MESSAGE);
  });
});

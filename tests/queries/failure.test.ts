import { describe, expect, it } from 'vitest';
import { isNetworkFailureEnvelope, MAX_NETWORK_RETRIES, QueryFailure, queryErrorText, shouldRetry, unwrap } from '@/queries/failure';
import { NETWORK_FAILURE_TEXT, requestFailedEnvelope, type ApiFailure } from '@/services/http';

const business: ApiFailure = { success: false, code: 'margin-insufficient', message: '可借额度不足', data: { left: '0' } };

describe('unwrap', () => {
  it('hands back the payload of a successful envelope', () => {
    expect(unwrap({ success: true, code: 200, message: '', data: ['a'] })).toEqual(['a']);
  });

  it("throws a failed envelope as a QueryFailure keeping the server's code, message and payload", () => {
    let thrown: unknown;
    try {
      unwrap(business);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(QueryFailure);
    const failure = thrown as QueryFailure;
    expect(failure.code).toBe('margin-insufficient');
    expect(failure.message).toBe('可借额度不足');
    expect(failure.failure.data).toEqual({ left: '0' });
    expect(failure.network).toBe(false);
  });

  it('marks the HTTP core’s generic failure envelope as a network failure', () => {
    expect(() => unwrap(requestFailedEnvelope())).toThrow(QueryFailure);
    expect(isNetworkFailureEnvelope(requestFailedEnvelope())).toBe(true);
    // The same code with a server's own message is a business answer.
    expect(isNetworkFailureEnvelope({ code: 500, message: '系统繁忙' })).toBe(false);
  });
});

describe('shouldRetry', () => {
  it('never retries a business failure: the HTTP core already re-sent what can be re-sent', () => {
    expect(shouldRetry(0, new QueryFailure(business))).toBe(false);
  });

  it('retries a network failure at most once', () => {
    const network = new QueryFailure(requestFailedEnvelope());
    expect(MAX_NETWORK_RETRIES).toBe(1);
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, network)).toBe(false);
  });

  it('does not retry a bug (anything thrown that is not a failed envelope)', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});

describe('queryErrorText', () => {
  it("says the server's message, the network text for the generic envelope, else the fallback", () => {
    expect(queryErrorText(new QueryFailure(business))).toBe('可借额度不足');
    expect(queryErrorText(new QueryFailure(requestFailedEnvelope()))).toBe(NETWORK_FAILURE_TEXT);
    expect(queryErrorText(new QueryFailure({ ...business, message: '' }), '加载失败')).toBe('加载失败');
    expect(queryErrorText(new Error('boom'), '加载失败')).toBe('加载失败');
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureText, get, isShowableMessage, NETWORK_FAILURE_TEXT, REFUSED_FAILURE_TEXT, REQUEST_FAILED_MESSAGE } from '@/services/http';
import { startTestServer, testBase } from './test-server';

const server = startTestServer();

function failure(message: string | null | undefined) {
  return { message } as unknown as { message: string };
}

describe('failureText', () => {
  it('shows the server message, trimmed', () => {
    expect(failureText({ message: '该第三方账号已绑定其他账户' })).toBe('该第三方账号已绑定其他账户');
    expect(failureText({ message: '  余额不足 ' }, '绑定失败')).toBe('余额不足');
  });

  it('shows the network text for the generic failed-request envelope, whatever the fallback', () => {
    expect(failureText({ message: REQUEST_FAILED_MESSAGE })).toBe(NETWORK_FAILURE_TEXT);
    expect(failureText({ message: REQUEST_FAILED_MESSAGE }, '绑定失败')).toBe(NETWORK_FAILURE_TEXT);
  });

  it('falls back when the server said nothing useful: blank, missing or "200"', () => {
    for (const message of ['', ' ', '200', null, undefined]) {
      expect(failureText(failure(message)), String(message)).toBe(NETWORK_FAILURE_TEXT);
      expect(failureText(failure(message), '绑定失败'), String(message)).toBe('绑定失败');
    }
  });

  it('gives the network text for a request that never got an answer', async () => {
    server.use(http.get(`${testBase('uc')}/anything`, () => HttpResponse.error()));
    const result = await get('uc', '/anything');
    expect(result.success).toBe(false);
    if (!result.success) expect(failureText(result, '加载失败')).toBe(NETWORK_FAILURE_TEXT);
  });
});

describe('isShowableMessage: is a server message fit to show on the Chinese page', () => {
  it('takes a message with Chinese in it, mixed text and codes included', () => {
    for (const message of ['余额不足', ' 币种 usdt 暂停提币 ', '错误码 2002：invalid currency']) expect(isShowableMessage(message), message).toBe(true);
  });

  it('refuses English, the generic envelope, bare statuses, blanks and non-strings', () => {
    for (const message of [REQUEST_FAILED_MESSAGE, 'invalid field value in "currency"', 'injected fault', '200', '', '   ', null, undefined, 500]) {
      expect(isShowableMessage(message), String(message)).toBe(false);
    }
  });
});

describe('failureText for a message not written in Chinese', () => {
  it('gives the call\'s wording, else 请求失败，请稍后重试, never the English server text', () => {
    expect(failureText({ message: 'invalid field value in "currency"' }, '加载失败')).toBe('加载失败');
    expect(failureText({ message: 'injected fault' })).toBe(REFUSED_FAILURE_TEXT);
    expect(REFUSED_FAILURE_TEXT).toBe('请求失败，请稍后重试');
    expect(failureText({ message: 'Internal Server Error' }, '加载失败', '验证失败，请稍后重试')).toBe('加载失败');
  });
});

describe('failureText for an unanswered request', () => {
  it('uses the caller\'s own text when it gives one, and only for the generic envelope', () => {
    expect(failureText({ message: REQUEST_FAILED_MESSAGE }, '验证失败', '验证失败，请稍后重试')).toBe('验证失败，请稍后重试');
    expect(failureText({ message: '验证码错误' }, '验证失败', '验证失败，请稍后重试')).toBe('验证码错误');
    expect(failureText({ message: '' }, '验证失败', '验证失败，请稍后重试')).toBe('验证失败');
  });
});

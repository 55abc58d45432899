// Serving the captcha vendor stand-ins over HTTP: content type, CORS, fresh token batches,
// the onload parameter, and the 503 a failed vendor answers (POST /__control/vendors).

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '@/mocks/server';
import { control, startTestServer } from './support';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

const SCRIPTS = [
  ['geetest', '/vendor/geetest/gt4.js', 'initGeetest4'],
  ['recaptcha', '/vendor/recaptcha/api.js', 'grecaptcha'],
  ['aliyun', '/vendor/aliyun/AliyunCaptcha.js', 'initAliyunCaptcha'],
] as const;

function tokensOf(script: string): string[] {
  const match = /var TOKENS = (\[.*?\]);/.exec(script);
  return match?.[1] ? (JSON.parse(match[1]) as string[]) : [];
}

describe('vendor stand-in scripts', () => {
  it.each(SCRIPTS)('serves %s as JavaScript with CORS open, no caching and a fresh token batch', async (vendor, path, global) => {
    const first = await fetch(`${server.origin}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const text = await first.text();
    expect(text).toContain(`w.${global} =`);
    const tokens = tokensOf(text);
    expect(tokens).toHaveLength(20);
    expect(tokens.every((token) => token.startsWith(`mock-${vendor}-`))).toBe(true);
    const second = tokensOf(await (await fetch(`${server.origin}${path}`)).text());
    expect(second.filter((token) => tokens.includes(token))).toEqual([]);
  });

  it('embeds the onload callback name of the recaptcha URL, and only an identifier', async () => {
    const withOnload = await (await fetch(`${server.origin}/vendor/recaptcha/api.js?onload=onloadcallback&render=explicit`)).text();
    expect(withOnload).toContain('var ONLOAD = "onloadcallback";');
    expect(withOnload).toContain('var RENDER = "explicit";');
    const hostile = await (await fetch(`${server.origin}/vendor/recaptcha/api.js?onload=alert(1)`)).text();
    expect(hostile).toContain('var ONLOAD = "";');
    expect(hostile).not.toContain('alert(1)');
  });

  it('answers 503 for a vendor set to fail, until it is set back or the mock is reset', async () => {
    const set = await control(server, 'POST', '/vendors', { geetest: 'fail', aliyun: 'fail' });
    expect(set.json).toEqual({ ok: true, geetest: 'fail', recaptcha: 'ok', aliyun: 'fail' });
    const failed = await fetch(`${server.origin}/vendor/geetest/gt4.js`);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${server.origin}/vendor/aliyun/AliyunCaptcha.js`)).status).toBe(503);
    expect((await fetch(`${server.origin}/vendor/recaptcha/api.js`)).status).toBe(200);

    await control(server, 'POST', '/vendors', { geetest: 'ok' });
    expect((await fetch(`${server.origin}/vendor/geetest/gt4.js`)).status).toBe(200);
    await control(server, 'POST', '/reset');
    expect((await control(server, 'GET', '/vendors')).json).toEqual({ geetest: 'ok', recaptcha: 'ok', aliyun: 'ok' });
    expect((await fetch(`${server.origin}/vendor/aliyun/AliyunCaptcha.js`)).status).toBe(200);
  });

  it('refuses an unknown vendor or status in the control call', async () => {
    expect((await control(server, 'POST', '/vendors', { hcaptcha: 'fail' })).status).toBe(400);
    expect((await control(server, 'POST', '/vendors', { geetest: 'broken' })).status).toBe(400);
  });
});

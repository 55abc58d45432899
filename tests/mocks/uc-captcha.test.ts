// Risk control and captchas: decisions set through the control API, image captchas, vendor
// tokens (from the stand-in scripts or the control API) and the captcha rule of login.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imageCaptchaSchema, riskControlResponseSchema, UC_CALLS } from '@/lib/contracts/uc';
import type { MockServer } from '@/mocks/server';
import { advanceClock, control, DEMO_PASSWORD, startTestServer, uc } from './support';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

const riskBody = (loginName: string) => ({
  scene: 2,
  login_name: loginName,
  source: 'web',
  fingerprint: 'fp-test',
  version: 2,
});

async function risk(loginName: string) {
  const answer = await uc<Record<string, unknown>>(server, UC_CALLS.riskControl.path(), { body: riskBody(loginName) });
  expect(answer.body.success).toBe(true);
  return answer.body.data;
}

const setRisk = (decision: string, loginName?: string) =>
  control(server, 'POST', '/risk', loginName === undefined ? { decision } : { decision, login_name: loginName });

const login = (loginName: string, captcha?: Record<string, unknown>) =>
  uc(server, UC_CALLS.login.path(), {
    body: { login_name: loginName, account_type: 'email', password: DEMO_PASSWORD, ...captcha },
  });

async function solve(type: string | number): Promise<Record<string, unknown>> {
  const { status, json } = await control(server, 'POST', '/captcha/solve', { type });
  expect(status).toBe(200);
  return json;
}

async function scriptTokens(path: string): Promise<string[]> {
  const text = await (await fetch(`${server.origin}${path}`)).text();
  const match = /var TOKENS = (\[.*?\]);/.exec(text);
  if (!match?.[1]) throw new Error('no token batch in the script');
  return JSON.parse(match[1]) as string[];
}

describe('risk/control', () => {
  it('passes by default with {risk: 0, items: []}', async () => {
    expect(await risk('trader@example.com')).toEqual({ risk: 0, items: [] });
  });

  it('answers each decision with its items and vendor configuration', async () => {
    const expected: Record<string, { items: number[]; vendors: string[] }> = {
      image: { items: [0], vendors: [] },
      slider: { items: [1], vendors: ['slider'] },
      recaptcha: { items: [2], vendors: ['recaptcha'] },
      geetest: { items: [3], vendors: ['geetest'] },
      several: { items: [1, 2, 0], vendors: ['slider', 'recaptcha'] },
    };
    for (const [decision, { items, vendors }] of Object.entries(expected)) {
      await setRisk(decision);
      const answer = await risk('trader@example.com');
      const parsed = riskControlResponseSchema.parse(answer);
      expect(parsed.risk, decision).toBe(1);
      expect(parsed.items, decision).toEqual(items);
      expect(Object.keys(parsed.vendors).sort(), decision).toEqual([...vendors].sort());
    }
    expect(await risk('trader@example.com')).toMatchObject({
      version: 2,
      vendors: { slider: { app_key: expect.any(String), scene: expect.any(String) }, recaptcha: { site_key: expect.any(String) } },
    });
  });

  it('keeps a decision per login name apart from the default', async () => {
    await setRisk('geetest', 'Trader@Example.com');
    expect(await risk('trader@example.com')).toMatchObject({ risk: 1, items: [3] });
    expect(await risk('sub@example.com')).toEqual({ risk: 0, items: [] });
    const view = await control(server, 'GET', '/risk');
    expect(view.json).toEqual({ default: 'pass', by_login_name: { 'trader@example.com': 'geetest' } });
  });

  it('refuses a request body without the contract fields and an unknown decision', async () => {
    const answer = await uc(server, UC_CALLS.riskControl.path(), { body: { login_name: 'x' } });
    expect(answer.body).toEqual({ success: false, code: 400, message: '参数错误', data: null });
    expect((await setRisk('maybe')).status).toBe(400);
  });
});

describe('captcha_code/send and the image captcha rule', () => {
  it('issues a key and an SVG data URL that draws the 5-character code', async () => {
    const answer = await uc<{ key: string; image: string }>(server, UC_CALLS.captchaCodeSend.path());
    const { key, image } = imageCaptchaSchema.parse(answer.body.data);
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('utf8');
    const { code } = (await control<{ code: string }>(server, 'GET', `/captcha/${key}`)).json;
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{5}$/);
    const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join('');
    expect(drawn).toBe(code);
    expect((await control(server, 'GET', '/captcha/latest')).json).toEqual({ key, code });
    expect((await control(server, 'GET', '/captcha/no-such-key')).status).toBe(404);
  });

  it('has no latest image after a reset', async () => {
    expect((await control(server, 'GET', '/captcha/latest')).status).toBe(404);
  });

  it('requires a captcha (10020), refuses a wrong one (10021) and accepts the code case-insensitively once', async () => {
    await setRisk('image');
    expect((await login('trader@example.com')).body).toEqual({ success: false, code: 10020, message: '请先完成安全验证', data: null });

    const issued = await uc<{ key: string }>(server, UC_CALLS.captchaCodeSend.path());
    const wrong = await login('trader@example.com', { captcha_type: 0, captcha: { captcha_key: issued.body.data.key, captcha_code: 'XXXXX' } });
    expect(wrong.body).toEqual({ success: false, code: 10021, message: '安全验证失败，请重试', data: null });
    // The image is used up by the wrong attempt too.
    const { code } = (await control<{ code: string }>(server, 'GET', '/captcha/latest')).json;
    const reused = await login('trader@example.com', { captcha_type: 0, captcha: { captcha_key: issued.body.data.key, captcha_code: code } });
    expect(reused.body.code).toBe(10021);

    const next = await uc<{ key: string }>(server, UC_CALLS.captchaCodeSend.path());
    const nextCode = (await control<{ code: string }>(server, 'GET', `/captcha/${next.body.data.key}`)).json.code;
    const ok = await login('trader@example.com', {
      captcha_type: 0,
      captcha: { captcha_key: next.body.data.key, captcha_code: nextCode.toLowerCase() },
    });
    expect(ok.body).toMatchObject({ success: true, data: { status: 'done' } });
    const again = await login('trader@example.com', { captcha_type: 0, captcha: { captcha_key: next.body.data.key, captcha_code: nextCode } });
    expect(again.body.code).toBe(10021);
  });

  it('refuses an image captcha older than 5 minutes and one of a type not offered', async () => {
    await setRisk('image');
    const image = await solve('image');
    await advanceClock(server, 5 * 60_000 + 1000);
    expect((await login('trader@example.com', image)).body.code).toBe(10021);
    expect((await login('trader@example.com', await solve('geetest'))).body.code).toBe(10021);
    expect((await login('trader@example.com', await solve(0))).body.success).toBe(true);
  });

  it('applies the rule only to the login name the decision was set for', async () => {
    await setRisk('image', 'trader@example.com');
    expect((await login('trader@example.com')).body.code).toBe(10020);
    expect((await login('sub@example.com')).body.success).toBe(true);
  });
});

describe('vendor captchas', () => {
  it.each([
    ['slider', 1],
    ['recaptcha', 2],
    ['geetest', 3],
  ] as const)('accepts a %s token the mock issued, once', async (decision, type) => {
    await setRisk(decision);
    const submission = await solve(decision);
    expect(submission.captcha_type).toBe(type);
    expect((await login('trader@example.com', submission)).body.success).toBe(true);
    expect((await login('trader@example.com', submission)).body.code).toBe(10021);
  });

  it('refuses tokens the mock never issued and tokens of another vendor', async () => {
    await setRisk('slider');
    const slider = await solve('slider');
    const forged = { ...slider, captcha: { ...(slider.captcha as object), token: 'mock-aliyun-forged' } };
    expect((await login('trader@example.com', forged)).body.code).toBe(10021);
    const recaptchaToken = ((await solve('recaptcha')).captcha as { token: string }).token;
    const crossed = { ...slider, captcha: { ...(slider.captcha as object), token: recaptchaToken } };
    expect((await login('trader@example.com', crossed)).body.code).toBe(10021);
    expect((await login('trader@example.com', slider)).body.success).toBe(true);
  });

  it('accepts the tokens embedded in the served stand-in scripts', async () => {
    await setRisk('several');
    const [recaptchaToken] = await scriptTokens('/vendor/recaptcha/api.js?onload=cb&render=explicit');
    const [sliderToken] = await scriptTokens('/vendor/aliyun/AliyunCaptcha.js');
    expect(recaptchaToken).toMatch(/^mock-recaptcha-/);
    expect((await login('trader@example.com', { captcha_type: 2, captcha: { token: recaptchaToken } })).body.success).toBe(true);
    const slider = { platform: 3, session: 's', sig: 'g', token: sliderToken, scene: 'mock-aliyun-scene', version: 2 };
    expect((await login('trader@example.com', { captcha_type: 1, captcha: slider })).body.success).toBe(true);
    // several offers no geetest.
    await setRisk('geetest', 'sub@example.com');
    const [passToken] = await scriptTokens('/vendor/geetest/gt4.js');
    const geetest = { captcha_id: 'id', lot_number: 'l', captcha_output: 'o', pass_token: passToken, gen_time: '1' };
    expect((await login('trader@example.com', { captcha_type: 3, captcha: geetest })).body.code).toBe(10021);
    expect((await login('sub@example.com', { captcha_type: 3, captcha: geetest })).body.success).toBe(true);
  });

  it('answers 400 to a payload that is no captcha result and to an unknown solve type', async () => {
    await setRisk('recaptcha');
    expect((await login('trader@example.com', { captcha_type: 2, captcha: { nothing: 1 } })).body.code).toBe(400);
    expect((await control(server, 'POST', '/captcha/solve', { type: 'puzzle' })).status).toBe(400);
  });
});

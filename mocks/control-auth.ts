// Control API of the account flows: the risk decision, captchas and codes the app's user would
// read off a screen or a phone, the GA code, login records, token lifetime, vendor script
// failures and the mock clock. All of it is cleared by POST /__control/reset.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { CAPTCHA_TYPES, codePurposeSchema } from '@/lib/contracts/uc';
import { loginRecords } from './auth/accounts';
import { setRiskDecision, solveCaptcha } from './auth/captcha';
import { lastCode } from './auth/codes';
import { setTokenTtl } from './auth/tickets';
import { controlError, readBody } from './control-body';
import { totp } from './db/totp';
import {
  db,
  DEMO_ACCOUNTS,
  findUser,
  findUserByEmail,
  findUserByPhone,
  now,
  RISK_DECISIONS,
  VENDORS,
  type VerificationCode,
} from './db';

const riskBodySchema = z.strictObject({
  decision: z.enum(RISK_DECISIONS),
  login_name: z.optional(z.string().check(z.trim(), z.minLength(1))),
});
const captchaTypeNames = ['image', 'slider', 'recaptcha', 'geetest'] as const;
const solveBodySchema = z.strictObject({
  type: z.union([z.enum(captchaTypeNames), z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
});
const tokenTtlBodySchema = z.strictObject({ seconds: z.int().check(z.minimum(0), z.maximum(7 * 24 * 3600)) });
const vendorStatusSchema = z.enum(['ok', 'fail']);
const vendorsBodySchema = z.strictObject({
  geetest: z.optional(vendorStatusSchema),
  recaptcha: z.optional(vendorStatusSchema),
  aliyun: z.optional(vendorStatusSchema),
});
const clockBodySchema = z
  .strictObject({ advance_ms: z.optional(z.int().check(z.minimum(0))), offset_ms: z.optional(z.int()) })
  .check(
    z.refine((body) => (body.advance_ms === undefined) !== (body.offset_ms === undefined), {
      error: 'give exactly one of advance_ms and offset_ms',
    }),
  );

function codeView(code: VerificationCode) {
  return {
    channel: code.channel,
    account: code.account,
    purpose: code.purpose,
    code: code.code,
    voice: code.voice,
    issued_at: code.issuedAt,
    expires_at: code.expiresAt,
  };
}

function riskView() {
  return { default: db.auth.risk.fallback, by_login_name: Object.fromEntries(db.auth.risk.byLoginName) };
}

function vendorView() {
  return { ...db.auth.vendorStatus };
}

function clockView() {
  return { now: now(), offset_ms: db.clockOffsetMs };
}

export function authControlHandlers(base: string): RequestHandler[] {
  return [
    http.get(`${base}/demo-accounts`, () => HttpResponse.json({ accounts: DEMO_ACCOUNTS })),

    // Risk decision: per login name, else the default for everyone.
    http.get(`${base}/risk`, () => HttpResponse.json(riskView())),
    http.post(`${base}/risk`, async ({ request }) => {
      const body = await readBody(request, riskBodySchema);
      if ('error' in body) return controlError(body.error);
      setRiskDecision(body.data.decision, body.data.login_name);
      return HttpResponse.json({ ok: true, ...riskView() });
    }),

    // Image captchas and ready-made captcha submissions.
    http.get(`${base}/captcha/latest`, () => {
      const latest = db.auth.latestImage;
      return latest ? HttpResponse.json({ key: latest.key, code: latest.code }) : controlError('no image captcha issued', 404);
    }),
    http.get(`${base}/captcha/:key`, ({ params }) => {
      const captcha = db.auth.images.get(String(params.key));
      return captcha ? HttpResponse.json({ code: captcha.code }) : controlError(`unknown captcha key ${String(params.key)}`, 404);
    }),
    http.post(`${base}/captcha/solve`, async ({ request }) => {
      const body = await readBody(request, solveBodySchema);
      if ('error' in body) return controlError(body.error);
      const type = typeof body.data.type === 'number' ? body.data.type : CAPTCHA_TYPES[body.data.type];
      return HttpResponse.json(solveCaptcha(type));
    }),

    // Verification codes as the user would receive them.
    http.get(`${base}/codes/latest`, () => {
      const latest = db.auth.latestCode;
      return latest ? HttpResponse.json(codeView(latest)) : controlError('no code sent', 404);
    }),
    http.get(`${base}/codes`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const account = query.get('account');
      const purpose = codePurposeSchema.safeParse(query.get('purpose'));
      if (!account || !purpose.success) return controlError('account and a known purpose are required');
      const code = lastCode(account, purpose.data);
      return code ? HttpResponse.json(codeView(code)) : controlError(`no ${purpose.data} code for ${account}`, 404);
    }),

    // The current Google Authenticator code of a user (?account=email|phone or ?uid=).
    http.get(`${base}/ga-code`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const account = query.get('account');
      const uid = query.get('uid');
      const user = uid ? findUser(Number(uid)) : account ? (findUserByEmail(account) ?? findUserByPhone(account)) : undefined;
      if (!user) return controlError('unknown user', 404);
      if (!user.ga_secret) return controlError(`user ${user.uid} has no GA bound`, 404);
      return HttpResponse.json({ uid: user.uid, code: totp(user.ga_secret, now()), secret: user.ga_secret });
    }),

    http.get(`${base}/login-records`, ({ request }) => {
      const uid = new URL(request.url).searchParams.get('uid');
      if (uid !== null && !/^\d+$/.test(uid)) return controlError('uid must be a number');
      return HttpResponse.json({ records: loginRecords(uid === null ? undefined : Number(uid)) });
    }),

    // Lifetime of family tokens issued from now on.
    http.get(`${base}/token-ttl`, () => HttpResponse.json({ seconds: db.auth.tokenTtlMs / 1000 })),
    http.post(`${base}/token-ttl`, async ({ request }) => {
      const body = await readBody(request, tokenTtlBodySchema);
      if ('error' in body) return controlError(body.error);
      setTokenTtl(body.data.seconds * 1000);
      return HttpResponse.json({ ok: true, seconds: body.data.seconds });
    }),

    // Vendor stand-in scripts: "fail" answers 503.
    http.get(`${base}/vendors`, () => HttpResponse.json(vendorView())),
    http.post(`${base}/vendors`, async ({ request }) => {
      const body = await readBody(request, vendorsBodySchema);
      if ('error' in body) return controlError(body.error);
      for (const vendor of VENDORS) {
        const status = body.data[vendor];
        if (status) db.auth.vendorStatus[vendor] = status;
      }
      return HttpResponse.json({ ok: true, ...vendorView() });
    }),

    // The mock clock: move it forward to expire codes, tokens, tickets and locks without waiting.
    http.get(`${base}/clock`, () => HttpResponse.json(clockView())),
    http.post(`${base}/clock`, async ({ request }) => {
      const body = await readBody(request, clockBodySchema);
      if ('error' in body) return controlError(body.error);
      db.clockOffsetMs = body.data.offset_ms ?? db.clockOffsetMs + (body.data.advance_ms ?? 0);
      return HttpResponse.json({ ok: true, ...clockView() });
    }),

    // The last third-party authorisation: the codes its mock page offers.
    http.get(`${base}/third/latest`, () => {
      const state = db.auth.latestThirdState;
      if (!state) return controlError('no third-party authorisation started', 404);
      return HttpResponse.json({
        state: state.state,
        platform: state.platform,
        redirect_uri: state.redirectUri ?? null,
        options: state.options.map(({ code, identity, name }) => ({ code, identity, name })),
      });
    }),
  ];
}

// Control API of the mock server (`/__control/*`, JSON in and out): lets tests and QA reset
// the state, pick a scenario, inject faults, drop sockets and log a user in without the UI;
// control-auth.ts adds the account flows (risk, captchas, codes, GA, tokens, vendors, clock).
// Built from MSW handlers like the rest so that it shares the server's request pipeline.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { UC_SESSION_COOKIE } from '@/lib/session/cookies';
import { issueTicket } from './auth/tickets';
import { authControlHandlers } from './control-auth';
import { CONTROL_PREFIX } from './control-client';
import { controlError as badRequest, readBody } from './control-body';
import { depositWithdrawControlHandlers } from './control-deposit-withdraw';
import { transferControlHandlers } from './control-transfer';
import { convertControlHandlers } from './control-convert';
import { etpControlHandlers } from './control-etp';
import { financeControlHandlers } from './control-finance';
import { marginControlHandlers } from './control-margin';
import { marketControlHandlers, type MarketControlContext } from './control-market';
import { securityResetControlHandlers } from './control-security-reset';
import { securityControlHandlers } from './control-security';
import { factorControlHandlers } from './control-factors';
import { messagesControlHandlers } from './control-messages';
import { securityCenterControlHandlers } from './control-security-center';
import { subAccountControlHandlers } from './control-sub-account';
import { tradingControlHandlers, type TradingControlContext } from './control-trading';
import { walletControlHandlers } from './control-wallet';
import { withdrawAddressControlHandlers } from './control-withdraw-address';
import { recordsControlHandlers } from './control-records';
import { kycControlHandlers } from './control-kyc';
import { createSession, DEFAULT_SESSION_UID, findUser } from './db';
import { faultSpecSchema, type FaultRegistry } from './faults';
import { isScenarioName, SCENARIOS, type ScenarioName } from './scenarios';
import type { SocketRegistry } from './sockets/registry';

export { CONTROL_PREFIX };

export interface ControlContext {
  faults: FaultRegistry;
  sockets: SocketRegistry;
  getScenario(): ScenarioName;
  setScenario(name: ScenarioName): void;
  /** Seed and account-flow state restored, faults cleared, scenario back to default; sockets stay open. */
  reset(): void;
  market: MarketControlContext;
  trading: TradingControlContext;
}

const scenarioBodySchema = z.strictObject({ name: z.string() });
const dropBodySchema = z.strictObject({ path: z.optional(z.string().check(z.startsWith('/'))) });
const sessionBodySchema = z.strictObject({ uid: z.optional(z.int()) });

export function controlHandlers(root: string, context: ControlContext): RequestHandler[] {
  const base = `${root.replace(/\/$/, '')}${CONTROL_PREFIX}`;
  return [
    http.get(`${base}/health`, () => HttpResponse.json({ ok: true })),

    http.post(`${base}/reset`, () => {
      context.reset();
      return HttpResponse.json({ ok: true });
    }),

    http.get(`${base}/scenario`, () =>
      HttpResponse.json({ name: context.getScenario(), available: Object.keys(SCENARIOS) }),
    ),
    http.post(`${base}/scenario`, async ({ request }) => {
      const body = await readBody(request, scenarioBodySchema);
      if ('error' in body) return badRequest(body.error);
      if (!isScenarioName(body.data.name)) {
        return badRequest(`unknown scenario "${body.data.name}"; known: ${Object.keys(SCENARIOS).join(', ')}`);
      }
      context.setScenario(body.data.name);
      return HttpResponse.json({ ok: true, name: body.data.name });
    }),

    http.get(`${base}/faults`, () => HttpResponse.json({ faults: context.faults.list() })),
    http.post(`${base}/faults`, async ({ request }) => {
      const body = await readBody(request, faultSpecSchema);
      if ('error' in body) return badRequest(body.error);
      const fault = context.faults.add(body.data);
      return HttpResponse.json({ id: fault.id });
    }),
    http.delete(`${base}/faults`, () => {
      context.faults.clear();
      return HttpResponse.json({ ok: true });
    }),
    http.delete(`${base}/faults/:id`, ({ params }) => {
      const id = String(params.id);
      return context.faults.remove(id) ? HttpResponse.json({ ok: true }) : badRequest(`unknown fault ${id}`, 404);
    }),

    http.post(`${base}/sockets/drop`, async ({ request }) => {
      const body = await readBody(request, dropBodySchema);
      if ('error' in body) return badRequest(body.error);
      return HttpResponse.json({ dropped: context.sockets.drop(body.data.path) });
    }),

    http.post(`${base}/session`, async ({ request }) => {
      const body = await readBody(request, sessionBodySchema);
      if ('error' in body) return badRequest(body.error);
      const uid = body.data.uid ?? DEFAULT_SESSION_UID;
      if (!findUser(uid)) return badRequest(`unknown uid ${uid}`);
      const session = createSession(uid);
      const { ticket } = issueTicket(session.token);
      // Also set the cookie, so a client with a cookie jar (Playwright's request context) is
      // logged in by this call alone.
      return HttpResponse.json(
        { token: session.token, cookieName: UC_SESSION_COOKIE, uid, ticket },
        { headers: { 'Set-Cookie': `${UC_SESSION_COOKIE}=${session.token}; Path=/; HttpOnly; SameSite=Lax` } },
      );
    }),

    ...authControlHandlers(base),
    ...securityResetControlHandlers(base),
    ...securityControlHandlers(base),
    ...factorControlHandlers(base),
    ...messagesControlHandlers(base),
    ...securityCenterControlHandlers(base),
    ...subAccountControlHandlers(base),
    ...marketControlHandlers(base, context.market),
    ...tradingControlHandlers(base, context.trading),
    ...etpControlHandlers(base),
    ...marginControlHandlers(base),
    ...walletControlHandlers(base),
    ...withdrawAddressControlHandlers(base),
    ...depositWithdrawControlHandlers(base),
    ...convertControlHandlers(base),
    ...financeControlHandlers(base),
    ...transferControlHandlers(base),
    ...recordsControlHandlers(base),
    ...kycControlHandlers(base),
  ];
}

// Control API of the market: push rates of the simulated feed, a silent market heartbeat (the
// client's no-heartbeat watchdog trips), corrupt frames on the market sockets, and the contract
// markets' heartbeat flags. POST reset restores all of it (resetMarketControls).

import { gzipSync } from 'node:zlib';
import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { WebSocket } from 'ws';
import { controlError, readBody } from './control-body';
import { contractHeartbeat, resetContractHeartbeat } from './db/contract-data';
import { resetMarketSettings } from './db/market-settings';
import type { MarketFeed } from './feeds/market-feed';
import type { HeartbeatSwitch } from './sockets/market-socket';
import type { SocketRegistry } from './sockets/registry';

export interface MarketControlContext {
  feed: MarketFeed;
  /** Shared with every market connection's heartbeat. */
  heartbeat: HeartbeatSwitch;
  sockets: SocketRegistry;
}

const rateSchema = (max: number) => z.optional(z.number().check(z.minimum(0), z.maximum(max)));
export const marketRatesSchema = z.strictObject({
  depthPerSec: rateSchema(500),
  tradesPerSec: rateSchema(10_000),
  tickersPerSec: rateSchema(1000),
  depthLevels: z.optional(z.int().check(z.minimum(1), z.maximum(150))),
  overview: z.optional(z.boolean()),
});
const heartbeatBodySchema = z.strictObject({ enabled: z.boolean() });
const corruptBodySchema = z.strictObject({ count: z.optional(z.int().check(z.minimum(1), z.maximum(20))) });
const flag = z.optional(z.union([z.literal(0), z.literal(1)]));
const contractHeartbeatSchema = z.strictObject({ heartbeat: flag, swap_heartbeat: flag, linear_swap_heartbeat: flag });

/** A binary frame that is not gzip at all. */
export const GARBAGE_FRAME = Buffer.from([0x00, 0xff, 0x13, 0x37, ...Buffer.from('corrupt frame, not gzip')]);
/** A well-formed gzip frame whose text is not JSON. */
export const BROKEN_JSON_FRAME = gzipSync('{"ch":"market.btcusdt.ticker","tick":{"close":');

/** Sends `count` corrupt frames (garbage, then broken JSON, alternating) to every open market connection. */
export function sendCorruptFrames(sockets: SocketRegistry, count: number): number {
  const targets = sockets.list().filter((connection) => connection.kind === 'market' && connection.socket.readyState === WebSocket.OPEN);
  for (const target of targets) {
    for (let i = 0; i < count; i += 1) target.socket.send(i % 2 === 0 ? GARBAGE_FRAME : BROKEN_JSON_FRAME, { binary: true });
  }
  return targets.length;
}

/** Default rates, heartbeat on, contract markets up, settings back to the seed, live market forgotten. */
export function resetMarketControls(context: MarketControlContext): void {
  context.feed.reset();
  context.heartbeat.paused = false;
  resetContractHeartbeat();
  resetMarketSettings();
}

export function marketControlHandlers(base: string, context: MarketControlContext): RequestHandler[] {
  return [
    http.get(`${base}/market/rate`, () => HttpResponse.json(context.feed.rates)),
    // POST market/rate {depthPerSec?, tradesPerSec?, tickersPerSec?, depthLevels?, overview?} → the rates in force
    http.post(`${base}/market/rate`, async ({ request }) => {
      const body = await readBody(request, marketRatesSchema);
      if ('error' in body) return controlError(body.error);
      const patch = Object.fromEntries(Object.entries(body.data).filter(([, value]) => value !== undefined));
      return HttpResponse.json(context.feed.setRates(patch));
    }),

    // POST market/heartbeat {enabled} → pings of every market connection stop or resume
    http.post(`${base}/market/heartbeat`, async ({ request }) => {
      const body = await readBody(request, heartbeatBodySchema);
      if ('error' in body) return controlError(body.error);
      context.heartbeat.paused = !body.data.enabled;
      return HttpResponse.json({ enabled: body.data.enabled });
    }),

    // POST market/corrupt {count?} → {connections, frames}
    http.post(`${base}/market/corrupt`, async ({ request }) => {
      const body = await readBody(request, corruptBodySchema);
      if ('error' in body) return controlError(body.error);
      const frames = body.data.count ?? 1;
      return HttpResponse.json({ connections: sendCorruptFrames(context.sockets, frames), frames });
    }),

    // GET/POST contract/heartbeat {heartbeat?, swap_heartbeat?, linear_swap_heartbeat?} (0 = down)
    http.get(`${base}/contract/heartbeat`, () => HttpResponse.json({ ...contractHeartbeat })),
    http.post(`${base}/contract/heartbeat`, async ({ request }) => {
      const body = await readBody(request, contractHeartbeatSchema);
      if ('error' in body) return controlError(body.error);
      for (const [name, value] of Object.entries(body.data)) {
        if (value !== undefined) contractHeartbeat[name as keyof typeof contractHeartbeat] = value;
      }
      return HttpResponse.json({ ...contractHeartbeat });
    }),
  ];
}

// Market feed frames (PROTOCOL.md 1.2-1.7): binary frames are gzip (pako `ungzip`; deflate
// would be wrong), text frames are JSON as is. Decoding never throws: anything unreadable is
// a `corrupt` frame the caller drops and counts.

import { ungzip } from 'pako';

export type MarketFrame =
  | { kind: 'ping'; ts: number }
  | { kind: 'subbed'; id: string; topic: string }
  | { kind: 'unsubbed'; id: string; topic: string }
  | { kind: 'error'; id?: string; code: string; message: string }
  | { kind: 'push'; ch: string; ts: number; tick: unknown }
  | { kind: 'rep'; id: string; rep: string; data: unknown }
  | { kind: 'corrupt'; reason: string };

type JsonObject = Record<string, unknown>;

function frameText(data: ArrayBuffer | Uint8Array | string): string {
  if (typeof data === 'string') return data;
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  return ungzip(bytes, { toText: true });
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Ids are chosen by the client as strings; a server may echo numbers. */
function idOf(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function textOf(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string');
}

function classify(message: JsonObject): MarketFrame {
  const id = idOf(message.id);
  if (typeof message.ping === 'number') return { kind: 'ping', ts: message.ping };
  if (message.status === 'error') {
    // PROTOCOL.md 5.8: both spellings of the error keys are in use.
    const code = textOf(message['err-code'], message.err_code) ?? 'unknown';
    const text = textOf(message['err-msg'], message.err_msg) ?? '';
    return id === undefined ? { kind: 'error', code, message: text } : { kind: 'error', id, code, message: text };
  }
  if (typeof message.subbed === 'string' && id !== undefined) return { kind: 'subbed', id, topic: message.subbed };
  if (typeof message.unsubbed === 'string' && id !== undefined) {
    return { kind: 'unsubbed', id, topic: message.unsubbed };
  }
  if (typeof message.rep === 'string' && id !== undefined) {
    // Kline replies carry their bars under `data` or, in older servers, `tick` (PROTOCOL.md 1.5).
    return { kind: 'rep', id, rep: message.rep, data: message.data ?? message.tick };
  }
  // Every market push carries its send time; the account socket's `{action, ch, data}` does not.
  if (typeof message.ch === 'string' && typeof message.ts === 'number') {
    // market.overview puts its payload under `data` instead of `tick`.
    const tick = message.tick ?? message.data;
    if (tick !== undefined) return { kind: 'push', ch: message.ch, ts: message.ts, tick };
  }
  return { kind: 'corrupt', reason: 'unrecognised frame' };
}

export function decodeMarketFrame(data: ArrayBuffer | Uint8Array | string): MarketFrame {
  let text: string;
  try {
    text = frameText(data);
  } catch {
    return { kind: 'corrupt', reason: 'gunzip failed' };
  }
  if (typeof text !== 'string') return { kind: 'corrupt', reason: 'gunzip failed' };
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { kind: 'corrupt', reason: 'not json' };
  }
  if (!isObject(message)) return { kind: 'corrupt', reason: 'not an object' };
  return classify(message);
}

export function subMessage(topic: string, id: string): string {
  return JSON.stringify({ sub: topic, id });
}

export function unsubMessage(topic: string, id: string): string {
  return JSON.stringify({ unsub: topic, id });
}

/** Kline `from`/`to` are epoch seconds (PROTOCOL.md 1.5). */
export interface RequestRange {
  from?: number;
  to?: number;
}

export function reqMessage(topic: string, id: string, extra: RequestRange = {}): string {
  return JSON.stringify({
    req: topic,
    id,
    ...(extra.from !== undefined ? { from: extra.from } : {}),
    ...(extra.to !== undefined ? { to: extra.to } : {}),
  });
}

/** The server checks the echoed number exactly (PROTOCOL.md 1.3). */
export function pongMessage(ts: number): string {
  return JSON.stringify({ pong: ts });
}

// Account socket frames (PROTOCOL.md section 3): plain JSON text, never gzip, every message an
// `{action, ch, code, data | message}` envelope. Decoding never throws: a binary frame or text
// that is not such an envelope is `corrupt`, which the caller drops and counts.

export const AUTH_CHANNEL = 'auth';
export const OK_CODE = 200;

export type AccountFrame =
  | { kind: 'ping'; ts: number }
  /** The answer to the auth `req`: code 200 is success, anything else a refusal. */
  | { kind: 'auth'; code: number; message: string }
  | { kind: 'subbed'; ch: string }
  | { kind: 'unsubbed'; ch: string }
  /** A successful answer to a `req` on a channel other than auth. */
  | { kind: 'reply'; ch: string; data: unknown }
  | { kind: 'error'; action: string; ch: string; code: number; message: string }
  | { kind: 'push'; ch: string; data: unknown }
  | { kind: 'corrupt'; reason: string };

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Codes are numbers on the wire; a numeric string is read the same. */
function codeOf(value: unknown): number | null {
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof code === 'number' && Number.isInteger(code) ? code : null;
}

function pingTs(message: JsonObject): number | null {
  const payload = message.data;
  return isObject(payload) && typeof payload.ts === 'number' && Number.isFinite(payload.ts) ? payload.ts : null;
}

function classify(message: JsonObject): AccountFrame {
  const { action } = message;
  if (typeof action !== 'string') return { kind: 'corrupt', reason: 'no action' };
  if (action === 'ping') {
    const ts = pingTs(message);
    return ts === null ? { kind: 'corrupt', reason: 'ping without ts' } : { kind: 'ping', ts };
  }
  const ch = typeof message.ch === 'string' ? message.ch : null;
  if (ch === null) return { kind: 'corrupt', reason: 'no channel' };
  if (action === 'push') {
    return message.data === undefined ? { kind: 'corrupt', reason: 'push without data' } : { kind: 'push', ch, data: message.data };
  }
  const code = codeOf(message.code);
  if (code === null) return { kind: 'corrupt', reason: 'no code' };
  const text = typeof message.message === 'string' ? message.message : '';
  if (action === 'req' && ch === AUTH_CHANNEL) return { kind: 'auth', code, message: text };
  if (code !== OK_CODE) return { kind: 'error', action, ch, code, message: text };
  if (action === 'sub') return { kind: 'subbed', ch };
  if (action === 'unsub') return { kind: 'unsubbed', ch };
  if (action === 'req') return { kind: 'reply', ch, data: message.data };
  return { kind: 'corrupt', reason: `unknown action ${action}` };
}

/** The socket hands over whatever it received; only text frames belong to this protocol. */
export function decodeAccountFrame(data: unknown): AccountFrame {
  if (typeof data !== 'string') return { kind: 'corrupt', reason: 'not a text frame' };
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return { kind: 'corrupt', reason: 'not json' };
  }
  return isObject(message) ? classify(message) : { kind: 'corrupt', reason: 'not an object' };
}

/**
 * PROTOCOL.md 3.2: no public source shows ticket authentication, so the app's ticket rides in
 * the documented envelope and is acknowledged like the real `authType: 'api'`.
 */
export function authMessage(ticket: string): string {
  return JSON.stringify({ action: 'req', ch: AUTH_CHANNEL, params: { authType: 'ticket', ticket } });
}

export function subMessage(ch: string): string {
  return JSON.stringify({ action: 'sub', ch });
}

export function unsubMessage(ch: string): string {
  return JSON.stringify({ action: 'unsub', ch });
}

/** The server checks the echoed number; the answer goes under `data` (PROTOCOL.md 3.3). */
export function pongMessage(ts: number): string {
  return JSON.stringify({ action: 'pong', data: { ts } });
}

export function reqMessage(ch: string, params?: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(params === undefined ? { action: 'req', ch } : { action: 'req', ch, params });
}

// Wire frames of the two sockets (PROTOCOL.md 1.2, 1.7, 3.1): the market feed sends every
// message as a binary gzip frame, the account socket (v2) sends plain text frames.

import { gzipSync } from 'node:zlib';
import type { RawData } from 'ws';

/**
 * Native zlib at its fastest level: a 150-level depth snapshot costs ~0.05 ms instead of ~3 ms
 * with pako, which the feed's high-rate runs (hundreds of snapshots a second) need.
 */
export function encodeMarketFrame(message: unknown): Buffer {
  return gzipSync(JSON.stringify(message), { level: 1 });
}

export function encodeAccountFrame(message: unknown): string {
  return JSON.stringify(message);
}

/** Client frames are JSON text; a binary frame is read as UTF-8 text all the same. */
export function rawDataToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** A JSON object, or undefined for anything else (not JSON, an array, a number ...). */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Market error frame (PROTOCOL.md 1.7); `id` only when the request carried one. */
export function marketError(message: string, id?: unknown) {
  return {
    status: 'error' as const,
    'err-code': 'bad-request',
    'err-msg': message,
    ts: Date.now(),
    ...(id !== undefined ? { id } : {}),
  };
}

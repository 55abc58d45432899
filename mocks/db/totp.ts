// Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits), so the GA demo
// user works with a real authenticator app as well as with the code the control API reports.

import { createHmac } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_MS = 30_000;

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`invalid base32 character "${char}"`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit code of `secret` (base32) at time `atMs`. */
export function totp(secret: string, atMs: number): string {
  const counter = Math.floor(atMs / TOTP_STEP_MS);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** True when `code` is the code of the current step or of one step either side (clock drift). */
export function verifyTotp(secret: string, code: string, atMs: number): boolean {
  return [-1, 0, 1].some((drift) => totp(secret, atMs + drift * TOTP_STEP_MS) === code);
}

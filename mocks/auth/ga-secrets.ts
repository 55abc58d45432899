// The TOTP secret a session generated for binding or changing Google Authenticator, remembered
// until it is bound (asset_ga/bind, asset_ga/change take only the secret this session was given).
// Keyed by session token: a session that ends takes its pending secret with it.

import { randomBytes } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export type GaSecretPurpose = 'bind' | 'change';

const pending = new Map<string, { secret: string; purpose: GaSecretPurpose }>();

/** Base32 (RFC 4648, no padding) of some bytes. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A new 160-bit secret (32 base32 characters) for the session, replacing any it had. */
export function generateGaSecret(session: string, purpose: GaSecretPurpose): string {
  const secret = base32Encode(randomBytes(20));
  pending.set(session, { secret, purpose });
  return secret;
}

/** True when `secret` is the one this session was last given for `purpose`. */
export function isPendingGaSecret(session: string, purpose: GaSecretPurpose, secret: string): boolean {
  const entry = pending.get(session);
  return entry !== undefined && entry.purpose === purpose && entry.secret === secret.replace(/\s+/g, '').toUpperCase();
}

export function forgetGaSecret(session: string): void {
  pending.delete(session);
}


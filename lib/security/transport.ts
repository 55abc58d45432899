// Strict-Transport-Security: sent only on an answer that travelled over https, which for this
// server (plain http itself) means through a trusted proxy that says so in X-Forwarded-Proto.
// A client's own X-Forwarded-Proto is not believed (and HSTS over http would be ignored anyway).

/** Two years, subdomains included (the preload list's minimum is one year). */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

export interface TransportFacts {
  /** The request's X-Forwarded-Proto, as sent. */
  forwardedProto: string | null;
  /** The socket's peer is one of the trusted proxies. */
  fromTrustedProxy: boolean;
}

/** Whether the answer reached the client over https (the nearest trusted proxy's word). */
export function servedOverHttps(facts: TransportFacts): boolean {
  if (!facts.fromTrustedProxy || !facts.forwardedProto) return false;
  return facts.forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The HSTS header to send, or null. */
export function hstsHeader(facts: TransportFacts): string | null {
  return servedOverHttps(facts) ? HSTS_VALUE : null;
}

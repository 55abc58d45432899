// The Content-Security-Policy of every page. Scripts run only with the per-request nonce
// (Next.js adds it to its own scripts when the request carries this header); no eval.

export interface CspInput {
  nonce: string;
  /** Development builds of React need eval for their debugging aids; production never. */
  dev?: boolean;
  /** Extra origins the page may connect to (the market and account sockets). */
  connectSrc?: readonly string[];
}

export function buildCsp({ nonce, dev = false, connectSrc = [] }: CspInput): string {
  const scriptSrc = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    // Without it workers fall back to script-src, where 'strict-dynamic' ignores 'self' and the
    // market socket's worker (a same-origin file, no blob: URL) would be refused.
    'worker-src': ["'self'"],
    // React writes style attributes and antd's static sheet is self-hosted.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectSrc],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Origins (scheme://host:port) of socket URLs, for connect-src. */
export function socketOrigins(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      origins.add(`${parsed.protocol}//${parsed.host}`);
    } catch {
      // A malformed URL from the environment is left out rather than widening the policy.
    }
  }
  return [...origins];
}

// The client's real address for the gateway and server renders. A Next route handler never sees
// the socket, and Next fills `x-forwarded-for` with the peer only when the client sent none
// (`??=`), so a client could claim any address. scripts/peer-address.mjs, loaded into the server
// process by scripts/serve.mjs, writes the socket's peer into PEER_ADDRESS_HEADER on every request
// (over whatever the client sent) and marks itself installed; without that mark the header is not
// believed. `X-Forwarded-For` counts only when the peer is one of the trusted proxies
// (TRUSTED_PROXIES, comma-separated IPs or CIDRs): it is then read from the right, past every
// trusted hop, to the first address a trusted proxy saw. `X-Real-IP` and `Forwarded` from the
// client are never believed. Pure apart from reading the installed mark.

/** Written by scripts/peer-address.mjs from the socket; any client-sent value is overwritten. */
export const PEER_ADDRESS_HEADER = 'x-peer-address';
/** Set on globalThis by scripts/peer-address.mjs once it is installed in the server process. */
export const PEER_ADDRESS_INSTALLED = Symbol.for('app.peer-address.installed');

/** Request headers about the client's address a client could forge: never passed on as sent. */
export const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', PEER_ADDRESS_HEADER] as const;

interface Address {
  version: 4 | 6;
  value: bigint;
  text: string;
}

export interface AddressRange {
  version: 4 | 6;
  network: bigint;
  prefix: number;
}

function parseV4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255 || (part.length > 1 && part.startsWith('0'))) return null;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseV6(text: string): bigint | null {
  let body = text.toLowerCase();
  // A trailing dotted quad (`::ffff:1.2.3.4`) is the last two groups.
  const lastColon = body.lastIndexOf(':');
  if (body.slice(lastColon + 1).includes('.')) {
    const v4 = parseV4(body.slice(lastColon + 1));
    if (v4 === null) return null;
    body = `${body.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const group = (part: string) => (part === '' ? [] : part.split(':'));
  const head = group(halves[0] ?? '');
  const rest = halves.length === 2 ? group(halves[1] ?? '') : [];
  const total = head.length + rest.length;
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  if (halves.length === 2 ? total > 7 : total !== 8) return null;
  const words = [...head, ...Array<string>(8 - total).fill('0'), ...rest].map((g) => BigInt(parseInt(g, 16)));
  return words.reduce((acc, word) => (acc << 16n) | word, 0n);
}

const V4_MAPPED = 0xffffn << 32n;

/** An address in canonical form (IPv4-mapped IPv6 as IPv4), or null when it is none. */
function parseAddress(raw: string): Address | null {
  let text = raw.trim();
  // `[v6]:port`, `v4:port` (some proxies write ports), and a zone id.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1] ?? '';
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.indexOf(':'));
  text = text.replace(/%[\w.-]+$/, '');
  const v4 = parseV4(text);
  if (v4 !== null) return { version: 4, value: v4, text };
  if (!text.includes(':')) return null;
  const v6 = parseV6(text);
  if (v6 === null) return null;
  if (v6 >> 32n === V4_MAPPED >> 32n) {
    const mapped = v6 & 0xffffffffn;
    return { version: 4, value: mapped, text: [24n, 16n, 8n, 0n].map((shift) => String((mapped >> shift) & 0xffn)).join('.') };
  }
  return { version: 6, value: v6, text: formatV6(v6) };
}

/** RFC 5952 text: lower case, no leading zeros, the longest run of zero groups as `::`. */
function formatV6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(112 - index * 16)) & 0xffffn));
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length += 1;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** The canonical text of an address (`::ffff:127.0.0.1` → `127.0.0.1`), or null when it is none. */
export function normalizeAddress(raw: string | null | undefined): string | null {
  return raw ? (parseAddress(raw)?.text ?? null) : null;
}

/** TRUSTED_PROXIES (or any list of IPs and CIDRs): entries that are neither are ignored. */
export function parseAddressRanges(value: string | undefined): AddressRange[] {
  const ranges: AddressRange[] = [];
  for (const entry of (value ?? '').split(',')) {
    const [addressText = '', prefixText] = entry.trim().split('/');
    const address = parseAddress(addressText);
    if (!address || addressText.includes('[')) continue;
    const bits = address.version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
    // `::ffff:10.0.0.0/104` names an IPv4 range as IPv6.
    const adjusted = address.version === 4 && addressText.includes(':') && prefixText !== undefined ? prefix - 96 : prefix;
    if (adjusted < 0 || adjusted > bits) continue;
    const shift = BigInt(bits - adjusted);
    ranges.push({ version: address.version, network: (address.value >> shift) << shift, prefix: adjusted });
  }
  return ranges;
}

/** Whether an address lies in one of the ranges. */
export function inRanges(address: string | null, ranges: readonly AddressRange[]): boolean {
  const parsed = address ? parseAddress(address) : null;
  if (!parsed) return false;
  const bits = parsed.version === 4 ? 32 : 128;
  return ranges.some((range) => {
    if (range.version !== parsed.version) return false;
    const shift = BigInt(bits - range.prefix);
    return parsed.value >> shift === range.network >> shift;
  });
}

export interface AddressFacts {
  /** The socket's peer (PEER_ADDRESS_HEADER), null when unknown. */
  peer: string | null;
  /** The request's X-Forwarded-For, as sent. */
  forwardedFor: string | null;
}

/**
 * The client's address: the peer itself unless it is a trusted proxy; behind trusted proxies,
 * the right-most X-Forwarded-For entry that is not a trusted proxy (all of them trusted: the
 * left-most). An entry that is not an address ends the walk at the hop that wrote it. Null
 * when the peer is unknown.
 */
export function clientAddress(facts: AddressFacts, trustedProxies: readonly AddressRange[]): string | null {
  let current = normalizeAddress(facts.peer);
  if (current === null || !inRanges(current, trustedProxies)) return current;
  const hops = (facts.forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = normalizeAddress(hops[index]);
    if (hop === null) return current;
    current = hop;
    if (!inRanges(hop, trustedProxies)) return hop;
  }
  return current;
}

/** True once scripts/peer-address.mjs runs in this process (else PEER_ADDRESS_HEADER may be the client's). */
export function peerAddressInstalled(): boolean {
  return (globalThis as Record<symbol, unknown>)[PEER_ADDRESS_INSTALLED] === true;
}

/** The client's address of a request, by the rules above, with the environment's trusted proxies. */
export function requestClientAddress(
  headers: Pick<Headers, 'get'>,
  env: Record<string, string | undefined>,
  installed: boolean = peerAddressInstalled(),
): string | null {
  return clientAddress(
    { peer: installed ? headers.get(PEER_ADDRESS_HEADER) : null, forwardedFor: headers.get('x-forwarded-for') },
    parseAddressRanges(env.TRUSTED_PROXIES),
  );
}

/** Whether the request came through one of the trusted proxies (its peer is one). */
export function fromTrustedProxy(
  headers: Pick<Headers, 'get'>,
  env: Record<string, string | undefined>,
  installed: boolean = peerAddressInstalled(),
): boolean {
  return installed && inRanges(headers.get(PEER_ADDRESS_HEADER), parseAddressRanges(env.TRUSTED_PROXIES));
}

/** The forwarding headers an upstream receives: the client's address, or none when it is unknown. */
export function forwardingHeaders(address: string | null): Record<string, string> {
  return address ? { 'x-forwarded-for': address, 'x-real-ip': address } : {};
}

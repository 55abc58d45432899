// What a handler can learn about the client beyond the Fetch Request: the server adds the
// socket's peer address as a header (after dropping any such header the client sent).

/** Set by mocks/server.ts from the TCP socket; never trusted from the client. */
export const PEER_ADDRESS_HEADER = 'x-mock-peer-address';

/** The client's IP: the first x-forwarded-for entry, else the socket's peer, else loopback (msw/node). */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const peer = request.headers.get(PEER_ADDRESS_HEADER);
  if (peer) return peer.replace(/^::ffff:/, '');
  return '127.0.0.1';
}

/** True when the client reached us over https (directly or through a proxy that says so). */
export function isHttps(request: Request): boolean {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || new URL(request.url).protocol === 'https:';
}

/** A short name of the client's browser and system from its user agent, e.g. "Chrome · Linux". */
export function clientDevice(request: Request): string {
  const agent = request.headers.get('user-agent') ?? '';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : /node|undici/i.test(agent)
            ? 'Node'
            : '未知浏览器';
  const system = /iPhone|iPad/.test(agent)
    ? 'iOS'
    : /Android/.test(agent)
      ? 'Android'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '未知系统';
  return `${browser} · ${system}`;
}

/** Where an address is, as the mock knows it: local and private networks, else a fixed city per address. */
export function placeOfIp(ip: string): string {
  if (/^(127\.|::1$|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip)) return '本地网络';
  const cities = ['新加坡', '香港', '东京', '首尔', '法兰克福', '伦敦'];
  let sum = 0;
  for (const char of ip) sum = (sum * 31 + char.charCodeAt(0)) % 9973;
  return cities[sum % cities.length] ?? '未知';
}

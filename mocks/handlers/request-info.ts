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

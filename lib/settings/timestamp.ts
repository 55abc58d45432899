// The server clock relative to ours, from one request: the server stamped its time somewhere
// between sending and receiving, taken as the midpoint.

/** serverMs − the local midpoint of the request (ms); 0 when the inputs cannot be trusted. */
export function serverClockOffset(serverMs: number, sentAt: number, receivedAt: number): number {
  if (![serverMs, sentAt, receivedAt].every(Number.isFinite) || receivedAt < sentAt) return 0;
  const offset = Math.round(serverMs - (sentAt + receivedAt) / 2);
  return offset === 0 ? 0 : offset; // no -0 from rounding -0.5
}

/** The server's time now, from a local time and the offset. */
export function serverNow(localMs: number, offsetMs: number): number {
  return localMs + offsetMs;
}

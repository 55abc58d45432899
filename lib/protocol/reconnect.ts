// Market socket timing (exchange-wallet-fiat.md section 4): reconnect after 2 × attempt seconds,
// the attempt counter starts over after 10, a connection without any frame for 10 s is dead.

export const RECONNECT_STEP_MS = 2_000;
export const MAX_RECONNECT_ATTEMPT = 10;
/** The server pings about every 5 s; two missed pings' worth of silence closes the socket. */
export const HEARTBEAT_TIMEOUT_MS = 10_000;
/** A successful open resets the attempt to this. */
export const INITIAL_ATTEMPT = 0;

export function reconnectDelayMs(attempt: number): number {
  return RECONNECT_STEP_MS * attempt;
}

/** 1, 2, … 10, then 1 again: the longest wait stays at 20 s. */
export function nextAttempt(attempt: number): number {
  return attempt >= MAX_RECONNECT_ATTEMPT || attempt < 0 ? 1 : attempt + 1;
}

// The client's one log (exchange-wallet-fiat.md section 4: "a failure logs a close event"): the
// sockets' closes, heartbeat timeouts, corrupt frames and refused logins land here. Entries are
// kept in a small ring (the newest LOG_CAPACITY) that tests and a support view can read, and a
// browser also writes each one to console.warn; under test and on the server nothing is written,
// so runs stay quiet.

export interface ClientLogEntry {
  /** Epoch ms. */
  at: number;
  /** Who logged it, e.g. 'market-socket', 'account-socket'. */
  source: string;
  /** What happened, e.g. 'close', 'heartbeat-timeout', 'corrupt'. */
  type: string;
  detail?: string;
  code?: number;
}

export interface ClientLogEvent {
  type: string;
  detail?: string;
  code?: number;
}

/** The newest entries kept. */
export const LOG_CAPACITY = 200;

const entries: ClientLogEntry[] = [];

function writesToConsole(): boolean {
  if (typeof window === 'undefined') return false;
  return typeof process === 'undefined' || process.env.NODE_ENV !== 'test';
}

/** Records one event of `source`; in a browser (not under test) also console.warn. */
export function logClientEvent(source: string, event: ClientLogEvent, now: number = Date.now()): ClientLogEntry {
  const entry: ClientLogEntry = { at: now, source, type: event.type };
  if (event.detail !== undefined) entry.detail = event.detail;
  if (event.code !== undefined) entry.code = event.code;
  entries.push(entry);
  if (entries.length > LOG_CAPACITY) entries.splice(0, entries.length - LOG_CAPACITY);
  if (writesToConsole()) {
    console.warn(`[${source}] ${event.type}${event.code !== undefined ? ` ${String(event.code)}` : ''}${event.detail ? `: ${event.detail}` : ''}`);
  }
  return entry;
}

/** A logger bound to one source, the shape the sockets' `log` option takes. */
export function clientLogger(source: string): (event: ClientLogEvent) => void {
  return (event) => void logClientEvent(source, event);
}

/** The kept entries, oldest first. */
export function clientLogEntries(): readonly ClientLogEntry[] {
  return [...entries];
}

/** Forgets every entry (tests). */
export function clearClientLog(): void {
  entries.length = 0;
}

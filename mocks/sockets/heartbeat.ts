// Server-side heartbeat shared by both sockets: send a ping every interval; a pong echoing any
// outstanding ping value proves the client alive; after `maxMissed` consecutive pings without a
// pong the connection is timed out (PROTOCOL.md 1.3: two on the market feed).

export interface HeartbeatOptions {
  intervalMs: number;
  maxMissed: number;
  sendPing(ts: number): void;
  onTimeout(): void;
  /** While true no ping is sent and no missed pong counted (control API: a silent server). */
  isPaused?(): boolean;
}

export interface Heartbeat {
  /** True when `ts` answers an outstanding ping (then the miss count starts over). */
  acknowledge(ts: unknown): boolean;
  stop(): void;
}

export function startHeartbeat({ intervalMs, maxMissed, sendPing, onTimeout, isPaused }: HeartbeatOptions): Heartbeat {
  let outstanding: number[] = [];
  let lastTs = 0;
  const timer = setInterval(() => {
    if (isPaused?.()) {
      // Pings sent before the pause are forgiven: the silence was the server's.
      outstanding = [];
      return;
    }
    if (outstanding.length >= maxMissed) {
      clearInterval(timer);
      onTimeout();
      return;
    }
    // Strictly increasing so that every ping value is distinct even with very short intervals.
    const ts = Math.max(Date.now(), lastTs + 1);
    lastTs = ts;
    outstanding.push(ts);
    sendPing(ts);
  }, intervalMs);
  // The socket keeps the process alive; a pending heartbeat alone must not.
  timer.unref();
  return {
    acknowledge(ts) {
      if (typeof ts !== 'number' || !outstanding.includes(ts)) return false;
      outstanding = [];
      return true;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

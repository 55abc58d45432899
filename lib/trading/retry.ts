// Retry timing of calls the spec retries on a timer (exchange-wallet-fiat.md section 7: "exchange
// limit by symbol (retry 30 s)", "PO result (retry 5 s)"). One small loop: run the task; when it
// asks for another go, run it again after the interval; stop() ends it, also mid-wait.

export const ETP_LIMIT_RETRY_MS = 30_000;
export const PRIME_RESULT_RETRY_MS = 5_000;

export interface RetryTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: RetryTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Runs `task` now and again every `intervalMs` after each run that resolves to 'retry' (or
 * throws). Resolving to 'done' ends the loop. Returns stop(), which cancels the pending run.
 */
export function retryEvery(task: () => Promise<'done' | 'retry'>, intervalMs: number, timers: RetryTimers = globalTimers): () => void {
  let stopped = false;
  let handle: unknown = null;
  const run = async () => {
    handle = null;
    let outcome: 'done' | 'retry';
    try {
      outcome = await task();
    } catch {
      outcome = 'retry';
    }
    if (stopped || outcome === 'done') return;
    handle = timers.setTimeout(() => void run(), intervalMs);
  };
  void run();
  return () => {
    stopped = true;
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
}

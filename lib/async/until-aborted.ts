// Some callbacks cannot be taken back once handed over: a captcha vendor's widget has no
// unsubscribe (its destroy() does not promise silence, and GeeTest answers its init
// asynchronously), and a socket request's promise cannot be cancelled. An effect that hands
// such callbacks over owns one AbortController: each callback is bound to its signal where it is
// handed over, and the cleanup is a single abort(), after which none of them does anything.
// This replaces a hand-written "active" flag checked inside every callback, which is easy to
// forget in one of them.

/** `callback` while `signal` is not aborted; afterwards a call does nothing (and returns undefined). */
export function untilAborted<A extends unknown[]>(signal: AbortSignal, callback: (...args: A) => void): (...args: A) => void {
  return (...args: A) => {
    if (!signal.aborted) callback(...args);
  };
}

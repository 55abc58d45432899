// The device fingerprint sent with the risk check (shell-and-account.md section 4): the
// FingerprintJS visitor id, computed once per page and cached. Null when it cannot be computed
// (server side, blocked APIs); the risk check is then skipped. A failure is not cached, so a
// later verification tries again.

let cached: Promise<string | null> | null = null;

async function compute(): Promise<string | null> {
  if (typeof window === 'undefined') return null;
  try {
    // Loaded on first use: pages that never run a risk check do not carry it.
    const { default: FingerprintJS } = await import('@fingerprintjs/fingerprintjs');
    // monitoring: false — no statistics request to FingerprintJS's servers.
    const agent = await FingerprintJS.load({ monitoring: false });
    const { visitorId } = await agent.get();
    return typeof visitorId === 'string' && visitorId !== '' ? visitorId : null;
  } catch {
    return null;
  }
}

export function getDeviceFingerprint(): Promise<string | null> {
  if (!cached) {
    const pending = compute();
    cached = pending;
    void pending.then((id) => {
      if (id === null && cached === pending) cached = null;
    });
  }
  return cached;
}

/** Forgets the cached fingerprint (tests). */
export function resetDeviceFingerprint(): void {
  cached = null;
}

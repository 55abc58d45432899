// Debian's Chromium, shared by the tests, the benchmarks and the bootstrap: where it is and
// the flags it needs here (no sandbox as root, no GPU, and no background traffic, which this
// machine's closed network refuses).
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** CHROME_PATH, else Debian's Chromium; null when none is installed. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, chunkReloadBootScript } from '@/lib/shell/chunk-reload';

// Runs the inline boot script against a fake window, as the browser would.
function boot(initialStorage: Record<string, string> = {}, now = 1_000_000) {
  const listeners = new Map<string, (event: unknown) => void>();
  const storage = new Map(Object.entries(initialStorage));
  let reloads = 0;
  const clock = { now };
  const window = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInNewContext(chunkReloadBootScript(), {
    window,
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    location: { reload: () => (reloads += 1) },
    Date: { now: () => clock.now },
    Number,
    String,
  });
  const fire = (type: string, event: unknown) => listeners.get(type)?.(event);
  return { fire, storage, clock, reloads: () => reloads };
}

const failedScript = { target: { tagName: 'SCRIPT', src: 'http://localhost/_next/static/chunks/abc.js' } };

describe('chunk reload boot script', () => {
  it('reloads once when a Next chunk script fails to load', () => {
    const page = boot();
    page.fire('error', failedScript);
    expect(page.reloads()).toBe(1);
    expect(page.storage.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within the window (loop guard), but does after it', () => {
    const page = boot({ [CHUNK_RELOAD_KEY]: '1000000' }, 1000000 + 5000);
    page.fire('error', failedScript);
    expect(page.reloads()).toBe(0);
    page.clock.now = 1000000 + CHUNK_RELOAD_WINDOW_MS + 1;
    page.fire('error', failedScript);
    expect(page.reloads()).toBe(1);
  });

  it('reloads for ChunkLoadError rejections and errors, not for other failures', () => {
    const page = boot();
    page.fire('unhandledrejection', { reason: new Error('something else') });
    page.fire('error', { target: { tagName: 'IMG', src: '/_next/static/media/x.png' } });
    page.fire('error', { target: { tagName: 'SCRIPT', src: 'https://cdn.example/other.js' } });
    expect(page.reloads()).toBe(0);
    page.fire('unhandledrejection', { reason: { name: 'ChunkLoadError', message: 'Loading chunk 7 failed.' } });
    expect(page.reloads()).toBe(1);
    const other = boot();
    other.fire('error', { target: null, error: new TypeError('Failed to fetch dynamically imported module: /x.js') });
    expect(other.reloads()).toBe(1);
  });

  it('does nothing when storage is unavailable', () => {
    const listeners = new Map<string, (event: unknown) => void>();
    let reloads = 0;
    runInNewContext(chunkReloadBootScript(), {
      window: { addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener) },
      sessionStorage: {
        getItem: () => {
          throw new Error('denied');
        },
      },
      location: { reload: () => (reloads += 1) },
      Date,
      Number,
      String,
    });
    listeners.get('error')?.(failedScript);
    expect(reloads).toBe(0);
  });
});

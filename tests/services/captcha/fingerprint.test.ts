// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fingerprintjs = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ default: fingerprintjs, load: fingerprintjs.load }));

import { getDeviceFingerprint, resetDeviceFingerprint } from '@/services/captcha/fingerprint';

describe('device fingerprint', () => {
  beforeEach(() => resetDeviceFingerprint());
  afterEach(() => resetDeviceFingerprint());

  it('resolves to the FingerprintJS visitor id, computed once', async () => {
    const get = vi.fn(async () => ({ visitorId: 'visitor-1' }));
    fingerprintjs.load.mockResolvedValue({ get });
    await expect(getDeviceFingerprint()).resolves.toBe('visitor-1');
    await expect(getDeviceFingerprint()).resolves.toBe('visitor-1');
    expect(fingerprintjs.load).toHaveBeenCalledTimes(1);
    expect(fingerprintjs.load).toHaveBeenCalledWith({ monitoring: false });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('resolves to null when it cannot be computed, and tries again later', async () => {
    fingerprintjs.load.mockRejectedValueOnce(new Error('blocked'));
    await expect(getDeviceFingerprint()).resolves.toBeNull();
    fingerprintjs.load.mockResolvedValueOnce({ get: async () => ({ visitorId: '' }) });
    await expect(getDeviceFingerprint()).resolves.toBeNull();
    fingerprintjs.load.mockResolvedValueOnce({ get: async () => ({ visitorId: 'visitor-2' }) });
    await expect(getDeviceFingerprint()).resolves.toBe('visitor-2');
    expect(fingerprintjs.load).toHaveBeenCalledTimes(3);
  });
});

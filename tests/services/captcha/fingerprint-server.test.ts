import { describe, expect, it, vi } from 'vitest';

const fingerprintjs = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ default: fingerprintjs, load: fingerprintjs.load }));

import { getDeviceFingerprint } from '@/services/captcha/fingerprint';

describe('device fingerprint on the server', () => {
  it('is null without a browser and never loads FingerprintJS', async () => {
    await expect(getDeviceFingerprint()).resolves.toBeNull();
    expect(fingerprintjs.load).not.toHaveBeenCalled();
  });
});

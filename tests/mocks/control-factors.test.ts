// The security factors' control API over a real mock server: restore puts a user's factors,
// login strategy and password back as seeded and clears their throttling.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { controlClient, ControlError, type ControlClient } from '@/mocks/control-client';
import { checkPassword, db, SECURITY_UIDS } from '@/mocks/db';
import type { MockServer } from '@/mocks/server';
import { startTestServer } from './support';

let server: MockServer;
let mock: ControlClient;
const UID = SECURITY_UIDS[0];

beforeAll(async () => {
  server = await startTestServer();
  mock = controlClient(server.origin);
});
afterEach(async () => {
  await mock.reset();
});
afterAll(() => server.close());

describe('security factors control', () => {
  it('restores a user’s factors and password as seeded', async () => {
    const user = db.users.get(UID);
    if (!user) throw new Error('no user');
    const seeded = { email: user.email, phone: user.phone };
    Object.assign(user, { ga_secret: 'ABCDABCDABCDABCD', two_factor: ['ga'], email: 'x@example.com', phone: '13800000000' });
    db.securityCenter.factorFailures.set(`${UID}:ga`, { count: 3, lockedUntil: 0 });
    const { setPassword } = await import('@/mocks/db');
    setPassword(UID, 'Other1234');
    await mock.securityFactors.restore(UID);
    expect(db.users.get(UID)).toMatchObject({ ga_secret: '', two_factor: [], ...seeded });
    expect(checkPassword(UID, 'Trade1234')).toBe(true);
    expect(db.securityCenter.factorFailures.has(`${UID}:ga`)).toBe(false);
  });

  it('binds a given authenticator as it restores', async () => {
    await mock.securityFactors.restore(UID, { gaSecret: 'JBSWY3DPEHPK3PXP' });
    expect(db.users.get(UID)).toMatchObject({ ga_secret: 'JBSWY3DPEHPK3PXP', two_factor: ['ga'] });
    expect((await mock.gaCode({ uid: UID })).code).toMatch(/^\d{6}$/);
  });

  it('refuses an unknown uid', async () => {
    await expect(mock.securityFactors.restore(1)).rejects.toBeInstanceOf(ControlError);
  });
});

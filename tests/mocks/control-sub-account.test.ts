// Sub-account control calls over a real mock server, through the typed control client: seed a
// parent's sub-accounts in a state (a seeded locked one is refused at login), read one, and put
// the seed back.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUB_ACCOUNT_CODES, UC_CALLS } from '@/lib/contracts/uc';
import { controlClient, ControlError, type ControlClient } from '@/mocks/control-client';
import { DEMO_PASSWORD } from '@/mocks/db';
import { SEEDED_SUBS, SUB_PARENT_UIDS } from '@/mocks/db/sub-accounts';
import type { MockServer } from '@/mocks/server';
import { callUrl } from '@/tests/support/msw-call';
import { startTestServer } from './support';

let server: MockServer;
let mock: ControlClient;

beforeAll(async () => {
  server = await startTestServer();
  mock = controlClient(server.origin);
});
afterEach(async () => {
  await mock.reset();
});
afterAll(() => server.close());

async function loginCode(name: string): Promise<number> {
  const response = await fetch(callUrl(server.origin, UC_CALLS.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_name: name, account_type: 'account_name', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { code: number }).code;
}

describe('sub-account control', () => {
  it('seeds sub-accounts in a state, reads them, and resets to the seed', async () => {
    const { uids } = await mock.subAccounts.seed({ parent_uid: SUB_PARENT_UIDS.states, count: 2, prefix: 'qaLocked', state: 'locked' });
    expect(uids).toHaveLength(2);
    const first = await mock.subAccounts.get(uids[0] ?? 0);
    expect(first.sub_account).toMatchObject({ parent_uid: SUB_PARENT_UIDS.states, state: 'locked', account_name: `qaLocked${uids[0]}` });
    expect(await loginCode(`qaLocked${uids[0]}`)).toBe(SUB_ACCOUNT_CODES.loginLocked);
    expect(await mock.subAccounts.get(SEEDED_SUBS.loginDisabled)).toMatchObject({ sub_account: { state: 'login_disabled', history: [] } });

    expect(await mock.subAccounts.reset()).toMatchObject({ ok: true, removed: 2 });
    await expect(mock.subAccounts.get(uids[0] ?? 0)).rejects.toBeInstanceOf(ControlError);
  });

  it('refuses to pass the limit of 200, or to seed under a sub-account', async () => {
    await expect(mock.subAccounts.seed({ parent_uid: SUB_PARENT_UIDS.full, count: 1 })).rejects.toBeInstanceOf(ControlError);
    await expect(mock.subAccounts.seed({ parent_uid: SEEDED_SUBS.empty, count: 1 })).rejects.toBeInstanceOf(ControlError);
  });
});

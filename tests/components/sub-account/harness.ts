// Shared set-up of the sub-account screen tests: the sub-account screens against the mock's real handlers at the jsdom page's own origin (as
// the app's gateway serves them), logged in as the states parent (10060) unless told.

import { fireEvent, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CODE_SENDER_LABELS } from '@/lib/code-sender/constants';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { createSession, db, resetDb } from '@/mocks/db';
import { SUB_PARENT_UIDS } from '@/mocks/db/sub-accounts';
import { createHandlers } from '@/mocks/handlers';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { resetCodeSendCache } from '@/services/uc/codes';
import { toastStore } from '@/stores/toast-store';

export const PARENT = SUB_PARENT_UIDS.states;

/** Registers the server and the per-test session; `tokens` gives the families' tokens for `uid`. */
export function setUpSubAccountTests(tokens: (uid: number) => Partial<Record<ServiceFamily, string>> = (uid) => ({ uc: createSession(uid).token })) {
  const root = `${window.location.origin}/-/x`;
  const server = setupServer(...createHandlers(root));
  const baseUrls = Object.fromEntries(SERVICE_FAMILIES.map((family) => [family, `${root}/${family}`])) as Record<ServiceFamily, string>;
  const state = { uid: PARENT };
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    const given = tokens(state.uid);
    configureHttp({ baseUrls, getToken: (family) => given[family] ?? null });
    resetCodeSendCache();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    server.resetHandlers();
    resetDb();
    resetHttpConfig();
    toastStore.setState({ toasts: [] });
    state.uid = PARENT;
  });
  return { server, state, baseUrls };
}

/** Logs the http layer in as `uid` now (a test that is not the parent's). */
export function loginAs(baseUrls: Record<ServiceFamily, string>, uid: number): void {
  const session = createSession(uid).token;
  configureHttp({ baseUrls, getToken: (family) => (family === 'uc' ? session : null) });
}

/**
 * Sends the security step's email code from the open dialog and types it in; within the 60 s
 * of a previous send (the sender waits) the code sent then is still good and typed again.
 */
export async function passSecurityStep(dialog: HTMLElement): Promise<void> {
  const input = await within(dialog).findByLabelText(CODE_SENDER_LABELS.emailInput);
  const send = within(dialog).queryByRole('button', { name: '获取验证码' });
  if (send !== null) fireEvent.click(send);
  await waitFor(() => expect(db.auth.latestCode?.purpose).toBe('security'));
  fireEvent.change(input, { target: { value: db.auth.latestCode?.code ?? '' } });
}

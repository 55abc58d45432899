// Answers that do not match their contract end as the one generic failure of every call (code
// 500 with shell-and-account.md section 8's message), so the screen says 网络连接失败，请重试
// through failureText instead of an empty text.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import { failureText, NETWORK_FAILURE_TEXT, REQUEST_FAILED_MESSAGE } from '@/services/http';
import { fetchCountryCodes } from '@/services/uc/countries';
import { fetchLicenseState } from '@/services/uc/license';
import { onCall } from '@/tests/support/msw-call';
import { startTestServer } from '../http/test-server';

const server = startTestServer();
const GENERIC = { success: false, code: 500, message: REQUEST_FAILED_MESSAGE, data: null };

describe('account-service answers off their contract', () => {
  it('country_code/list: a list of the wrong shape is the generic failure', async () => {
    server.use(onCall(UC_CALLS.countryCodeList, () => HttpResponse.json({ success: true, code: 200, data: [{ name: '中国' }] })));
    const result = await fetchCountryCodes();
    expect(result).toEqual(GENERIC);
    expect(result.success ? null : failureText(result)).toBe(NETWORK_FAILURE_TEXT);
  });

  it('country_code/list: a list of the contract passes', async () => {
    const china = { country_id: 37, name: '中国', area_code: '86', abbr: 'CN' };
    server.use(onCall(UC_CALLS.countryCodeList, () => HttpResponse.json({ success: true, code: 200, data: [china] })));
    expect(await fetchCountryCodes()).toMatchObject({ success: true, data: [china] });
  });

  it('license/state: a state off the contract is the generic failure, a good one its state', async () => {
    server.use(onCall(UC_CALLS.licenseState, () => HttpResponse.json({ success: true, code: 200, data: { type: 'LOGIN', state: 'MAYBE' } }), { once: true }));
    expect(await fetchLicenseState('LOGIN')).toEqual(GENERIC);
    server.use(onCall(UC_CALLS.licenseState, () => HttpResponse.json({ success: true, code: 200, data: { type: 'LOGIN', state: 'AGREED' } })));
    expect(await fetchLicenseState('LOGIN')).toMatchObject({ success: true, data: 'AGREED' });
  });
});
